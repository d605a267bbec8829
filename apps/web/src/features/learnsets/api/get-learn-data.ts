import type { Exercise, LearnSessionReply, LearnsetBulkReply, SetExercisesReply } from '@app/shared/learnsets/api';
import { joinLearnsetIds, splitLearnsetIds } from '@app/shared/learnsets/texts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * Everything learn mode and the study modes need, in the bulk call's shape: the sets and the
 * pupil's statistics from `GET /learnsets/session/{ids}`, and each set's exercises from a URL that
 * never changes for its version, so the browser's cache serves them on every later visit.
 */
export async function getLearnData(ids: readonly string[]): Promise<LearnsetBulkReply> {
  const session = await api<LearnSessionReply>(`/learnsets/session/${joinLearnsetIds(ids.map(encodeURIComponent))}`);
  const parts = await Promise.all(
    session.learnsets.map(({ id_ }) =>
      api<SetExercisesReply>(`/learnsets/exercises/${encodeURIComponent(id_)}/${session.versions[id_] ?? 'v'}`),
    ),
  );
  const exercises: Exercise[] = [];
  for (const part of parts) for (const exercise of part.exercises) exercises.push(exercise);
  return { status: 'success', learnsets: session.learnsets, exercises, stats: session.stats };
}

/** Started while the screen's code loads (app/routes.tsx), taken by the screen's first query. */
const prefetched = new Map<string, Promise<LearnsetBulkReply>>();

/** Starts loading the sets of `/lernsets/{mode}/{ids}` before the screen is there to ask. */
export function prefetchLearnData(joinedIds: string): void {
  const ids = splitLearnsetIds(joinedIds);
  const key = joinLearnsetIds(ids);
  if (ids.length === 0 || prefetched.has(key)) return;
  const loading = getLearnData(ids);
  loading.catch(() => {}); // the screen reports a failure when it takes the promise
  prefetched.set(key, loading);
}

function takeOrLoad(ids: readonly string[]): Promise<LearnsetBulkReply> {
  const key = joinLearnsetIds(ids);
  const early = prefetched.get(key);
  prefetched.delete(key);
  return early ?? getLearnData(ids);
}

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
