import { documentFileUrl, isId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../lib/file-response';
import type { AppContext } from '../../types';
import { filePolicy } from './document-file-policy';
import type { DocumentStorage } from './document-storage';
import { DocumentRepository } from './document.repository';

const Params = z.object({ id: z.string(), name: z.string() });

/**
 * A download the library counts: the file's bytes from the first one on (200, or a range from
 * byte 0, as a viewer's first request); no HEAD, no revalidation (304), no later range of it.
 */
export function isWholeFetch(method: string, status: number, contentRange: unknown): boolean {
  if (method !== 'GET') return false;
  if (status === 200) return true;
  return status === 206 && typeof contentRange === 'string' && contentRange.startsWith('bytes 0-');
}

/**
 * `/dateien/dokumente/{id}/{file name}`: a file is found through its database row, never by
 * mapping the URL onto the disk, so no other path is reachable. Served uncompressed, so byte
 * ranges stay byte ranges of the file.
 */
export async function documentFileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  storage: DocumentStorage,
): Promise<void> {
  const repo = new DocumentRepository(ctx.db);

  // HEAD declared here rather than derived: Fastify's derived HEAD would read the whole file.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ['GET', 'HEAD'],
    url: '/dateien/dokumente/:id/:name',
    compress: false,
    schema: { hide: true, params: Params },
    handler: async (request, reply) => {
      const { id, name } = request.params;
      const file = isId(id) ? await repo.findFile(id) : undefined;
      if (!file) return reply.callNotFound();
      // An old link after a title change leads to the current file.
      if (name !== file.file_name) return reply.redirect(documentFileUrl(id, file.file_name), 302);
      const sent = await sendStoredFile(request, reply, {
        path: storage.filePath(id, file.file_name),
        downloadName: file.file_name,
        ...filePolicy(file.mimetype),
      });
      // Awaiting a sent reply yields undefined (it is a thenable): only null means no file.
      if (sent === null) return reply.callNotFound();
      if (isWholeFetch(request.method, reply.statusCode, reply.getHeader('content-range'))) {
        await repo.countDownload(id).catch((err: unknown) => request.log.warn({ err }, 'download not counted'));
      }
      return reply;
    },
  });
}
