import { useQuery } from '@tanstack/react-query';
import { takeOrLoad, takeOrLoadStart } from './load-learn-data';

/**
 * Learn mode starts from the server's statistics every time: nothing is kept in the query cache
 * once the screen closes, so coming back never starts from counts that are out of date.
 */
const FRESH_EACH_TIME = { gcTime: 0, retry: false, refetchOnReconnect: false } as const;

export function useLearnData(ids: readonly string[]) {
  return useQuery({ queryKey: ['learnsets', 'learn', ...ids], queryFn: () => takeOrLoad(ids), ...FRESH_EACH_TIME });
}

/**
 * Learn mode's first screen, shown while `useLearnData` still loads; a failure (offline, say)
 * only means learn mode waits for the sets.
 */
export function useLearnStart(ids: readonly string[]) {
  return useQuery({
    queryKey: ['learnsets', 'start', ...ids],
    queryFn: () => takeOrLoadStart(ids),
    staleTime: Infinity,
    ...FRESH_EACH_TIME,
  });
}
