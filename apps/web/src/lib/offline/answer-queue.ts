import type { OfflineDb, QueuedAnswer } from './db';

/**
 * What became of one answer sent to the server: stored (or already stored: the same id again
 * changes nothing), refused for good (e.g. 404, the exercise is gone), or to be tried later
 * (offline, signed out, too many, a server error).
 */
export type SendOutcome = 'stored' | 'refused' | 'later';

export interface FlushResult {
  sent: number;
  refused: number;
  /** False when an answer has to wait for a later try; it and the ones after it are kept. */
  done: boolean;
}

/**
 * Keeps an answer until the server confirms it, and counts it in the pupil's offline statistics
 * and memory state when its exercise belongs to a set kept offline (so offline learning picks the
 * next question from up-to-date counts, and reviewing offline the cards due). One transaction:
 * all of it happens or none. With `unlessWaiting`
 * (an answer kept again from the journal) an answer whose id already waits changes nothing; a
 * fresh answer skips that look at the queue.
 */
export async function enqueueAnswer(
  db: OfflineDb,
  answer: QueuedAnswer,
  { unlessWaiting = false } = {},
): Promise<void> {
  // Loaded before the transaction (an awaited import would end it), and only where memory states
  // are kept. Without its code the answer is still kept; the next refresh from the server applies it.
  const scheduler = (await db.count('schedules')) > 0 ? await import('./card-schedule').catch(() => null) : null;
  const tx = db.transaction(['answers', 'exercises', 'stats', 'cards', 'schedules'], 'readwrite');
  const stats = tx.objectStore('stats');
  if (unlessWaiting) {
    const waiting = await tx.objectStore('answers').index('user').getAll(answer.userId);
    if (waiting.some((a) => a.id === answer.id)) return tx.done;
  }
  await tx.objectStore('answers').add(answer);
  const exercise = await tx.objectStore('exercises').get(answer.exerciseId);
  if (exercise) {
    const key: [string, string] = [answer.userId, answer.exerciseId];
    const stat = (await stats.get(key)) ?? {
      userId: answer.userId,
      exerciseId: answer.exerciseId,
      setId: exercise.setId,
      correct: 0,
      wrong: 0,
    };
    if (answer.value) stat.correct++;
    else stat.wrong++;
    await stats.put(stat);
    // Its memory state moves on as the server's will, so reviewing offline knows what is due.
    const schedule = await tx.objectStore('schedules').get([answer.userId, exercise.setId]);
    if (schedule && scheduler) {
      const card = await tx.objectStore('cards').get(key);
      const memory = scheduler.memoryAfter(card, schedule, answer);
      await tx
        .objectStore('cards')
        .put({ userId: answer.userId, exerciseId: answer.exerciseId, setId: exercise.setId, memory });
    }
  }
  await tx.done;
}

/** The user's answers still waiting, oldest first. */
export function waitingAnswers(db: OfflineDb, userId: string): Promise<QueuedAnswer[]> {
  return db.getAllFromIndex('answers', 'user', userId);
}

/** How many of the user's answers wait for the server. */
export function countWaiting(db: OfflineDb, userId: string): Promise<number> {
  return db.countFromIndex('answers', 'user', userId);
}

async function oldestWaiting(db: OfflineDb, userId: string): Promise<QueuedAnswer | undefined> {
  const cursor = await db.transaction('answers').store.index('user').openCursor(userId);
  return cursor?.value;
}

/**
 * Sends the user's waiting answers one by one in the order they were given, each with its own id
 * and time, and removes each only once the server has answered for good. Stops at the first one
 * that has to wait, so a later try continues in order. Safe to run in two tabs at once: the
 * server stores an id once, and removing an answer twice is harmless.
 */
export async function flushAnswers(
  db: OfflineDb,
  userId: string,
  send: (answer: QueuedAnswer) => Promise<SendOutcome>,
): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, done: true };
  for (;;) {
    const next = await oldestWaiting(db, userId);
    if (!next) return result;
    const outcome = await send(next);
    if (outcome === 'later') return { ...result, done: false };
    await db.delete('answers', next.seq as number);
    if (outcome === 'stored') result.sent++;
    else result.refused++;
  }
}
