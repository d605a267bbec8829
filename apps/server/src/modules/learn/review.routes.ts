import {
  LearnsetBulkParamsSchema,
  ReviewDueQuerySchema,
  SetProgressReplySchema,
  toZurichDay,
  type SetProgressReply,
  ReviewDueReplySchema,
  ReviewSummaryReplySchema,
  toStoredDate,
  type LearnsetBulkReply,
  type ReviewSummaryReply,
  ReviewMemoryReplySchema,
  type ReviewMemoryReply,
  type ModeProgress,
} from '@app/shared';
import { ExamRepository } from '../../kernel/exam.repository';
import { requireAccount, SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { LearnsetReadRepository } from '../../kernel/learnset-reads.repository';
import { DEFAULT_RETENTION } from './memory-model';
import { type ModeWithoutMemory, ReviewRepository } from './review.repository';
import { ReviewSummaryRepository } from '../../kernel/review-summary.repository';

const DAY = 24 * 3600 * 1000;

/** One set's figures per study mode; a mode never practised has zeros. */
function modesOf(setId: string, counts: ReadonlyArray<{ set_id: string; mode: ModeWithoutMemory } & ModeProgress>) {
  const of = (mode: ModeWithoutMemory): ModeProgress => {
    const found = counts.find((c) => c.set_id === setId && c.mode === mode);
    return { answered: found?.answered ?? 0, right: found?.right ?? 0 };
  };
  return { cards: of('cards'), test: of('test'), match: of('match') };
}

/** `/review/*`: the cards due across every set the pupil has started (spaced repetition). */
export async function reviewRoutes(app: Api, ctx: AppContext, clock: () => Date = () => new Date()): Promise<void> {
  const review = new ReviewRepository(ctx.db);
  const summaries = new ReviewSummaryRepository(ctx.db);
  const sets = new LearnsetReadRepository(ctx.db);
  const exams = new ExamRepository(ctx.db);

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
      const counts = await summaries.summary(requireAccount(request), clock());
      return success({ ...counts, next: counts.next ? toStoredDate(new Date(counts.next)) : null });
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
      return success({ learnsets, exercises, stats });
    },
  );

  app.get(
    '/review/memory/:ids',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          "The pupil's memory state of the cards of these sets, learning goal and exam days: to review them offline",
        params: LearnsetBulkParamsSchema,
        response: { 200: ReviewMemoryReplySchema },
      },
    },
    async (request): Promise<ReviewMemoryReply> => {
      const userId = requireAccount(request);
      const { ids } = request.params;
      const [{ retention, cards }, days] = await Promise.all([review.memory(userId, ids), exams.examsOf(userId, ids)]);
      return success({
        retention: retention ?? DEFAULT_RETENTION,
        exams: days.map((d) => ({ set_id: d.set_id, day: d.day })),
        cards: cards.map((c) => ({ ...c, due: new Date(c.due).toISOString(), last_review: c.last_review })),
      });
    },
  );

  app.get(
    '/learnsets/progress/:ids',
    {
      config: SIGNED_IN,
      schema: {
        summary: "The pupil's new, learning and known cards per set, and the cards due on each of the next 7 days",
        params: LearnsetBulkParamsSchema,
        response: { 200: SetProgressReplySchema },
      },
    },
    async (request): Promise<SetProgressReply> => {
      const now = clock();
      const days = Array.from({ length: 7 }, (_, i) => toZurichDay(new Date(now.getTime() + i * DAY)));
      const { ids } = request.params;
      const userId = requireAccount(request);
      const [{ counts, due }, modeCounts] = await Promise.all([
        review.progress(userId, ids, new Date(now.getTime() + 7 * DAY)),
        review.modeCounts(userId, ids),
      ]);
      return success({
        progress: counts.map((c) => {
          const byDay = days.map((day) => ({ day, due: 0 }));
          for (const card of due.filter((d) => d.set_id === c.set_id)) {
            const day = toZurichDay(new Date(card.due));
            // Overdue cards count today; a day past the window (Zurich midnight) is left out.
            const slot = day < (days[0] as string) ? byDay[0] : byDay.find((d) => d.day === day);
            if (slot) slot.due++;
          }
          return {
            set_id: c.set_id,
            new: Number(c.total) - Number(c.seen),
            learning: Number(c.learning ?? 0),
            known: Number(c.known ?? 0),
            dueByDay: byDay,
            mastered: Number(c.mastered ?? 0),
            modes: modesOf(c.set_id, modeCounts),
          };
        }),
      });
    },
  );
}
