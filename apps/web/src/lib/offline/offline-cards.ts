import type { ExerciseStatsMap, LearnsetBulkReply } from '@app/shared/learnsets/api';
import { exerciseOfRow } from '@app/shared/learnsets/exercise-row';
import type { ReviewSummaryReply } from '@app/shared/learnsets/review';
import type { OfflineDb } from './db';

/**
 * The cards of sets kept offline due at `now`, most overdue first, in the shape of the server's
 * `GET /review/due` (with the pupil's offline counts); null when no set is kept.
 */
export async function loadDueCards(
  db: OfflineDb,
  userId: string,
  now: Date,
  limit: number,
): Promise<LearnsetBulkReply | null> {
  const tx = db.transaction(['sets', 'exercises', 'stats', 'cards']);
  const kept = await tx.objectStore('sets').getAll();
  if (kept.length === 0) return null;
  const sets = new Map(kept.map((set) => [set.id, set.learnset]));
  const at = now.toISOString();
  const due = (await tx.objectStore('cards').index('user').getAll(userId))
    .filter((card) => sets.has(card.setId) && card.memory.due <= at)
    .sort((a, b) => a.memory.due.localeCompare(b.memory.due) || a.exerciseId.localeCompare(b.exerciseId));
  const reply: LearnsetBulkReply = { status: 'success', learnsets: [], exercises: [] };
  const stats: ExerciseStatsMap = {};
  for (const card of due) {
    if (reply.exercises.length === limit) break;
    const exercise = await tx.objectStore('exercises').get(card.exerciseId);
    if (!exercise) continue; // left out by a newer version of its set
    reply.exercises.push(exerciseOfRow(card.setId, exercise.row));
    const stat = await tx.objectStore('stats').get([userId, card.exerciseId]);
    stats[card.exerciseId] = { correct: stat?.correct ?? 0, wrong: stat?.wrong ?? 0 };
  }
  const used = new Set(reply.exercises.map((e) => e.set_id));
  reply.learnsets = [...sets.values()].filter((set) => used.has(set.id_));
  await tx.done;
  return { ...reply, stats };
}

/** States of ts-fsrs: 1 learning and 3 relearning count as learning, 2 as review. */
const LEARNING_STATES = new Set([1, 3]);
const REVIEW_STATE = 2;

/**
 * The pupil's counts over the sets kept offline they have started, as the server's
 * `GET /review/summary` gives them over every started set; null when nothing is kept.
 */
export async function summarizeCards(
  db: OfflineDb,
  userId: string,
  now: Date,
): Promise<(Omit<ReviewSummaryReply, 'status' | 'next'> & { next: Date | null }) | null> {
  const tx = db.transaction(['sets', 'cards']);
  const sets = new Map((await tx.objectStore('sets').getAll()).map((set) => [set.id, set.learnset.size]));
  if (sets.size === 0) return null;
  const cards = (await tx.objectStore('cards').index('user').getAll(userId)).filter((card) => sets.has(card.setId));
  await tx.done;
  const at = now.toISOString();
  const started = new Set(cards.map((card) => card.setId));
  const total = [...started].reduce((sum, setId) => sum + (sets.get(setId) ?? 0), 0);
  const later = cards.map((card) => card.memory.due).filter((due) => due > at);
  return {
    due: cards.filter((card) => card.memory.due <= at).length,
    new: Math.max(0, total - cards.length),
    learning: cards.filter((card) => LEARNING_STATES.has(card.memory.state)).length,
    review: cards.filter((card) => card.memory.state === REVIEW_STATE).length,
    next: later.length > 0 ? new Date(later.sort()[0] as string) : null,
  };
}
