import type { ReviewSummaryReply } from '@app/shared/learnsets/review';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api';
import { orOffline } from './offline/or-offline';

/**
 * The one source of the pupil's due count (`GET /review/summary`) for every screen: the start
 * page's notice and the review page read it, and a refresh after answers updates both at once.
 * A small store, not the query cache, so the first page stays small.
 */
interface Kept {
  userId: string;
  summary: ReviewSummaryReply;
}

let kept: Kept | null = null;
/** Only the newest request may set the summary: answers stored in a row each ask again. */
let asked = 0;
/** Whose summary the newest request asks for while it is on its way. */
let asking: string | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function set(next: Kept | null): void {
  kept = next;
  for (const listener of listeners) listener();
}

/** Asks the server again; every screen showing the count follows. Never rejects. */
export async function refreshReviewSummary(userId: string): Promise<void> {
  const request = ++asked;
  asking = userId;
  try {
    // Offline, the sets kept offline tell what is due (issue #29).
    const summary = await orOffline(api<ReviewSummaryReply>('/review/summary'), () =>
      import('./offline/kept-summary').then((m) => m.keptSummary(userId)),
    );
    if (request === asked) set({ userId, summary });
  } catch {
    if (request === asked) set(null);
  } finally {
    if (request === asked) asking = null;
  }
}

/** Asks only when nothing is known or on its way for this pupil: for the menu, on every screen. */
function ensureReviewSummary(userId: string): void {
  if (kept?.userId !== userId && asking !== userId) void refreshReviewSummary(userId);
}

/**
 * The signed-in pupil's due cards, asked for again whenever a screen showing them opens (the
 * menu, on every screen, asks only when it has none: `fresh` false); null while first loading,
 * when it failed, or for nobody signed in.
 */
export function useReviewSummary(userId: string | null, fresh = true): ReviewSummaryReply | null {
  useEffect(() => {
    if (userId && fresh) void refreshReviewSummary(userId);
    else if (userId) ensureReviewSummary(userId);
  }, [userId, fresh]);
  const current = useSyncExternalStore(subscribe, () => kept);
  // Another pupil's count (signed out and in, same tab) is never shown.
  return current && current.userId === userId ? current.summary : null;
}
