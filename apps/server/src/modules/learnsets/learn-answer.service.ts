import { HTTP_MESSAGES, type LearnAnswer, LEARNSET_TEXTS } from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newLogId } from '../../lib/ids';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import { Batcher } from '../../lib/batcher';
import { type AnswerRecord, LearnStatisticsRepository, type RecordOutcome } from './learn-statistics.repository';
import { answerTime } from './memory-model';

/**
 * Ten answers a second for a minute is far beyond anyone typing; a script flooding the log and
 * the statistics is not.
 */
export const ANSWER_RULE: ThrottleRule = { name: 'learn-answer', limit: 600, windowMs: 60_000 };

type Outcome = RecordOutcome | 'too many';

/**
 * Records answers of signed-in users as statistics, memory states and in the answers log. Answers
 * that arrive together are counted against the throttle and written together (a school opening a
 * test at once); every caller is answered once its answer is stored. One batch written at a time,
 * also on PostgreSQL: the answers that arrive meanwhile make the next batch larger, and a batch's
 * statements cost the database about the same for 5 answers as for 50 (four batches side by side
 * stored a third fewer answers a second than one).
 */
export class LearnAnswerService {
  private readonly stats: LearnStatisticsRepository;
  private readonly batches: Batcher<AnswerRecord, Outcome>;

  constructor(
    db: Db,
    private readonly throttle: Throttle,
  ) {
    this.stats = new LearnStatisticsRepository(db);
    this.batches = new Batcher((records) =>
      this.stats.recordAnswers(records, (on, admitted) => this.admit(on, admitted)),
    );
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

  /** The throttle counts where the repository says (on SQLite in the answers' transaction). */
  private admit(on: Db, records: readonly AnswerRecord[]): Promise<boolean[]> {
    return this.throttle.hitMany(
      ANSWER_RULE,
      records.map((r) => r.userId),
      on,
    );
  }
}
