import { HTTP_MESSAGES, type LearnAnswer, LEARNSET_TEXTS } from '@app/shared';
import type { Db } from '../../db/connection';
import { Batcher } from '../../lib/batcher';
import { HttpError } from '../../lib/http-error';
import { newLogId } from '../../lib/ids';
import type { Throttle } from '../../lib/throttle';
import { loggedAnswerText } from './answer-batch';
import { ANSWERS_JOB, type AnswerOutcome, throttledAnswerWrite } from './answer-writer';
import { type AnswerRecord, AnswersRepository } from './answers.repository';
import { answerTime } from './memory-model';
import type { WriterThread } from '../../writer/writer-thread';

/** Where the answers are written: on SQLite the writer thread, else the database itself. */
export interface AnswerStore {
  db: Db;
  writer?: WriterThread;
}

/**
 * Records answers of signed-in users as statistics, memory states and in the answers log. Answers
 * that arrive together are counted against the throttle and written together (a school opening a
 * test at once); every caller is answered once its answer is stored. On PostgreSQL one batch is
 * written at a time: the answers that arrive meanwhile make the next batch larger, and a batch's
 * statements cost the database about the same for 5 answers as for 50 (four batches side by side
 * stored a third fewer answers a second than one). On SQLite each turn's answers go to the writer
 * thread at once, which takes what arrived meanwhile into its next transaction itself.
 */
export class LearnAnswerService {
  private readonly batches: Batcher<AnswerRecord, AnswerOutcome>;

  constructor({ db, writer }: AnswerStore, throttle: Throttle) {
    this.batches = writer
      ? new Batcher((records) => writer.write(ANSWERS_JOB, records), 500, Infinity)
      : new Batcher(throttledAnswerWrite(new AnswersRepository(db), throttle));
  }

  /**
   * Counts one answer and moves the card's memory state on; the log keeps the answer's start only.
   * The same browser id again is a success that changes nothing. 429 when the user floods, 404 (nothing written) for an
   * unknown exercise.
   */
  async record(userId: string, exerciseId: string, body: LearnAnswer, now = new Date()): Promise<void> {
    const outcome = await this.batches.add({
      id: newLogId(),
      userId,
      exerciseId,
      answer: loggedAnswerText(body.answer),
      correct: body.value,
      at: answerTime(body.at, now),
      clientId: body.id,
      mode: body.mode,
    });
    if (outcome === 'too many') throw new HttpError(429, HTTP_MESSAGES.tooMany);
    if (outcome === 'unknown exercise') throw new HttpError(404, LEARNSET_TEXTS.exerciseNotFound);
  }
}
