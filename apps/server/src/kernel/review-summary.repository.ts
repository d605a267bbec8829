import type { Db } from '../db/connection';

/** States of ts-fsrs: 0 new, 1 learning, 2 review, 3 relearning. */
export const LEARNING_STATES = [1, 3];
export const REVIEW_STATE = 2;

/** The review summary: what the review screen shows and the learning reminder tells. */
export class ReviewSummaryRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts over the exercises of every set with at least one answer of this pupil. Reads the
   * trigger-kept counts per state, the sizes of the started sets and one index range for what is
   * due, so 100,000 cards cost what four do.
   */
  async summary(userId: string, now: Date) {
    const nowIso = now.toISOString();
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('card_counts')
          .where('user_id', '=', userId)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('n'), q.lit(0)).as('n'))
          .as('seen'),
        eb
          .selectFrom('card_counts')
          .where('user_id', '=', userId)
          .where('state', 'in', LEARNING_STATES)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('n'), q.lit(0)).as('n'))
          .as('learning'),
        eb
          .selectFrom('card_counts')
          .where('user_id', '=', userId)
          .where('state', '=', REVIEW_STATE)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('n'), q.lit(0)).as('n'))
          .as('review'),
        eb
          .selectFrom('started_sets')
          .innerJoin('learnsets', 'learnsets.id', 'started_sets.set_id')
          .where('started_sets.user_id', '=', userId)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('learnsets.size'), q.lit(0)).as('n'))
          .as('total'),
        eb
          .selectFrom('card_states')
          .where('user_id', '=', userId)
          .where('due', '<=', nowIso)
          .select((q) => q.fn.countAll<number>().as('n'))
          .as('due'),
        eb
          .selectFrom('card_states')
          .where('user_id', '=', userId)
          .where('due', '>', nowIso)
          .select((q) => q.fn.min<string>('due').as('n'))
          .as('next'),
      ])
      .executeTakeFirstOrThrow();
    return {
      due: Number(row.due ?? 0),
      new: Math.max(0, Number(row.total ?? 0) - Number(row.seen ?? 0)),
      learning: Number(row.learning ?? 0),
      review: Number(row.review ?? 0),
      next: row.next ?? null,
    };
  }

  /** Up to `limit` cards due now, most overdue first (in index order), with the pupil's statistics. */
}
