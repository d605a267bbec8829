// Apart from the screen's hook (get-learn-data.ts), so the prefetch starts without waiting for
// the query library's chunk.
import type {
  Exercise,
  LearnSessionReply,
  LearnsetBulkReply,
  LearnsetVersionsReply,
  LearnStartReply,
  SetExercisesReply,
} from '@app/shared/learnsets/api';
import { exerciseOfRow } from '@app/shared/learnsets/exercise-row';
import { joinLearnsetIds, splitLearnsetIds } from '@app/shared/learnsets/texts';
import { api } from '../api';
import { hasOfflineData } from '../offline/offline-flag';
import { loadLearnStart, prefetchHandedOver } from './learn-start';

const VERSIONS_KEY = 'lernsets.versionen';

/** The versions of the sets' exercises seen last time in this browser (their parts are cached under them). */
function rememberedVersions(): Record<string, string> {
  try {
    return (JSON.parse(localStorage.getItem(VERSIONS_KEY) ?? '{}') as Record<string, string> | null) ?? {};
  } catch {
    return {};
  }
}

function remember(versions: Record<string, string>): void {
  try {
    localStorage.setItem(VERSIONS_KEY, JSON.stringify({ ...rememberedVersions(), ...versions }));
  } catch {
    // Private mode or a full storage: the next visit asks the session first, as the first did.
  }
}

const exercisesOf = (id: string, version: string) =>
  api<SetExercisesReply>(`/learnsets/exercises/${encodeURIComponent(id)}/${version}`);

/** Learn mode's data from the server, with the version of each set's exercises. */
export interface ServerLearnData {
  reply: LearnsetBulkReply;
  versions: Record<string, string>;
}

/**
 * Everything learn mode and the study modes need, in the bulk call's shape: the sets and the
 * pupil's statistics from `GET /learnsets/session/{ids}`, and each set's exercises from a URL that
 * never changes for its version, so the browser's cache serves them on every later visit. The
 * exercises never wait for the statistics: sets seen before start under their remembered version,
 * the others as soon as the small versions call answers. A set edited since is fetched again under
 * the version the session call names.
 */
export async function loadLearnData(ids: readonly string[]): Promise<ServerLearnData> {
  const joined = joinLearnsetIds(ids.map(encodeURIComponent));
  const early = new Map<string, { version: string; part: Promise<SetExercisesReply> }>();
  const start = (versions: Record<string, string>) => {
    for (const id of ids) {
      const version = versions[id];
      if (!version || early.has(id)) continue;
      const part = exercisesOf(id, version);
      part.catch(() => {}); // used only if the version still holds
      early.set(id, { version, part });
    }
  };
  const known = rememberedVersions();
  start(known);
  // Asked first: the server answers it before it builds the statistics of the session call. The
  // session call's own versions still decide; this only starts the downloads early.
  const versionsCall = ids.every((id) => known[id])
    ? undefined
    : api<LearnsetVersionsReply>(`/learnsets/versions/${joined}`).then(
        ({ versions }) => start(versions),
        () => {},
      );
  const sessionCall = api<LearnSessionReply>(`/learnsets/session/${joined}`);
  const [session] = await Promise.all([sessionCall, versionsCall]);
  const parts = await Promise.all(
    session.learnsets.map(({ id_ }) => {
      const version = session.versions[id_] ?? 'v';
      const started = early.get(id_);
      return started?.version === version ? started.part : exercisesOf(id_, version);
    }),
  );
  remember(session.versions);
  const exercises: Exercise[] = [];
  for (const part of parts) for (const row of part.rows) exercises.push(exerciseOfRow(part.set_id, row));
  return {
    reply: { status: 'success', learnsets: session.learnsets, exercises, stats: session.stats },
    versions: session.versions,
  };
}

/**
 * Learn mode's data; where this browser keeps sets offline (issue #16), from its copy when the
 * server cannot be reached, and the copy is brought up to date when it can.
 */
async function getLearnData(ids: readonly string[]): Promise<LearnsetBulkReply> {
  if (!hasOfflineData()) return (await loadLearnData(ids)).reply;
  const { offlineAwareLearnData } = await import('./offline-learn-data');
  return offlineAwareLearnData(ids, loadLearnData);
}

/** Started while the screen's code loads (app/routes.tsx), taken by the screen's first query. */
const prefetched = new Map<string, Promise<LearnsetBulkReply>>();
const prefetchedStarts = new Map<string, Promise<LearnStartReply>>();

/**
 * Starts loading the sets of `/lernsets/{mode}/{ids}` before the screen is there to ask; for learn
 * mode, whose first screen (`starting`) shows long before the sets are parsed, once it is painted.
 */
export function prefetchLearnData(joinedIds: string, starting?: Promise<LearnStartReply>): void {
  const ids = splitLearnsetIds(joinedIds);
  const key = joinLearnsetIds(ids);
  if (ids.length === 0 || prefetched.has(key)) return;
  let loading: Promise<LearnsetBulkReply>;
  if (starting) {
    prefetchedStarts.set(key, starting);
    // The sets' megabytes neither hold up the start call and the screen's code on the browser's
    // few connections nor the painting of the first question: they load once it is painted (or
    // at once if the start call failed, in which case learn mode waits for them).
    loading = starting
      .then(
        ({ first }) => (first ? firstQuestionPainted() : undefined),
        () => undefined,
      )
      .then(() => getLearnData(ids));
  } else {
    loading = getLearnData(ids);
  }
  loading.catch(() => {}); // the screen reports a failure when it takes the promise
  prefetched.set(key, loading);
}

let painted: (() => void) | null = null;

/** Settles when `markFirstQuestionPainted` is called, or after a second if the screen never shows it. */
function firstQuestionPainted(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    painted = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

/** Learn mode's first question is on screen: the sets may load now. */
export function markFirstQuestionPainted(): void {
  painted?.();
  painted = null;
}

/** Learn mode's first screen (`GET /learnsets/start/{ids}`): the prefetched one, taken once; else a new one. */
export async function takeOrLoadStart(ids: readonly string[]): Promise<LearnStartReply> {
  await prefetchHandedOver();
  const key = joinLearnsetIds(ids);
  const early = prefetchedStarts.get(key);
  prefetchedStarts.delete(key);
  return early ?? loadLearnStart(key);
}

/** The prefetched load of these sets, taken once; else a new one. */
export async function takeOrLoad(ids: readonly string[]): Promise<LearnsetBulkReply> {
  await prefetchHandedOver();
  const key = joinLearnsetIds(ids);
  const early = prefetched.get(key);
  prefetched.delete(key);
  return early ?? getLearnData(ids);
}
