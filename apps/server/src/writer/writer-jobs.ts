import type { Db } from '../db/connection';
import { Throttle } from '../lib/throttle';
import { type AnswerOutcome, throttledAnswerWrite } from '../modules/learnsets/answer-writer';
import type { AnswerRecord } from '../modules/learnsets/answer-batch';
import { LearnStatisticsRepository } from '../modules/learnsets/learn-statistics.repository';
import { type AccessLogEntry, AccessLogRepository } from '../modules/system/access-log.repository';

/** What the writer thread writes: per kind the items handed over, and what each item gets back. */
export interface WriterKinds {
  answers: { item: AnswerRecord; result: AnswerOutcome };
  'access-log': { item: AccessLogEntry; result: null };
}
export type WriterKind = keyof WriterKinds;

/** Writes the items of one kind handed over together; one result per item, in order. */
export type KindWriter<K extends WriterKind> = (
  items: Array<WriterKinds[K]['item']>,
) => Promise<Array<WriterKinds[K]['result']>>;

/** The writers of every kind on the thread's connection. */
export async function openKindWriters(db: Db): Promise<{ [K in WriterKind]: KindWriter<K> }> {
  const accessLog = new AccessLogRepository(db, 'sqlite');
  return {
    // The answers' throttle counts in the database, in the answers' transaction.
    answers: throttledAnswerWrite(new LearnStatisticsRepository(db), await Throttle.open(db)),
    'access-log': async (rows) => {
      await accessLog.append(rows);
      return rows.map(() => null);
    },
  };
}
