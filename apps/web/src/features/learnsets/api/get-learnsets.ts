import type { LearnsetListReply } from '@app/shared/learnsets/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /learnsets/list`: every set, newest first (filtered in the browser, SPEC §5). */
export const getLearnsets = () => api<LearnsetListReply>('/learnsets/list');

export const learnsetsQueryOptions = () => queryOptions({ queryKey: ['learnsets', 'list'], queryFn: getLearnsets });

export function useLearnsets() {
  return useQuery(learnsetsQueryOptions());
}
