import { LearnsetIdParamsSchema } from '@app/shared';
import { z } from 'zod';
import type { Api, AppContext } from '../../types';
import { LearnsetService } from './learnsets.service';

const Params = LearnsetIdParamsSchema.extend({ name: z.string().max(256) });

/**
 * `/dateien/lernsets/{id}/{name}.json` (outside /api/v1): the set exported on the fly from the
 * database, so it always matches the current exercises and needs no file on disk. The name in the
 * path is cosmetic; the download is always named after the current title.
 */
export async function learnsetExportRoutes(app: Api, ctx: AppContext): Promise<void> {
  const service = new LearnsetService(ctx);

  app.get(
    '/dateien/lernsets/:id/:name',
    { schema: { summary: 'Download a learning set as a .json file', params: Params } },
    async (request, reply) => {
      const { fileName, body } = await service.exportFile(request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'self'")
        .send(body);
    },
  );
}
