import { LearnAnswerSchema, LearnsetBulkParamsSchema, LearnsetIdParamsSchema, type LearnAnswer } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { sendPrecompressed } from '../../lib/precompressed';
import { requireAccount, SIGNED_IN } from '../../plugins/session';
import type { AppContext } from '../../types';
import { LearnAnswerService } from './learn-answer.service';
import { learnsetFormRoutes } from './learnset-form.routes';
import { LearnsetService } from './learnsets.service';
import { rawJsonObject } from './raw-json';

type IdParams = { id: string };
const JSON_TYPE = 'application/json; charset=utf-8';
const SUCCESS = JSON.stringify('success');

/** The learning-set calls of SPEC §7 (under /api/v1). */
export async function learnsetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = new LearnsetService(ctx);
  const answers = new LearnAnswerService(ctx.db, ctx.throttle);

  app.get(
    '/learnsets/list',
    { schema: { summary: 'All learning sets, newest first (compressed, ETag)' } },
    async (request, reply) =>
      sendPrecompressed(request, reply.header('cache-control', 'no-cache'), await service.listBody(), JSON_TYPE),
  );

  app.get(
    '/learnsets/data/:id',
    { schema: { summary: 'One learning set with its exercises', params: LearnsetIdParamsSchema } },
    async (request, reply) => {
      const { learnset, exercises } = await service.data((request.params as IdParams).id);
      reply.type(JSON_TYPE);
      return rawJsonObject({ status: SUCCESS, learnset: JSON.stringify(learnset), exercises });
    },
  );

  app.get(
    '/learnsets/bulk/:ids',
    {
      schema: {
        summary: "Sets, exercises and (signed in) the user's statistics for learn mode; ids joined by '.'",
        params: LearnsetBulkParamsSchema,
      },
    },
    async (request, reply) => {
      const { ids } = request.params as { ids: string[] };
      const { learnsets, exercises, stats } = await service.bulk(ids, request.accountId);
      reply.type(JSON_TYPE);
      return rawJsonObject({ status: SUCCESS, learnsets: JSON.stringify(learnsets), exercises, stats });
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
      },
    },
    async (request) => {
      await answers.record(requireAccount(request), (request.params as IdParams).id, request.body as LearnAnswer);
      return { status: 'success' };
    },
  );

  await learnsetFormRoutes(app, service, ctx.config.dataDir);
}
