// No zod here: learn mode's chunk turns rows into exercises without the schema library.
import type { Exercise } from './api';

/**
 * One exercise of `/learnsets/exercises/{id}/{version}`: half the bytes of the object. The image
 * ids follow only when the exercise has an image (null for the side without one), so the rows of
 * a set without images stay as they were.
 */
export type ExerciseRow = [
  id_: string,
  question: string,
  answer: string,
  answers: string[],
  frequency: number,
  auto_check: number,
  question_image?: string | null,
  answer_image?: string | null,
];

/** A row as the exercise object of SPEC §3 (with its image ids when it has images). */
export function exerciseOfRow(
  setId: string,
  [id_, question, answer, answers, frequency, auto_check, question_image, answer_image]: ExerciseRow,
): Exercise {
  const exercise: Exercise = { id_, set_id: setId, question, answer, answers, frequency, auto_check };
  if (question_image) exercise.question_image = question_image;
  if (answer_image) exercise.answer_image = answer_image;
  return exercise;
}

/** The exercise object of SPEC §3 as a row (the server's side of `exerciseOfRow`). */
export function rowOfExercise(exercise: Exercise): ExerciseRow {
  const row: ExerciseRow = [
    exercise.id_,
    exercise.question,
    exercise.answer,
    exercise.answers,
    exercise.frequency,
    exercise.auto_check,
  ];
  if (exercise.question_image || exercise.answer_image) {
    row.push(exercise.question_image ?? null, exercise.answer_image ?? null);
  }
  return row;
}
