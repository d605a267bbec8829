// No zod here: learn mode's chunk turns rows into exercises without the schema library.
import type { Exercise } from './api';

/** One exercise of `/learnsets/exercises/{id}/{version}`: half the bytes of the object. */
export type ExerciseRow = [
  id_: string,
  question: string,
  answer: string,
  answers: string[],
  frequency: number,
  auto_check: number,
];

/** A row as the exercise object of SPEC §3. */
export function exerciseOfRow(
  setId: string,
  [id_, question, answer, answers, frequency, auto_check]: ExerciseRow,
): Exercise {
  return { id_, set_id: setId, question, answer, answers, frequency, auto_check };
}

/** The exercise object of SPEC §3 as a row (the server's side of `exerciseOfRow`). */
export function rowOfExercise(exercise: Exercise): ExerciseRow {
  return [exercise.id_, exercise.question, exercise.answer, exercise.answers, exercise.frequency, exercise.auto_check];
}
