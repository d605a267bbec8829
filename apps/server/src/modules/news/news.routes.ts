import path from 'node:path';
import { NewsParamsSchema, NewsReplySchema } from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { NewsStore } from './news.service';

export const NEWS_NOT_FOUND = 'Artikel wurde nicht gefunden';

export async function newsRoutes(app: Api, ctx: AppContext): Promise<void> {
  const store = new NewsStore(path.join(ctx.config.dataDir, 'news'));

  app.get(
    '/news/:id',
    {
      schema: {
        summary: 'A news article as sanitised HTML',
        params: NewsParamsSchema,
        response: { 200: NewsReplySchema },
      },
    },
    async (request) => {
      const content = await store.read(request.params.id);
      if (content === null) throw new HttpError(404, NEWS_NOT_FOUND);
      return success({ content });
    },
  );
}
