import { setImmediate as nextTurn } from 'node:timers/promises';
import { ANSWER_LOG_DAYS } from '@app/shared';
import type { Db } from '../../db/connection';
import { AnswerLogRepository } from './answer-log.repository';

/** Rows deleted per statement: short on SQLite's one writer, and requests are served in between. */
const BATCH = 1000;

/**
 * Deletes the answers logged more than ANSWER_LOG_DAYS before `now` (the privacy statement's
 * retention); the cards' counts and memory states stay. @returns how many went
 */
export async function pruneAnswerLog(db: Db, now: Date): Promise<number> {
  const repository = new AnswerLogRepository(db);
  const before = new Date(now.getTime() - ANSWER_LOG_DAYS * 24 * 3600 * 1000);
  let total = 0;
  for (;;) {
    const deleted = await repository.deleteLoggedBefore(before, BATCH);
    total += deleted;
    if (deleted < BATCH) return total;
    await nextTurn();
  }
}
