import type { ParsedExercise } from './file-item-schema';

/** The fields a learning-set file carries; database rows with more fields may be passed as they are. */
export type ExportableExercise = Pick<ParsedExercise, 'question' | 'answer' | 'answers' | 'frequency' | 'auto_check'> &
  Partial<Pick<ParsedExercise, 'question_image' | 'answer_image'>>;

/**
 * Writes exercises as the `.json` learning-set format (SPEC §9), pretty-printed with a final newline.
 * `parseLearnsetFile('x.json', …)` reads it back to the same exercises (their text already trimmed,
 * as every parsed exercise is). Only the file fields are written (image ids when present), never exercise ids or owners.
 */
export function exportLearnset(exercises: readonly ExportableExercise[]): string {
  const items = exercises.map(({ question, answer, answers, frequency, auto_check, question_image, answer_image }) => ({
    question,
    answer,
    answers: [...answers],
    frequency,
    auto_check,
    // Only when there is one, so sets without images export as before.
    ...(question_image ? { question_image } : {}),
    ...(answer_image ? { answer_image } : {}),
  }));
  return `${JSON.stringify(items, null, 2)}\n`;
}
