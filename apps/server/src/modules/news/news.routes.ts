import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { AppContext } from '../../types';
import { NewsStore } from './news.service';

export const NEWS_NOT_FOUND = 'Artikel wurde nicht gefunden';

const Params = z.object({ id: z.string() });

export async function newsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const store = new NewsStore(path.join(ctx.config.dataDir, 'news'));

  app.get('/news/:id', { schema: { summary: 'A news article as sanitised HTML', params: Params } }, async (request) => {
    const { id } = request.params as z.infer<typeof Params>;
    const content = await store.read(id);
    if (content === null) throw new HttpError(404, NEWS_NOT_FOUND);
    return { status: 'success', content };
  });
}
