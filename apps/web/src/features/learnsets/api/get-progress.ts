import type { SetProgressReply } from '@app/shared/learnsets/review';
import { joinLearnsetIds } from '@app/shared/learnsets/texts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orOffline } from '../../../lib/offline/or-offline';
import { offlineProgress } from '../offline/offline-replies';
import { learnsetKeys } from '../../../lib/query-keys';

/** `GET /learnsets/progress/{ids}`: the signed-in pupil's progress in these sets. */
export function useSetProgress(ids: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: learnsetKeys.progress(ids),
    queryFn: () =>
      orOffline(api<SetProgressReply>(`/learnsets/progress/${joinLearnsetIds(ids)}`), () => offlineProgress(ids)),
    enabled,
    select: (reply) => reply.progress,
  });
}
