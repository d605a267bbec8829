import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, SearchQuerySchema } from './search';

describe('the search box’s query', () => {
  it('is trimmed, cut at its longest and given defaults', () => {
    expect(SearchQuerySchema.parse({ q: '  Zellatmung  ' })).toEqual({ q: 'Zellatmung', kind: 'all', limit: 20 });
    expect(SearchQuerySchema.parse({ q: 'a'.repeat(500) }).q).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('refuses an empty query and control characters with a German message', () => {
    const empty = SearchQuerySchema.safeParse({ q: '   ' });
    expect(empty.success ? '' : empty.error.issues[0]?.message).toBe('Bitte geben Sie einen Suchbegriff ein.');
    expect(SearchQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
  });
});
