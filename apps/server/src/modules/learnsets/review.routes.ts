import {
  ReviewDueQuerySchema,
  ReviewDueReplySchema,
  ReviewSummaryReplySchema,
  toStoredDate,
  type LearnsetBulkReply,
  type ReviewSummaryReply,
} from '@app/shared';
import { requireAccount, SIGNED_IN } from '../../plugins/session';
import type { Api, AppContext } from '../../types';
import { LearnsetRepository } from './learnset.repository';
import { ReviewRepository } from './review.repository';

/** `/review/*`: the cards due across every set the pupil has started (spaced repetition). */
export async function reviewRoutes(app: Api, ctx: AppContext, clock: () => Date = () => new Date()): Promise<void> {
  const review = new ReviewRepository(ctx.db);
  const sets = new LearnsetRepository(ctx.db);

  app.get(
    '/review/summary',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'How many cards are due, new, learning and in review; when the next one comes due',
        response: { 200: ReviewSummaryReplySchema },
      },
    },
    async (request): Promise<ReviewSummaryReply> => {
      const counts = await review.summary(requireAccount(request), clock());
      return { status: 'success', ...counts, next: counts.next ? toStoredDate(new Date(counts.next)) : null };
    },
  );

  app.get(
    '/review/due',
    {
      config: SIGNED_IN,
      schema: {
        summary: "The cards due now, most overdue first, in learn mode's shape (learnsets, exercises, stats)",
        querystring: ReviewDueQuerySchema,
        response: { 200: ReviewDueReplySchema },
      },
    },
    async (request): Promise<LearnsetBulkReply> => {
      const { exercises, stats } = await review.due(requireAccount(request), clock(), request.query.limit);
      const setIds = [...new Set(exercises.map((e) => e.set_id))];
      const learnsets = setIds.length > 0 ? await sets.findSets(setIds) : [];
      return { status: 'success', learnsets, exercises, stats };
    },
  );
}
