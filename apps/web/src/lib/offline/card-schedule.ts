import { type CardMemory, reviewCard } from '@app/shared/learnsets/memory-model';
import type { ReviewMemoryReply } from '@app/shared/learnsets/review';
import type { OfflineCard, OfflineDb, OfflineSchedule, QueuedAnswer } from './db';

// Loaded with import() where needed: the scheduler (ts-fsrs) stays out of learn mode's code for
// pupils who keep no set offline.

/**
 * The card after an answer, scheduled as the server will schedule it when the answer reaches it:
 * the same scheduler, the pupil's learning goal and the set's exam day.
 */
export function memoryAfter(
  card: OfflineCard | undefined,
  schedule: OfflineSchedule,
  answer: Pick<QueuedAnswer, 'value' | 'at'>,
): CardMemory {
  return reviewCard(card?.memory, answer.value, new Date(answer.at), schedule.retention, schedule.examDay);
}

/**
 * The pupil's memory state of these sets becomes the server's plus the answers still waiting
 * (the server has not scheduled those yet), applied in the order they were given.
 */
export async function refreshCards(
  db: OfflineDb,
  userId: string,
  setIds: readonly string[],
  reply: Pick<ReviewMemoryReply, 'retention' | 'exams' | 'cards'>,
): Promise<void> {
  const tx = db.transaction(['cards', 'schedules', 'exercises', 'answers'], 'readwrite');
  const cards = tx.objectStore('cards');
  const schedules = new Map<string, OfflineSchedule>();
  for (const setId of setIds) {
    for (const key of await cards.index('set').getAllKeys([userId, setId])) await cards.delete(key);
    const examDay = reply.exams.find((exam) => exam.set_id === setId)?.day ?? null;
    const schedule: OfflineSchedule = { userId, setId, retention: reply.retention, examDay };
    schedules.set(setId, schedule);
    await tx.objectStore('schedules').put(schedule);
  }
  for (const { exercise_id, set_id, ...memory } of reply.cards) {
    if (schedules.has(set_id)) await cards.put({ userId, exerciseId: exercise_id, setId: set_id, memory });
  }
  for (const answer of await tx.objectStore('answers').index('user').getAll(userId)) {
    const exercise = await tx.objectStore('exercises').get(answer.exerciseId);
    const schedule = exercise ? schedules.get(exercise.setId) : undefined;
    if (!exercise || !schedule) continue;
    const card = await cards.get([userId, answer.exerciseId]);
    await cards.put({
      userId,
      exerciseId: answer.exerciseId,
      setId: exercise.setId,
      memory: memoryAfter(card, schedule, answer),
    });
  }
  await tx.done;
}
