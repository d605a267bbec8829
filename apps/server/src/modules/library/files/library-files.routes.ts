import { LibraryStatsReplySchema } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../../lib/file-response';
import { ListCache } from '../../../lib/list-cache';
import { sendPrecompressed } from '../../../lib/precompressed';
import { success } from '../../../lib/success';
import type { Api, AppContext } from '../../../types';
import type { DocumentFiles } from './document-files';
import { LibraryStatsRepository, THUMBNAIL_URL_PREFIX } from './library-stats.repository';

/**
 * `GET /library/stats`: read by every library visit, so built and compressed once per change
 * (decision 0003's list cache: a download or a finished job on another instance shows within
 * half a second).
 */
export async function libraryStatsRoutes(app: Api, ctx: AppContext): Promise<void> {
  const repo = new LibraryStatsRepository(ctx.db);
  const cache = new ListCache(
    () => repo.version(),
    async () => {
      const [documents, learnsets] = await Promise.all([repo.documents(), repo.learnsets()]);
      return JSON.stringify(success({ documents, learnsets }));
    },
  );
  app.get(
    '/library/stats',
    {
      schema: {
        summary: "Documents' downloads, pages and first-page pictures, sets' learners (pre-compressed, ETag)",
        response: { 200: LibraryStatsReplySchema },
      },
    },
    async (request, reply) =>
      sendPrecompressed(
        request,
        reply.header('cache-control', 'no-cache'),
        await cache.get(),
        'application/json; charset=utf-8',
      ),
  );
}

const Params = z.object({ name: z.string() });

/**
 * `/dateien/vorschaubilder/{documentId}-{fileVersion}.webp`: a document's first page. The name
 * changes with the file, so it is cached for good; any other name is a 404 (never a path).
 */
export async function thumbnailRoutes(app: FastifyInstance, files: DocumentFiles): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'HEAD'],
    url: `${THUMBNAIL_URL_PREFIX}:name`,
    compress: false,
    schema: { hide: true, params: Params },
    handler: async (request, reply) => {
      const file = files.thumbnailPath(request.params.name);
      if (!file) return reply.callNotFound();
      const sent = await sendStoredFile(request, reply, {
        path: file,
        contentType: 'image/webp',
        disposition: 'inline',
        downloadName: request.params.name,
        csp: "default-src 'none'; sandbox",
        cacheControl: 'public, max-age=31536000, immutable',
      });
      return sent === null ? reply.callNotFound() : reply;
    },
  });
}
