// Small and free of the sets' loader, so the first page's code can ask for it (app/routes.tsx).
import type { LearnStartReply } from '@app/shared/learnsets/api';
import { api } from '../api';
import { learnStartPath } from './learn-start-path';

/**
 * `GET /learnsets/start/{ids}`: learn mode's first screen. `joinedIds` as in the URL ('a.b.c');
 * ids are URL-safe and '.' stays as it is, so an invalid id gets the server's error.
 */
export const loadLearnStart = (joinedIds: string) => api<LearnStartReply>(learnStartPath(joinedIds));

let handover: Promise<unknown> = Promise.resolve();

/**
 * The study modes' prefetch reaches the sets' loader only once that module has loaded (app/routes.tsx).
 * The screen's first query waits for that handover: a screen whose code was there first would
 * otherwise find no prefetch and load the sets a second time beside it.
 */
export function notePrefetchHandover(pending: Promise<unknown>): void {
  handover = pending.catch(() => undefined);
}

/** Settles once the prefetch noted last (if any) has been handed over. */
export const prefetchHandedOver = () => handover;
