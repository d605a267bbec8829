import type { LearnsetBulkReply } from '@app/shared/learnsets/api';
import { joinLearnsetIds } from '@app/shared/learnsets/texts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /learnsets/bulk/{ids}`: sets, exercises and, when signed in, the user's statistics. */
export const getLearnsetBulk = (ids: readonly string[]) =>
  api<LearnsetBulkReply>(`/learnsets/bulk/${joinLearnsetIds(ids.map(encodeURIComponent))}`);

/**
 * Learn mode starts from the server's statistics every time: nothing is kept in the cache once
 * the screen closes, so coming back never starts from counts that are out of date.
 */
export function useLearnsetBulk(ids: readonly string[]) {
  return useQuery({
    queryKey: ['learnsets', 'bulk', ...ids],
    queryFn: () => getLearnsetBulk(ids),
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}
