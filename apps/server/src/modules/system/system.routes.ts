import { buildConstants, HTTP_MESSAGES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { precompress, sendPrecompressed } from '../../lib/precompressed';
import type { AppContext } from '../../types';

/** Health, constants and the OpenAPI document. */
export async function systemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const constants = buildConstants(ctx.config.imprint, ctx.config.schoolEmailDomain);
  const constantsBody = precompress(JSON.stringify({ status: 'success', ...constants }));

  app.get('/health', { schema: { summary: 'Server and database health' } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { status: 'success', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', message: HTTP_MESSAGES.unavailable, database: 'down' });
    }
  });

  app.get(
    '/constants',
    { schema: { summary: 'Reference data: subjects, grades, search engines, imprint…' } },
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
