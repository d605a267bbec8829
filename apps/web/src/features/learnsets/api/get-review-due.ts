import type { LearnsetBulkReply } from '@app/shared/learnsets/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** How many due cards one review session takes. */
export const REVIEW_BATCH = 200;

/** `GET /review/due`: the cards due now across every started set, in learn mode's shape. */
export function useReviewDue() {
  return useQuery({
    queryKey: ['review', 'due'],
    queryFn: () => api<LearnsetBulkReply>(`/review/due?limit=${REVIEW_BATCH}`),
    // Every visit asks again: what is due moves with every answer.
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}
