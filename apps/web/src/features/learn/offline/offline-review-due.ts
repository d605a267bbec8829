import type { LearnsetBulkReply } from '@app/shared/learnsets/api';
import { offlineDb } from '../../../lib/offline/db';
import { loadDueCards } from '../../../lib/offline/offline-cards';
import { lastAccountId } from '../../../lib/offline/offline-user';

/**
 * Offline, the cards due now among the sets kept offline, computed on the device from their kept
 * memory state (with the answers given since); null when nothing is kept for this pupil.
 */
export async function keptDueCards(limit: number, now = new Date()): Promise<LearnsetBulkReply | null> {
  const userId = lastAccountId();
  if (!userId) return null;
  return loadDueCards(await offlineDb(), userId, now, limit);
}
