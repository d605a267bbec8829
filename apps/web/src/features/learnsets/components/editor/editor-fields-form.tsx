import type { ItemFields } from '@app/shared';
import { memo, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Form } from '../../../../components/form';
import { ItemFormFields, type ItemFormValues } from '../../../../components/items';

interface EditorFieldsFormProps {
  form: UseFormReturn<ItemFormValues, unknown, ItemFields>;
  onSubmit: (values: ItemFields) => Promise<void>;
  children?: ReactNode;
  'aria-label': string;
}

/**
 * The upload form's fields (same schema, same messages). Memoised apart from the rows: the form's
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
      {children}
    </Form>
  );
});
