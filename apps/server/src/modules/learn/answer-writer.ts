import type { Db } from '../../db/connection';
import { Throttle, type ThrottleRule } from '../../lib/throttle';
import { writerJob } from '../../writer/writer-jobs';
import { type AnswerRecord, AnswersRepository, type RecordOutcome } from './answers.repository';

/**
 * Ten answers a second for a minute is far beyond anyone typing; a script flooding the log and
 * the statistics is not.
 */
export const ANSWER_RULE: ThrottleRule = { name: 'learn-answer', limit: 600, windowMs: 60_000 };

export type AnswerOutcome = RecordOutcome | 'too many';

/** Writes a batch of answers; one outcome per answer, in order. */
export type AnswerWrite = (records: readonly AnswerRecord[]) => Promise<AnswerOutcome[]>;

/**
 * Counts a batch against the throttle and writes what it admits: where the database keeps the
 * counters (SQLite), in the answers' transaction, so both commit or neither.
 */
export function throttledAnswerWrite(stats: AnswersRepository, throttle: Throttle): AnswerWrite {
  return (records) =>
    stats.recordAnswers(records, (on, admitted) =>
      throttle.hitMany(
        ANSWER_RULE,
        admitted.map((r) => r.userId),
        on,
      ),
    );
}

/** SQLite's answers, written on the writer thread (src/writer-worker.ts gives it `openAnswerWriter`). */
export const ANSWERS_JOB = writerJob<AnswerRecord, AnswerOutcome>('answers');

/** The answers' writer on the writer thread's connection: the throttle counts in the database there. */
export async function openAnswerWriter(db: Db): Promise<AnswerWrite> {
  return throttledAnswerWrite(new AnswersRepository(db), await Throttle.open(db));
}
