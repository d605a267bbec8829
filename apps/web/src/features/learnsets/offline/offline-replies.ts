import type { LearnsetDataReply, LearnsetListReply } from '@app/shared/learnsets/api';
import type { SetProgressReply } from '@app/shared/learnsets/review';
import { offlineDb } from '../../../lib/offline/db';
import { lastAccountId } from '../../../lib/offline/offline-user';
import { loadOfflineSets, storedProgress } from '../../../lib/offline/offline-sets';

/** The list call's reply made of the sets kept offline; `offline` says the list is not complete. */
export type LearnsetListOrOffline = LearnsetListReply & { offline?: true };

export async function offlineLearnsetList(): Promise<LearnsetListOrOffline | null> {
  const sets = await (await offlineDb()).getAll('sets');
  if (sets.length === 0) return null;
  const learnsets = sets.map((s) => s.learnset).sort((a, b) => b.created.localeCompare(a.created));
  return { status: 'success', learnsets, offline: true };
}

/** The data call's reply for a set kept offline. */
export async function offlineLearnset(id: string): Promise<LearnsetDataReply | null> {
  const copy = await loadOfflineSets(await offlineDb(), [id], null);
  const learnset = copy?.learnsets[0];
  return learnset && copy ? { status: 'success', learnset, exercises: copy.exercises } : null;
}

/** The pupil's memory state of sets kept offline, as it was when last online. */
export async function offlineProgress(ids: readonly string[]): Promise<SetProgressReply | null> {
  const userId = lastAccountId();
  if (!userId) return null;
  const progress = await storedProgress(await offlineDb(), userId, ids);
  return progress.length > 0 ? { status: 'success', progress } : null;
}
