import { SearchQuerySchema, SearchReplySchema } from '@app/shared/library/search';
import { success } from '../../../lib/success';
import type { Api } from '../../../types';
import type { SearchIndex } from './search-index';

/** `GET /library/search`: documents and sets for one search box; visitors may search, like the lists. */
export async function searchRoutes(app: Api, index: SearchIndex): Promise<void> {
  app.get(
    '/library/search',
    {
      schema: {
        summary: 'Documents and learning sets that match a search, best first, with a snippet each',
        querystring: SearchQuerySchema,
        response: { 200: SearchReplySchema },
      },
    },
    async (request, reply) => {
      const result = await index.search(request.query);
      void reply.header('cache-control', 'no-store');
      return success(result);
    },
  );
}
