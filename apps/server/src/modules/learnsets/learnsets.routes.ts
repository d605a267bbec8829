import {
  ITEM_DELETE_TEXTS,
  LearnAnswerSchema,
  LearnsetBulkParamsSchema,
  LearnsetBulkReplySchema,
  LearnsetDataReplySchema,
  LearnsetIdParamsSchema,
  LearnsetListReplySchema,
  LearnSessionReplySchema,
  LearnsetVersionsReplySchema,
  MessageReplySchema,
  LearnStartReplySchema,
  SetExercisesParamsSchema,
  SetExercisesReplySchema,
  SuccessReplySchema,
} from '@app/shared';
import { sendGzipSegments } from '../../lib/gzip-reply';
import { sendPrecompressed } from '../../lib/precompressed';
import { requireAccount, SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { examRoutes } from './exam.routes';
import { cardImageRoutes } from './images/card-image.routes';
import type { CardImageService } from './images/card-image.service';
import { LearnsetFileJobs } from './learnset-file-jobs';
import { LearnAnswerService } from './learn-answer.service';
import { LearnDataRepository } from './learn-data.repository';
import { LearnReplies } from './learn-replies';
import { learnsetFormRoutes } from './learnset-form.routes';
import { learnsetJsonRoutes } from './learnset-json.routes';
import { LearnsetReadRepository } from '../../kernel/learnset-reads.repository';
import { LearnsetService } from './learnsets.service';
import { rawJsonObject, sendJsonText } from './raw-json';
import { reviewRoutes } from './review.routes';

const JSON_TYPE = 'application/json; charset=utf-8';
const SUCCESS = JSON.stringify('success');

/** The learning-set calls of SPEC §7 (under /api/v1). */
export async function learnsetRoutes(app: Api, ctx: AppContext, cardImages: CardImageService): Promise<void> {
  // Uploaded files are parsed in the app's parse pool (child processes), off the event loop.
  const service = new LearnsetService(ctx, cardImages, new LearnsetFileJobs(ctx));
  const answers = new LearnAnswerService(ctx, ctx.throttle);
  const replies = new LearnReplies(new LearnsetReadRepository(ctx.db), new LearnDataRepository(ctx.db, ctx.engine));

  app.get(
    '/learnsets/list',
    {
      schema: {
        summary: 'All learning sets, newest first (pre-compressed, ETag)',
        response: { 200: LearnsetListReplySchema },
      },
    },
    async (request, reply) =>
      sendPrecompressed(request, reply.header('cache-control', 'no-cache'), await service.listBody(), JSON_TYPE),
  );

  app.get(
    '/learnsets/data/:id',
    {
      schema: {
        summary: 'One learning set with its exercises (JSON assembled from cached parts)',
        params: LearnsetIdParamsSchema,
        response: { 200: LearnsetDataReplySchema },
      },
    },
    async (request, reply) => {
      const { learnset, exercises } = await service.data(request.params.id);
      return sendJsonText(reply, rawJsonObject({ status: SUCCESS, learnset: JSON.stringify(learnset), exercises }));
    },
  );

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

  app.post(
    '/learnsets/delete/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: "Delete an own set with its exercises, the pupils' statistics and exam dates (403 for anyone else)",
        params: LearnsetIdParamsSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await service.remove(requireAccount(request), request.params.id);
      return success({ message: ITEM_DELETE_TEXTS.learnsetDeleted });
    },
  );

  await learnsetFormRoutes(app, service, ctx.config.dataDir);
  await learnsetJsonRoutes(app, service);
  await reviewRoutes(app, ctx);
  await examRoutes(app, ctx);
  await cardImageRoutes(app, ctx, cardImages);
}
