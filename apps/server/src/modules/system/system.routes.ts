import { buildConstants, ConstantsReplySchema, HealthReplySchema, HTTP_MESSAGES } from '@app/shared';
import { precompress, sendPrecompressed } from '../../lib/precompressed';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { SystemRepository } from './system.repository';

/** Health, constants and the OpenAPI document. */
export async function systemRoutes(app: Api, ctx: AppContext): Promise<void> {
  const constants = buildConstants(ctx.config.imprint, ctx.config.schoolEmailDomain);
  const constantsBody = precompress(JSON.stringify(success(constants)));
  const repository = new SystemRepository(ctx.db);

  app.get(
    '/health',
    { schema: { summary: 'Server and database health', response: { 200: HealthReplySchema, 503: HealthReplySchema } } },
    async (_req, reply) => {
      if (await repository.databaseAnswers()) return success({ database: 'ok' as const });
      return reply.code(503).send({ status: 'error', message: HTTP_MESSAGES.unavailable, database: 'down' });
    },
  );

  app.get(
    '/constants',
    {
      schema: {
        summary: 'Reference data: subjects, grades, search engines, imprint… (pre-compressed, ETag)',
        response: { 200: ConstantsReplySchema },
      },
    },
    async (request, reply) =>
      sendPrecompressed(
        request,
        reply.header('cache-control', 'public, max-age=300'),
        constantsBody,
        'application/json; charset=utf-8',
      ),
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
