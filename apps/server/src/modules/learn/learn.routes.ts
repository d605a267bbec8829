import {
  LearnAnswerSchema,
  LearnsetBulkParamsSchema,
  LearnsetBulkReplySchema,
  LearnsetIdParamsSchema,
  LearnSessionReplySchema,
  LearnsetVersionsReplySchema,
  LearnStartReplySchema,
  SetExercisesParamsSchema,
  SetExercisesReplySchema,
  SuccessReplySchema,
} from '@app/shared';
import { LearnsetReadRepository } from '../../kernel/learnset-reads.repository';
import { requireAccount, SIGNED_IN } from '../../kernel/session-account';
import { sendGzipSegments } from '../../lib/gzip-reply';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { examRoutes } from './exam.routes';
import { LearnAnswerService } from './learn-answer.service';
import { LearnDataRepository } from './learn-data.repository';
import { LearnReplies } from './learn-replies';
import { reviewRoutes } from './review.routes';

/**
 * Learning a selection of sets (SPEC §7's learn calls, under /api/v1): the start call, learn
 * data, answers, and the review and exam calls. The sets themselves: modules/learnsets.
 */
export async function learnRoutes(app: Api, ctx: AppContext): Promise<void> {
  const answers = new LearnAnswerService(ctx, ctx.throttle);
  const replies = new LearnReplies(new LearnsetReadRepository(ctx.db), new LearnDataRepository(ctx.db, ctx.engine));

  app.get(
    '/learnsets/bulk/:ids',
    {
      schema: {
        summary: "Sets, exercises and (signed in) the user's statistics for learn mode; ids joined by '.'",
        params: LearnsetBulkParamsSchema,
        response: { 200: LearnsetBulkReplySchema },
      },
    },
    async (request, reply) =>
      sendGzipSegments(request, reply, await replies.bulk(request.params.ids, request.accountId)),
  );

  app.get(
    '/learnsets/session/:ids',
    {
      schema: {
        summary:
          "Starts learn mode: the sets, the versions of their exercises (fetched apart) and (signed in) the user's statistics",
        params: LearnsetBulkParamsSchema,
        response: { 200: LearnSessionReplySchema },
      },
    },
    async (request, reply) =>
      sendGzipSegments(
        request,
        reply.header('cache-control', 'no-store'),
        await replies.session(request.params.ids, request.accountId),
      ),
  );

  app.get(
    '/learnsets/start/:ids',
    {
      schema: {
        summary:
          "Learn mode's first screen: the sets, their exercise count, (signed in) the user's totals and a first question chosen by SPEC §9's weights",
        params: LearnsetBulkParamsSchema,
        response: { 200: LearnStartReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await replies.start(request.params.ids, request.accountId));
    },
  );

  app.get(
    '/learnsets/versions/:ids',
    {
      schema: {
        summary:
          "The versions of the sets' exercises alone: learn mode fetches the exercises while the session call is under way",
        params: LearnsetBulkParamsSchema,
        response: { 200: LearnsetVersionsReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success({ versions: await replies.versions(request.params.ids) });
    },
  );

  app.get(
    '/learnsets/exercises/:id/:version',
    {
      schema: {
        summary:
          "One set's exercises at a version named by the session call; immutable, so the browser keeps them for good",
        params: SetExercisesParamsSchema,
        response: { 200: SetExercisesReplySchema },
      },
    },
    async (request, reply) => {
      const { segments, current } = await replies.setExercises(request.params.id, request.params.version);
      // An edit since the session call: the current exercises, which must not be kept under the old name.
      reply.header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-store');
      return sendGzipSegments(request, reply, segments);
    },
  );

  app.post(
    '/learnsets/answer/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Record one learn-mode answer in the statistics',
        params: LearnsetIdParamsSchema,
        body: LearnAnswerSchema,
        response: { 200: SuccessReplySchema },
      },
    },
    async (request) => {
      await answers.record(requireAccount(request), request.params.id, request.body);
      return success();
    },
  );

  await reviewRoutes(app, ctx);
  await examRoutes(app, ctx);
}
