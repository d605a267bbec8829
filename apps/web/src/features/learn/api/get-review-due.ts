import type { LearnsetBulkReply } from '@app/shared/learnsets/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orOffline } from '../../../lib/offline/or-offline';
import { keptDueCards } from '../offline/offline-review-due';
import { reviewKeys } from './query-keys';

/** How many due cards one review session takes. */
const REVIEW_BATCH = 200;

/**
 * `GET /review/due`: the cards due now across every started set, in learn mode's shape; without a
 * connection, those of the sets kept offline, computed on the device.
 */
export function fetchReviewDue(): Promise<LearnsetBulkReply> {
  return orOffline(api<LearnsetBulkReply>(`/review/due?limit=${REVIEW_BATCH}`), () => keptDueCards(REVIEW_BATCH));
}

export function useReviewDue() {
  return useQuery({
    queryKey: reviewKeys.due,
    queryFn: fetchReviewDue,
    // Every visit asks again: what is due moves with every answer.
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}
