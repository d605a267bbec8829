import type { SearchKind, SearchReply } from '@app/shared/library/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { libraryKeys } from '../query-keys';

/** `GET /library/search`: documents and sets matching the words, best first. */
export function getLibrarySearch(q: string, kind: SearchKind, signal?: AbortSignal): Promise<SearchReply> {
  const params = new URLSearchParams({ q, kind, limit: '50' });
  return api<SearchReply>(`/library/search?${params.toString()}`, { signal });
}

/**
 * The hits for `q` (already debounced by the box); idle while `q` is blank. The previous hits
 * stay shown while the next ones load, so the list does not flash empty between keystrokes.
 */
export function useLibrarySearch(q: string, kind: SearchKind) {
  const query = q.trim();
  return useQuery({
    queryKey: libraryKeys.search(query, kind),
    queryFn: ({ signal }) => getLibrarySearch(query, kind, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
