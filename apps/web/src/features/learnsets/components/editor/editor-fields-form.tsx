import type { LearnsetFields } from '@app/shared';
import { memo, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Form } from '../../../../components/form';
import { ItemFormFields } from '../../../../components/items';
import { type LearnsetFormValues, QuestionLanguageField } from '../question-language-field';

interface EditorFieldsFormProps {
  form: UseFormReturn<LearnsetFormValues, unknown, LearnsetFields>;
  onSubmit: (values: LearnsetFields) => Promise<void>;
  children?: ReactNode;
  'aria-label': string;
}

/**
 * The upload form's fields (same schema, same messages), with the questions' language. Memoised apart from the rows: the form's
 * context changes on each render of its provider, and a keystroke in a row must not re-render it.
 */
export const EditorFieldsForm = memo(function EditorFieldsForm({
  form,
  onSubmit,
  children,
  ...rest
}: EditorFieldsFormProps) {
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={rest['aria-label']}>
      <ItemFormFields />
      <QuestionLanguageField />
      {children}
    </Form>
  );
});
