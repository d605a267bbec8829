import type { EditorExercise, ParsedExercise } from '@app/shared';
import type { Database } from '../../db/schema';

/** A stored exercise; the image ids may be left out where there are none (rows written by other tools). */
export type ExerciseRow = Omit<Database['exercises'], 'question_image' | 'answer_image'> &
  Partial<Pick<Database['exercises'], 'question_image' | 'answer_image'>>;

/** What an edit writes: rows to insert or update (by id), and ids to delete. */
export interface ExercisePlan {
  write: ExerciseRow[];
  remove: string[];
}

const pairKey = (question: string, answer: string) => `${question}\u0000${answer}`;

/**
 * Turns a set's stored exercises and a newly uploaded file into the smallest change. An exercise
 * whose question and answer are unchanged keeps its id, so the learners' statistics stay attached
 * (the old platform recreated every exercise and orphaned them). Repeated identical pairs are
 * matched in order. Rows that are entirely unchanged are not written at all.
 * @param existing the set's stored rows in position order
 */
export function planExerciseReplacement(
  setId: string,
  existing: readonly ExerciseRow[],
  parsed: readonly ParsedExercise[],
  newId: () => string,
): ExercisePlan {
  const unclaimed = new Map<string, ExerciseRow[]>();
  for (const row of existing) {
    const key = pairKey(row.question, row.answer);
    const queue = unclaimed.get(key);
    if (queue) queue.push(row);
    else unclaimed.set(key, [row]);
  }

  const write: ExerciseRow[] = [];
  parsed.forEach((exercise, position) => {
    const kept = unclaimed.get(pairKey(exercise.question, exercise.answer))?.shift();
    const row = storedRow(setId, position, kept?.id ?? newId(), exercise, exercise.auto_check);
    if (!kept || !sameRow(kept, row)) write.push(row);
  });

  const remove = [...unclaimed.values()].flat().map((row) => row.id);
  return { write, remove };
}

/** An editor row whose `id_` is not one of the set's exercises (0-based); nothing may be written. */
export interface UnknownExerciseId {
  unknownRow: number;
}

/**
 * The editor's rows as a change of the stored set: a row that carries the id of one of the set's
 * exercises keeps that id, with its statistics and memory state, even when its text changed; a row
 * without id is new; stored exercises no row names are deleted. Unchanged rows are not written.
 * @param existing the set's stored rows in position order (none for a new set)
 * @returns the plan, or the first row whose id the set does not have
 */
export function planEditorReplacement(
  setId: string,
  existing: readonly ExerciseRow[],
  rows: readonly EditorExercise[],
  newId: () => string,
): ExercisePlan | UnknownExerciseId {
  const unclaimed = new Map(existing.map((row) => [row.id, row]));
  const write: ExerciseRow[] = [];
  for (const [position, exercise] of rows.entries()) {
    const kept = exercise.id_ === undefined ? undefined : unclaimed.get(exercise.id_);
    // Unknown, or named twice (the schema refuses repeated ids; this holds without it too).
    if (exercise.id_ !== undefined && !kept) return { unknownRow: position };
    if (kept) unclaimed.delete(kept.id);
    const row = storedRow(setId, position, kept?.id ?? newId(), exercise, kept?.auto_check ?? 0);
    if (!kept || !sameRow(kept, row)) write.push(row);
  }
  return { write, remove: [...unclaimed.keys()] };
}

/** An exercise as the `exercises` table stores it, from a file or an editor row. */
function storedRow(
  setId: string,
  position: number,
  id: string,
  exercise: Pick<ParsedExercise, 'question' | 'answer' | 'answers' | 'frequency' | 'question_image' | 'answer_image'>,
  autoCheck: ExerciseRow['auto_check'],
): ExerciseRow {
  return {
    id,
    set_id: setId,
    position,
    question: exercise.question,
    answer: exercise.answer,
    answers: JSON.stringify(exercise.answers),
    frequency: exercise.frequency,
    auto_check: autoCheck,
    question_image: exercise.question_image ?? null,
    answer_image: exercise.answer_image ?? null,
  };
}

function sameRow(a: ExerciseRow, b: ExerciseRow): boolean {
  return (
    a.question === b.question &&
    a.answer === b.answer &&
    a.position === b.position &&
    a.answers === b.answers &&
    a.frequency === b.frequency &&
    a.auto_check === b.auto_check &&
    (a.question_image ?? null) === (b.question_image ?? null) &&
    (a.answer_image ?? null) === (b.answer_image ?? null)
  );
}
