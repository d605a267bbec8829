import type { SetProgressReply } from '@app/shared/learnsets/review';
import { joinLearnsetIds } from '@app/shared/learnsets/texts';
import { api } from '../../../lib/api';
import { offlineContentChanged } from '../../../lib/offline/changes';
import { offlineDb } from '../../../lib/offline/db';
import { lastAccountId } from '../../../lib/offline/offline-user';
import { assertRoom, uncacheFiles } from '../../../lib/offline/offline-files';
import { removeSets, storeSets } from '../../../lib/offline/offline-sets';
import { markOfflineData } from '../../../lib/offline/offline-flag';
import { fetchReviewMemory } from '../../../lib/offline/get-review-memory';
import { loadLearnData } from '../../../lib/study/load-learn-data';
import { copiesOf } from '../../../lib/offline/set-copies';

/**
 * "Offline verfügbar machen": keeps the sets' exercises and card images, and for a signed-in
 * pupil their statistics and memory state, so learn mode, every study mode and /wiederholen work
 * offline.
 * Refused with the numbers when it would not fit under the offline cap. Returns how many sets.
 */
export async function saveSetsOffline(ids: readonly string[]): Promise<number> {
  const { reply, versions } = await loadLearnData(ids);
  const userId = reply.stats ? lastAccountId() : null;
  const [progress, memory] = userId
    ? await Promise.all([
        api<SetProgressReply>(`/learnsets/progress/${joinLearnsetIds(ids)}`).then(
          (r) => r.progress,
          () => [],
        ),
        fetchReviewMemory(ids),
      ])
    : [[], null];
  const db = await offlineDb();
  const copies = await copiesOf(reply, versions);
  const before = await Promise.all(copies.map((c) => db.get('sets', c.learnset.id_)));
  try {
    await assertRoom(
      db,
      copies.reduce((sum, c) => sum + c.bytes, 0),
      before.reduce((sum, set) => sum + (set?.bytes ?? 0), 0),
    );
  } catch (err) {
    // Images of sets kept before stay: they are still in use.
    const kept = new Set(before.flatMap((set) => set?.images ?? []));
    await uncacheFiles(copies.flatMap((c) => c.images).filter((url) => !kept.has(url)));
    throw err;
  }
  await storeSets(db, copies, userId ? { userId, stats: reply.stats ?? {}, progress, memory } : null);
  // Only now: set earlier, the status bar it starts could count the kept content before these sets
  // are in, find none and take the flag back (answer-sync.ts, recount).
  markOfflineData(true);
  // Asks the browser not to clear the copy when space runs short (granted silently in Chromium).
  void navigator.storage?.persist?.().catch(() => false);
  offlineContentChanged();
  return copies.length;
}

/** "(entfernen)": the sets, their exercises, statistics, memory states and card images. */
export async function removeSetsOffline(ids: readonly string[]): Promise<void> {
  const db = await offlineDb();
  const images = await removeSets(db, ids);
  const stillUsed = new Set((await db.getAll('sets')).flatMap((set) => set.images));
  await uncacheFiles(images.filter((url) => !stillUsed.has(url)));
  offlineContentChanged();
}
