import type { ExerciseStatsMap, Learnset, LearnsetBulkReply } from '@app/shared/learnsets/api';
import { exerciseOfRow, type ExerciseRow } from '@app/shared/learnsets/exercise-row';
import type { ReviewMemoryReply, SetProgress } from '@app/shared/learnsets/review';
import type { OfflineDb, OfflineSet } from './db';

/** One set as the server sent it, to be kept offline. */
export interface SetCopy {
  learnset: Learnset;
  version: string;
  rows: ExerciseRow[];
  images: string[];
  bytes: number;
}

/** The ids of every set kept offline. */
export function storedSetIds(db: OfflineDb): Promise<string[]> {
  return db.getAllKeys('sets');
}

/**
 * Keeps the sets (replacing an older version's exercises) and, for a signed-in pupil, their
 * statistics and memory state as the server sent them.
 */
export async function storeSets(
  db: OfflineDb,
  copies: readonly SetCopy[],
  pupil: {
    userId: string;
    stats: ExerciseStatsMap;
    progress: readonly SetProgress[];
    /** For reviewing offline; null when the server could not send it. */
    memory: ReviewMemoryReply | null;
  } | null,
): Promise<void> {
  const tx = db.transaction(['sets', 'exercises'], 'readwrite');
  const exercises = tx.objectStore('exercises');
  const savedAt = new Date().toISOString();
  for (const { learnset, version, rows, images, bytes } of copies) {
    const old = await exercises.index('set').getAllKeys(learnset.id_);
    const set: OfflineSet = { id: learnset.id_, learnset, version, bytes, images, savedAt };
    // Requests run in the order they are made: the old version's rows go before the new ones come.
    await Promise.all([
      ...old.map((key) => exercises.delete(key)),
      ...rows.map((row, pos) => exercises.put({ id: row[0], setId: learnset.id_, pos, row })),
      tx.objectStore('sets').put(set),
    ]);
  }
  await tx.done;
  if (!pupil) return;
  await refreshStats(
    db,
    pupil.userId,
    copies.map((c) => c.learnset.id_),
    pupil.stats,
  );
  for (const progress of pupil.progress) {
    await db.put('progress', { userId: pupil.userId, setId: progress.set_id, progress });
  }
  if (pupil.memory) {
    const { refreshCards } = await import('./card-schedule');
    await refreshCards(
      db,
      pupil.userId,
      copies.map((c) => c.learnset.id_),
      pupil.memory,
    );
  }
}

/**
 * The pupil's offline counts of these sets become the server's plus the answers still waiting
 * (the server has not counted those yet), so nothing is counted twice or lost.
 */
export async function refreshStats(
  db: OfflineDb,
  userId: string,
  setIds: readonly string[],
  serverStats: ExerciseStatsMap,
): Promise<void> {
  const tx = db.transaction(['exercises', 'stats', 'answers'], 'readwrite');
  const waiting = new Map<string, { correct: number; wrong: number }>();
  for (const answer of await tx.objectStore('answers').index('user').getAll(userId)) {
    const counts = waiting.get(answer.exerciseId) ?? { correct: 0, wrong: 0 };
    if (answer.value) counts.correct++;
    else counts.wrong++;
    waiting.set(answer.exerciseId, counts);
  }
  const stats = tx.objectStore('stats');
  const writes: Array<Promise<unknown>> = [];
  for (const setId of setIds) {
    const ids = await tx.objectStore('exercises').index('set').getAllKeys(setId);
    for (const exerciseId of ids) {
      const correct = (serverStats[exerciseId]?.correct ?? 0) + (waiting.get(exerciseId)?.correct ?? 0);
      const wrong = (serverStats[exerciseId]?.wrong ?? 0) + (waiting.get(exerciseId)?.wrong ?? 0);
      writes.push(
        correct + wrong > 0
          ? stats.put({ userId, exerciseId, setId, correct, wrong })
          : stats.delete([userId, exerciseId]),
      );
    }
  }
  await Promise.all([...writes, tx.done]);
}

/** Removes sets with their exercises, statistics, memory states and schedules; returns their image URLs. */
export async function removeSets(db: OfflineDb, setIds: readonly string[]): Promise<string[]> {
  const tx = db.transaction(['sets', 'exercises', 'stats', 'progress', 'cards', 'schedules'], 'readwrite');
  const images: string[] = [];
  const exercises = tx.objectStore('exercises');
  for (const setId of setIds) {
    images.push(...((await tx.objectStore('sets').get(setId))?.images ?? []));
    const keys = await exercises.index('set').getAllKeys(setId);
    await Promise.all([tx.objectStore('sets').delete(setId), ...keys.map((key) => exercises.delete(key))]);
  }
  // Every pupil's counts and memory states of these sets (a shared computer may hold several).
  const removed = new Set(setIds);
  for (const store of ['stats', 'progress', 'cards', 'schedules'] as const) {
    for (let cursor = await tx.objectStore(store).openCursor(); cursor; cursor = await cursor.continue()) {
      if (removed.has(cursor.value.setId)) await cursor.delete();
    }
  }
  await tx.done;
  return images;
}

/**
 * Learn mode's data for the sets kept offline among `ids`, in the shape the server sends (with
 * the pupil's offline counts when signed in); null when none of them is kept.
 */
export async function loadOfflineSets(
  db: OfflineDb,
  ids: readonly string[],
  userId: string | null,
): Promise<LearnsetBulkReply | null> {
  const tx = db.transaction(['sets', 'exercises', 'stats']);
  const reply: LearnsetBulkReply = { status: 'success', learnsets: [], exercises: [] };
  const stats: ExerciseStatsMap = {};
  for (const id of ids) {
    const set = await tx.objectStore('sets').get(id);
    if (!set) continue;
    reply.learnsets.push(set.learnset);
    const rows = await tx.objectStore('exercises').index('set').getAll(id);
    rows.sort((a, b) => a.pos - b.pos);
    for (const { row } of rows) reply.exercises.push(exerciseOfRow(id, row));
    if (!userId) continue;
    for (const stat of await tx.objectStore('stats').index('set').getAll([userId, id])) {
      stats[stat.exerciseId] = { correct: stat.correct, wrong: stat.wrong };
    }
  }
  await tx.done;
  if (reply.learnsets.length === 0) return null;
  return userId ? { ...reply, stats } : reply;
}

/** The memory state of sets kept offline, when last online. */
export async function storedProgress(db: OfflineDb, userId: string, setIds: readonly string[]): Promise<SetProgress[]> {
  const found = await Promise.all(setIds.map((setId) => db.get('progress', [userId, setId])));
  return found.flatMap((p) => (p ? [p.progress] : []));
}
