import type { ReviewMemoryReply } from '@app/shared/learnsets/review';
import { joinLearnsetIds } from '@app/shared/learnsets/texts';
import { api } from '../api';

/**
 * `GET /review/memory/{ids}`: the pupil's memory state of these sets, kept with them offline so
 * /wiederholen knows what is due without a connection; null when the server cannot send it.
 */
export function fetchReviewMemory(ids: readonly string[]): Promise<ReviewMemoryReply | null> {
  return api<ReviewMemoryReply>(`/review/memory/${joinLearnsetIds(ids)}`).catch(() => null);
}
