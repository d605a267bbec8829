import { LearnsetIdParamsSchema, learnsetExportFormat } from '@app/shared';
import { z } from 'zod';
import type { Api, AppContext } from '../../types';
import { LearnsetExportService } from './learnset-export.service';
import { LearnsetParsePool } from './learnset-parse-pool';

const Params = LearnsetIdParamsSchema.extend({ name: z.string().max(256) });

/**
 * `/dateien/lernsets/{id}/{name}` (outside /api/v1): the set exported on the fly from the
 * database, so it always matches the current exercises and needs no file on disk. The name's
 * extension picks the format: `.csv`, `.apkg` (Anki), else SPEC's `.json`. Otherwise the name is
 * cosmetic; the download is always named after the current title.
 */
export async function learnsetExportRoutes(app: Api, ctx: AppContext): Promise<void> {
  // Anki packages are built off the event loop; the worker starts with the first one.
  const worker = new LearnsetParsePool({ maxQueued: 4 });
  app.addHook('onClose', async () => worker.close());
  const service = new LearnsetExportService(ctx, worker);

  app.get(
    '/dateien/lernsets/:id/:name',
    {
      schema: { summary: "Download a learning set as .json, .csv or .apkg (by the name's extension)", params: Params },
    },
    async (request, reply) => {
      const format = learnsetExportFormat(request.params.name);
      const { fileName, contentType, body } = await service.file(request.params.id, format);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'self'")
        .send(typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
    },
  );
}
