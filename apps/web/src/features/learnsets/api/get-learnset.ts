import type { LearnsetDataReply } from '@app/shared/learnsets/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /learnsets/data/{id}`: one set with its exercises. */
export const getLearnset = (id: string) => api<LearnsetDataReply>(`/learnsets/data/${encodeURIComponent(id)}`);

export const learnsetQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['learnsets', 'data', id], queryFn: () => getLearnset(id), retry: false });

export function useLearnset(id: string) {
  return useQuery(learnsetQueryOptions(id));
}
