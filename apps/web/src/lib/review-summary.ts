import type { ReviewSummaryReply } from '@app/shared/learnsets/review';
import { useEffect, useState } from 'react';
import { api } from './api';

/**
 * The signed-in pupil's due cards for the start page (`GET /review/summary`). Plain state, not
 * the query cache, so the first page stays small; null while loading or when it failed.
 */
export function useReviewSummary(): ReviewSummaryReply | null {
  const [summary, setSummary] = useState<ReviewSummaryReply | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    api<ReviewSummaryReply>('/review/summary', { signal: abort.signal }).then(setSummary, () => setSummary(null));
    return () => abort.abort();
  }, []);
  return summary;
}
