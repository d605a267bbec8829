import type { ParsedExercise } from './file-item-schema';

/** The fields a learning-set file carries; database rows with more fields may be passed as they are. */
export type ExportableExercise = Pick<ParsedExercise, 'question' | 'answer' | 'answers' | 'frequency' | 'auto_check'>;

/**
 * Writes exercises as the `.json` learning-set format (SPEC §9), pretty-printed with a final newline.
 * `parseLearnsetFile('x.json', …)` reads it back to the same exercises (their text already trimmed,
 * as every parsed exercise is). Only the five file fields are written, never ids or owners.
 */
export function exportLearnset(exercises: readonly ExportableExercise[]): string {
  const items = exercises.map(({ question, answer, answers, frequency, auto_check }) => ({
    question,
    answer,
    answers: [...answers],
    frequency,
    auto_check,
  }));
  return `${JSON.stringify(items, null, 2)}\n`;
}
