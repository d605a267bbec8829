import { enqueueAnswer } from './answer-queue';
import type { OfflineDb, QueuedAnswer } from './db';

/** The answers given but not yet in the offline database, written at once (survives a closed tab). */
const JOURNAL = 'lp-antworten-neu';

type JournalStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage; where it is blocked, a journal that keeps nothing. */
function browserStorage(): JournalStorage {
  try {
    return localStorage;
  } catch {
    return { getItem: () => null, setItem: () => {} };
  }
}

function read(storage: JournalStorage): QueuedAnswer[] {
  try {
    const entries: unknown = JSON.parse(storage.getItem(JOURNAL) ?? '[]');
    return Array.isArray(entries) ? (entries as QueuedAnswer[]) : [];
  } catch {
    return [];
  }
}

function write(storage: JournalStorage, entries: QueuedAnswer[]): void {
  try {
    storage.setItem(JOURNAL, JSON.stringify(entries));
  } catch {
    // Storage blocked or full: the answer still goes to the offline database as before.
  }
}

/**
 * Writes the answer synchronously before the database's transaction starts. A page closed or
 * navigated away while that transaction runs aborts it; the journal then still has the answer
 * for the next start (`keepJournaled`).
 */
export function journalAnswer(answer: QueuedAnswer, storage = browserStorage()): void {
  write(storage, [...read(storage), answer]);
}

/** Once the offline database has the answer, the journal forgets it. */
export function settleJournaled(id: string, storage = browserStorage()): void {
  const entries = read(storage);
  const left = entries.filter((a) => a.id !== id);
  if (left.length < entries.length) write(storage, left);
}

/**
 * At start: moves answers a closed tab left in the journal into the offline database, in the
 * order they were given. Keeping one twice (another tab did it meanwhile) changes nothing.
 */
export async function keepJournaled(db: OfflineDb, storage = browserStorage()): Promise<number> {
  const entries = read(storage);
  for (const answer of entries) {
    await enqueueAnswer(db, answer, { unlessWaiting: true });
    settleJournaled(answer.id, storage);
  }
  return entries.length;
}
