import type { LearnsetDataReply } from '@app/shared/learnsets/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orOffline } from '../../../lib/offline/or-offline';
import { offlineLearnset } from '../offline/offline-replies';
import { learnsetKeys } from '../../../lib/query-keys';

/** `GET /learnsets/data/{id}`: one set with its exercises (offline, the copy kept in this browser). */
const getLearnset = (id: string) =>
  orOffline(api<LearnsetDataReply>(`/learnsets/data/${encodeURIComponent(id)}`), () => offlineLearnset(id));

const learnsetQueryOptions = (id: string) =>
  queryOptions({ queryKey: learnsetKeys.set(id), queryFn: () => getLearnset(id), retry: false });

export function useLearnset(id: string) {
  return useQuery(learnsetQueryOptions(id));
}
