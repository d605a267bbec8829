import type { DocumentStats, LearnsetStats, LibraryStatsReply } from '@app/shared/library/stats';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { libraryKeys } from '../query-keys';

export interface LibraryStats {
  documents: ReadonlyMap<string, DocumentStats>;
  learnsets: ReadonlyMap<string, LearnsetStats>;
}

const EMPTY: LibraryStats = { documents: new Map(), learnsets: new Map() };

const toMaps = (reply: LibraryStatsReply): LibraryStats => ({
  documents: new Map(reply.documents.map((d) => [d.id, d])),
  learnsets: new Map(reply.learnsets.map((s) => [s.id, s])),
});

/**
 * `GET /library/stats`: each item's counts and first-page picture. The lists work without it
 * (offline, or while it loads): counts are then unknown and placeholders stand for pictures.
 */
export function useLibraryStats(): LibraryStats {
  const query = useQuery({
    queryKey: libraryKeys.stats,
    queryFn: ({ signal }) => api<LibraryStatsReply>('/library/stats', { signal }),
    select: toMaps,
    staleTime: 60_000,
    retry: false,
  });
  return query.data ?? EMPTY;
}
