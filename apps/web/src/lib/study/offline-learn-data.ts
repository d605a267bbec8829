import type { LearnsetBulkReply } from '@app/shared/learnsets/api';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import { ApiError } from '../api';
import { syncAnswers } from '../offline/answer-sync';
import { offlineDb, type OfflineDb } from '../offline/db';
import { lastAccountId } from '../offline/offline-user';
import { loadOfflineSets, refreshStats, storedSetIds, storeSets } from '../offline/offline-sets';
import { fetchReviewMemory } from '../offline/get-review-memory';
import type { ServerLearnData } from './load-learn-data';
import { copiesOf } from '../offline/set-copies';

/** On a weak line, sets kept offline start from the copy after this long. */
const WEAK_LINE_MS = 4000;
/** How long learn mode waits for waiting answers to reach the server before it asks for statistics. */
const SYNC_FIRST_MS = 3000;

const noConnection = () => new ApiError(OFFLINE_TEXTS.notStored, 0, null);
const isConnectionFailure = (err: unknown) => err instanceof ApiError && err.httpStatus === 0;
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Brings the kept copies of these sets up to date: a new version's exercises and card images,
 * and the pupil's statistics and memory state as the server has them plus the answers still waiting.
 */
async function keepFresh(db: OfflineDb, fresh: ServerLearnData, userId: string | null): Promise<void> {
  const kept = new Set(await storedSetIds(db));
  const sets = fresh.reply.learnsets.filter((set) => kept.has(set.id_));
  if (sets.length === 0) return;
  const stored = await Promise.all(sets.map((set) => db.get('sets', set.id_)));
  const changed = sets.filter((set, i) => stored[i]?.version !== fresh.versions[set.id_]);
  if (changed.length > 0) await storeSets(db, await copiesOf(fresh.reply, fresh.versions, changed), null);
  if (userId && fresh.reply.stats) {
    const setIds = sets.map((set) => set.id_);
    await refreshStats(db, userId, setIds, fresh.reply.stats);
    // Reviews given on another device reach the kept memory state too.
    const memory = await fetchReviewMemory(setIds);
    if (memory) await (await import('../offline/card-schedule')).refreshCards(db, userId, setIds, memory);
  }
}

/**
 * Learn mode's data where sets may be kept offline: the server's when it answers (answers given
 * offline are sent first, so its statistics hold them), else this browser's copy with the
 * pupil's offline counts. When every set is kept, a weak line does not keep the pupil waiting.
 */
export async function offlineAwareLearnData(
  ids: readonly string[],
  load: (ids: readonly string[]) => Promise<ServerLearnData>,
): Promise<LearnsetBulkReply> {
  const db = await offlineDb().catch(() => null);
  if (!db) return (await load(ids)).reply;
  const kept = new Set(await storedSetIds(db));
  if (!ids.some((id) => kept.has(id))) return (await load(ids)).reply;
  const userId = lastAccountId();
  if (navigator.onLine) await Promise.race([syncAnswers(), after(SYNC_FIRST_MS)]);
  const online = navigator.onLine ? load(ids) : Promise.reject(noConnection());
  // The copy is refreshed whenever the server answers, also after the copy was shown.
  online.then((fresh) => keepFresh(db, fresh, userId)).catch(() => {});
  const everyKept = ids.every((id) => kept.has(id));
  try {
    const fresh = await (everyKept
      ? Promise.race([online, after(WEAK_LINE_MS).then(() => Promise.reject(noConnection()))])
      : online);
    return fresh.reply;
  } catch (err) {
    if (!isConnectionFailure(err)) throw err;
    const copy = await loadOfflineSets(db, ids, userId);
    if (copy) return copy;
    throw navigator.onLine ? err : noConnection();
  }
}
