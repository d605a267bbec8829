import { toStoredDate } from '@app/shared/format/dates';
import type { ReviewSummaryReply } from '@app/shared/learnsets/review';
import { offlineDb } from './db';
import { summarizeCards } from './offline-cards';

/**
 * Offline, the due count every screen shows, computed on the device over the sets kept offline
 * (loaded with import() by lib/review-summary.ts, so the first page stays small).
 */
export async function keptSummary(userId: string, now = new Date()): Promise<ReviewSummaryReply | null> {
  const counts = await summarizeCards(await offlineDb(), userId, now);
  if (!counts) return null;
  return { status: 'success', ...counts, next: counts.next ? toStoredDate(counts.next) : null };
}
