import { STORED_ANSWER_LENGTH } from '@app/shared';
import { type CardStateRow, DEFAULT_RETENTION, reviewCard } from './memory-model';

/** One answer to record: the log row's fields. */
export interface AnswerRecord {
  id: string;
  userId: string;
  exerciseId: string;
  answer: string;
  correct: boolean;
  at: Date;
  /** The browser's id: the same id again changes nothing. */
  clientId?: string;
  mode?: string;
}

export type RecordOutcome = 'recorded' | 'repeated' | 'unknown exercise';

/**
 * What the log keeps of a typed answer: its first STORED_ANSWER_LENGTH characters, counted in code
 * points as SQL's substr and length count them (migration 0017 cut the older rows alike).
 */
export function loggedAnswerText(answer: string): string {
  return answer.length <= STORED_ANSWER_LENGTH ? answer : Array.from(answer).slice(0, STORED_ANSWER_LENGTH).join('');
}

export const pair = (userId: string, exerciseId: string) => `${userId} ${exerciseId}`;

/** What a batch's memory states start from, as read from the database. */
export interface CardsBefore {
  /** Set id by exercise id. */
  setOf: ReadonlyMap<string, string>;
  states: readonly CardStateRow[];
  /** Learning goal by user id. */
  retention: ReadonlyMap<string, number>;
  /** Exam day by `pair(userId, setId)`. */
  examDay: ReadonlyMap<string, string>;
}

/**
 * The cards' memory states after the answers, in answer order (the same card twice moves on
 * twice), one row per card sorted by user and exercise (every writer locks rows in that order, so
 * two never wait for each other in a circle); and the sets answered in for the first time.
 */
export function stepCards(counted: readonly AnswerRecord[], before: CardsBefore) {
  const current = new Map<string, CardStateRow>(before.states.map((row) => [pair(row.user_id, row.exercise_id), row]));
  const firstAnswers = new Map<string, { user_id: string; set_id: string }>();
  for (const r of counted) {
    const key = pair(r.userId, r.exerciseId);
    const setId = before.setOf.get(r.exerciseId) as string;
    const row = current.get(key);
    if (!row) firstAnswers.set(pair(r.userId, setId), { user_id: r.userId, set_id: setId });
    const retention = before.retention.get(r.userId) ?? DEFAULT_RETENTION;
    const next = reviewCard(row, r.correct, r.at, retention, before.examDay.get(pair(r.userId, setId)));
    current.set(key, { user_id: r.userId, exercise_id: r.exerciseId, ...next });
  }
  const touched = [...new Set(counted.map((r) => pair(r.userId, r.exerciseId)))].sort();
  return {
    rows: touched.map((key) => current.get(key) as CardStateRow),
    started: [...firstAnswers.keys()].sort().map((key) => firstAnswers.get(key) as { user_id: string; set_id: string }),
  };
}

/** A foreign-key failure: the exercise vanished (an edit removed it) between check and insert. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Two PostgreSQL transactions waited for each other; running again resolves it. */
export function isDeadlock(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '40P01';
}
