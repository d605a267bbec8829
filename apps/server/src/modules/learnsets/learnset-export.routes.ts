import { ANKI_TEXTS, LearnsetIdParamsSchema, learnsetExportFormat } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendStoredFile } from '../../lib/file-response';
import { HttpError } from '../../lib/http-error';
import type { ThrottleRule } from '../../lib/throttle';
import type { Api, AppContext } from '../../types';
import { LearnsetExportService } from './learnset-export.service';
import type { CardImageService } from './images/card-image.service';
import { EXPORT_FAILED_MESSAGE } from './learnset-file-jobs';

const Params = LearnsetIdParamsSchema.extend({ name: z.string().max(256) });

/** Nothing in a download may run, load or be framed by another site. */
const DOWNLOAD_CSP = "sandbox; default-src 'none'; frame-ancestors 'self'";

/**
 * Anki packages per client address: anyone may download them, and each costs a read of the set
 * (a build, when its version has no package yet). A class behind one school address still fits.
 */
export const ANKI_EXPORTS_PER_IP: ThrottleRule = { name: 'anki-export-ip', limit: 60, windowMs: 10 * 60_000 };

/**
 * `/dateien/lernsets/{id}/{name}` (outside /api/v1): the set exported from the database, so it
 * always matches the current exercises. The name's extension picks the format: `.csv`, `.apkg`
 * (Anki), else SPEC's `.json`. Otherwise the name is cosmetic; the download is always named after
 * the current title. An Anki package is streamed from the export cache (with ETag and ranges).
 */
export async function learnsetExportRoutes(app: Api, ctx: AppContext, cardImages: CardImageService): Promise<void> {
  // Anki packages are built in the app's export pool (ctx.exportPool), which a stop closes before
  // the server waits for requests in flight: a build under way or waiting ends with 503.
  const service = new LearnsetExportService(ctx, cardImages);
  await service.cache.init();
  app.addHook('preClose', async () => service.cache.close());

  const sendPackage = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    if (!(await ctx.throttle.hit(ANKI_EXPORTS_PER_IP, request.ip))) {
      throw new HttpError(429, ANKI_TEXTS.tooManyDownloads);
    }
    reply.header('x-content-type-options', 'nosniff');
    // A package removed between the look-up and the open (a sweep, another instance) is built again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const { fileName, path } = await service.ankiPackage(id);
      const file = { path, contentType: 'application/apkg', disposition: 'attachment' as const };
      // Not its result: a sent reply is a thenable, and awaiting it yields undefined once it is sent.
      await sendStoredFile(request, reply, { ...file, downloadName: fileName, csp: DOWNLOAD_CSP });
      if (reply.sent) return reply;
    }
    throw new HttpError(503, EXPORT_FAILED_MESSAGE);
  };

  app.get(
    '/dateien/lernsets/:id/:name',
    {
      schema: { summary: "Download a learning set as .json, .csv or .apkg (by the name's extension)", params: Params },
    },
    async (request, reply) => {
      const format = learnsetExportFormat(request.params.name);
      if (format === 'apkg') return sendPackage(request, reply, request.params.id);
      const { fileName, contentType, body } = await service.file(request.params.id, format);
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CSP)
        .send(body);
    },
  );
}
