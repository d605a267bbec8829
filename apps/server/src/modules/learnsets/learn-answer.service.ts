import { HTTP_MESSAGES, type LearnAnswer, LEARNSET_TEXTS } from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import { LearnStatisticsRepository } from './learn-statistics.repository';
import { answerTime } from './memory-model';

/**
 * Ten answers a second for a minute is far beyond anyone typing; a script flooding the log and
 * the statistics is not.
 */
export const ANSWER_RULE: ThrottleRule = { name: 'learn-answer', limit: 600, windowMs: 60_000 };

/** Records learn-mode answers of signed-in users as statistics and in the answers log. */
export class LearnAnswerService {
  private readonly stats: LearnStatisticsRepository;

  constructor(
    db: Db,
    private readonly throttle: Throttle,
  ) {
    this.stats = new LearnStatisticsRepository(db);
  }

  /**
   * Counts one answer and moves the card's memory state on; the same browser id again is a
   * success that changes nothing. 429 when the user floods, 404 (nothing written) for an
   * unknown exercise.
   */
  async record(userId: string, exerciseId: string, body: LearnAnswer, now = new Date()): Promise<void> {
    if (!(await this.throttle.hit(ANSWER_RULE, userId))) throw new HttpError(429, HTTP_MESSAGES.tooMany);
    const outcome = await this.stats.recordAnswer({
      id: newId(),
      userId,
      exerciseId,
      answer: body.answer,
      correct: body.value,
      at: answerTime(body.at, now),
      clientId: body.id,
      mode: body.mode,
    });
    if (outcome === 'unknown exercise') throw new HttpError(404, LEARNSET_TEXTS.exerciseNotFound);
  }
}
