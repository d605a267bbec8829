import { useQuery } from '@tanstack/react-query';
import { takeOrLoad, takeOrLoadStart } from './load-learn-data';
import { learnsetKeys } from '../query-keys';

/**
 * Learn mode starts from the server's statistics every time: nothing is kept in the query cache
 * once the screen closes, so coming back never starts from counts that are out of date. While it
 * is open the session's data is never fetched again: a pupil who switches to another app and back
 * (focus) would otherwise load every set a second time in the middle of a round.
 */
const FRESH_EACH_TIME = { gcTime: 0, staleTime: Infinity, retry: false, refetchOnReconnect: false } as const;

export function useLearnData(ids: readonly string[]) {
  return useQuery({ queryKey: learnsetKeys.learn(ids), queryFn: () => takeOrLoad(ids), ...FRESH_EACH_TIME });
}

/**
 * Learn mode's first screen, shown while `useLearnData` still loads; a failure (offline, say)
 * only means learn mode waits for the sets.
 */
export function useLearnStart(ids: readonly string[]) {
  return useQuery({
    queryKey: learnsetKeys.start(ids),
    queryFn: () => takeOrLoadStart(ids),
    ...FRESH_EACH_TIME,
  });
}
