import type { ParsedExercise } from '@app/shared';
import type { Database } from '../../db/schema';

export type ExerciseRow = Database['exercises'];

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
    const row: ExerciseRow = {
      id: kept?.id ?? newId(),
      set_id: setId,
      position,
      question: exercise.question,
      answer: exercise.answer,
      answers: JSON.stringify(exercise.answers),
      frequency: exercise.frequency,
      auto_check: exercise.auto_check,
    };
    if (!kept || !sameRow(kept, row)) write.push(row);
  });

  const remove = [...unclaimed.values()].flat().map((row) => row.id);
  return { write, remove };
}

function sameRow(a: ExerciseRow, b: ExerciseRow): boolean {
  return (
    a.position === b.position && a.answers === b.answers && a.frequency === b.frequency && a.auto_check === b.auto_check
  );
}
