import { DEFAULT_QUESTION_LANGUAGE, type Learnset, type LearnsetFieldsSchema } from '@app/shared';
import type { z } from 'zod';
import { SelectField } from '../../../components/form';
import { EMPTY_ITEM_VALUES, type ItemFormValues, toItemFormValues, useItemOptions } from '../../../components/items';

/** The learning-set form's values: the shared item fields plus the questions' language. */
export type LearnsetFormValues = z.input<typeof LearnsetFieldsSchema>;

/** A new set's form: nothing chosen yet, but German questions, as most sets have. */
export const EMPTY_LEARNSET_VALUES = {
  ...EMPTY_ITEM_VALUES,
  question_language: DEFAULT_QUESTION_LANGUAGE,
} satisfies LearnsetFormValues;

/** The stored set as the form's starting values. */
export function toLearnsetFormValues(set: Learnset): Partial<LearnsetFormValues> {
  return {
    ...toItemFormValues(set),
    question_language: (set.question_language ?? DEFAULT_QUESTION_LANGUAGE) as ItemFormValues['language'],
  };
}

/**
 * "Sprache der Fragen" beside SPEC's "Sprache" (the answers'): the voice that reads the questions
 * aloud, e.g. English questions with German answers.
 */
export function QuestionLanguageField() {
  const options = useItemOptions();
  return (
    <SelectField
      name="question_language"
      label="Sprache der Fragen"
      options={options.languages}
      hint="«Sprache» ist die Sprache der Antworten. Beide bestimmen, mit welcher Stimme vorgelesen wird."
    />
  );
}
