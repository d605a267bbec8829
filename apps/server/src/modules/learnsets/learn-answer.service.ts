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
 * that arrive together are counted against the throttle and written in one transaction each
 * (a school opening a test at once); every caller is answered once its answer is stored.
 */
export class LearnAnswerService {
  private readonly stats: LearnStatisticsRepository;
  private readonly lanes: Array<Batcher<AnswerRecord, Outcome>>;

  constructor(
    db: Db,
    private readonly throttle: Throttle,
  ) {
    this.stats = new LearnStatisticsRepository(db);
    // Each pupil's answers always go to the same lane, and every row an answer writes is the
    // pupil's own, so lanes never wait for each other's locks and a pupil's answers stay in order.
    this.lanes = Array.from({ length: this.stats.parallelBatches }, () => new Batcher((r) => this.write(r)));
  }

  /**
   * Counts one answer and moves the card's memory state on; the same browser id again is a
   * success that changes nothing. 429 when the user floods, 404 (nothing written) for an
   * unknown exercise.
   */
  async record(userId: string, exerciseId: string, body: LearnAnswer, now = new Date()): Promise<void> {
    const outcome = await this.laneOf(userId).add({
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

  private laneOf(userId: string): Batcher<AnswerRecord, Outcome> {
    let hash = 0;
    for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) | 0;
    return this.lanes[Math.abs(hash) % this.lanes.length] as Batcher<AnswerRecord, Outcome>;
  }

  private async write(records: AnswerRecord[]): Promise<Outcome[]> {
    const allowed = await this.throttle.hitMany(
      ANSWER_RULE,
      records.map((r) => r.userId),
    );
    const kept = records.filter((_, i) => allowed[i]);
    const stored = kept.length > 0 ? await this.stats.recordAnswers(kept) : [];
    let next = 0;
    return records.map((_, i) => (allowed[i] ? (stored[next++] as RecordOutcome) : 'too many'));
  }
}
