import { HTTP_MESSAGES, type LearnAnswer, LEARNSET_TEXTS } from '@app/shared';
import type { Db, Engine } from '../../db/connection';
import { Batcher } from '../../lib/batcher';
import { HttpError } from '../../lib/http-error';
import { newLogId } from '../../lib/ids';
import type { Throttle } from '../../lib/throttle';
import { type AnswerOutcome, throttledAnswerWrite } from './answer-writer';
import { AnswerWriterThread } from './answer-writer-thread';
import { type AnswerRecord, LearnStatisticsRepository } from './learn-statistics.repository';
import { answerTime } from './memory-model';

export { ANSWER_RULE } from './answer-writer';

/** Where the answers' batches are written: `dataDir` is SQLite's, whose batches get a thread of their own. */
export interface AnswerStore {
  db: Db;
  engine: Engine;
  dataDir: string;
}

/**
 * Records answers of signed-in users as statistics, memory states and in the answers log. Answers
 * that arrive together are counted against the throttle and written together (a school opening a
 * test at once); every caller is answered once its answer is stored. One batch written at a time,
 * also on PostgreSQL: the answers that arrive meanwhile make the next batch larger, and a batch's
 * statements cost the database about the same for 5 answers as for 50 (four batches side by side
 * stored a third fewer answers a second than one). On SQLite the batches are written on a thread
 * of their own (answer-writer-thread.ts).
 */
export class LearnAnswerService {
  private readonly batches: Batcher<AnswerRecord, AnswerOutcome>;
  private readonly thread?: AnswerWriterThread;

  constructor(store: AnswerStore, throttle: Throttle) {
    if (store.engine === 'sqlite') {
      // The thread takes what arrives while it writes into its next transaction itself.
      const thread = new AnswerWriterThread(store.dataDir);
      this.thread = thread;
      this.batches = new Batcher((records) => thread.write(records), 500, Infinity);
    } else {
      this.batches = new Batcher(throttledAnswerWrite(new LearnStatisticsRepository(store.db), throttle));
    }
  }

  /**
   * Counts one answer and moves the card's memory state on; the same browser id again is a
   * success that changes nothing. 429 when the user floods, 404 (nothing written) for an
   * unknown exercise.
   */
  async record(userId: string, exerciseId: string, body: LearnAnswer, now = new Date()): Promise<void> {
    const outcome = await this.batches.add({
      id: newLogId(),
      userId,
      exerciseId,
      answer: body.answer,
      correct: body.value,
      at: answerTime(body.at, now),
      clientId: body.id,
      mode: body.mode,
    });
    if (outcome === 'too many') throw new HttpError(429, HTTP_MESSAGES.tooMany);
    if (outcome === 'unknown exercise') throw new HttpError(404, LEARNSET_TEXTS.exerciseNotFound);
  }

  /** Waits for the answers being written, then ends the writer thread. */
  async close(): Promise<void> {
    await this.thread?.close();
  }
}
