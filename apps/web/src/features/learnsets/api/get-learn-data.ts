import { useQuery } from '@tanstack/react-query';
import { takeOrLoad, takeOrLoadStart } from './load-learn-data';

/**
 * Learn mode starts from the server's statistics every time: nothing is kept in the query cache
 * once the screen closes, so coming back never starts from counts that are out of date.
 */
export function useLearnData(ids: readonly string[]) {
  return useQuery({
    queryKey: ['learnsets', 'learn', ...ids],
    queryFn: () => takeOrLoad(ids),
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}

/**
 * Learn mode's first screen, shown while `useLearnData` still loads; a failure (offline, say)
 * only means learn mode waits for the sets.
 */
export function useLearnStart(ids: readonly string[]) {
  return useQuery({
    queryKey: ['learnsets', 'start', ...ids],
    queryFn: () => takeOrLoadStart(ids),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnReconnect: false,
  });
}
