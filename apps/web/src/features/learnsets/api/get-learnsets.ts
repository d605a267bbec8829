import type { LearnsetListReply } from '@app/shared/learnsets/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orOffline } from '../../../lib/offline/or-offline';
import { type LearnsetListOrOffline, offlineLearnsetList } from '../offline/offline-replies';
import { learnsetKeys } from '../../../lib/query-keys';

/**
 * `GET /learnsets/list`: every set, newest first (filtered in the browser, SPEC §5); offline, the
 * sets kept in this browser.
 */
const getLearnsets = (): Promise<LearnsetListOrOffline> =>
  orOffline(api<LearnsetListReply>('/learnsets/list'), offlineLearnsetList);

const learnsetsQueryOptions = () => queryOptions({ queryKey: learnsetKeys.list, queryFn: getLearnsets });

export function useLearnsets() {
  return useQuery(learnsetsQueryOptions());
}
