import 'fake-indexeddb/auto';
import type { Learnset } from '@app/shared/learnsets/api';
import { reviewCard } from '@app/shared/learnsets/memory-model';
import type { ReviewMemoryReply } from '@app/shared/learnsets/review';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueAnswer } from './answer-queue';
import { type OfflineDb, openOfflineDb, type QueuedAnswer } from './db';
import { refreshCards } from './card-schedule';
import { loadDueCards, summarizeCards } from './offline-cards';
import { removeSets, storeSets } from './offline-sets';

let db: OfflineDb;
let dbName: string;
let counter = 0;
beforeEach(async () => {
  dbName = `cards-${++counter}`;
  db = await openOfflineDb(dbName);
});
afterEach(() => {
  db.close();
  indexedDB.deleteDatabase(dbName);
});

const DAY = 24 * 3600 * 1000;
const NOW = new Date(Date.UTC(2026, 10, 27, 8, 0, 0));
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const learnset = (id: string): Learnset => ({
  id_: id,
  title: `Set ${id}`,
  subject: 'EN',
  description: 'Übungen',
  class_: '3a',
  grade: '3',
  language: 'en',
  owner: 'o',
  owner_name: 'Olga Owner',
  edited: '2026-11-01_08-00-00',
  created: '2026-11-01_08-00-00',
  size: 3,
});

/** The server's memory reply for cards answered right once, `days` ago each, as its scheduler left them. */
function serverMemory(setId: string, answered: Record<string, number>, exams: ReviewMemoryReply['exams'] = []) {
  const cards = Object.entries(answered).map(([exerciseId, days]) => ({
    exercise_id: exerciseId,
    set_id: setId,
    ...reviewCard(undefined, true, ago(days)),
  }));
  return { status: 'success' as const, retention: 0.9, exams, cards };
}

async function keepSet(id: string, exercises: string[], memory: ReviewMemoryReply | null) {
  const rows = exercises.map(
    (e) => [e, `Frage ${e}`, `Antwort ${e}`, [], 1, 0] as [string, string, string, string[], number, number],
  );
  await storeSets(
    db,
    [{ learnset: { ...learnset(id), size: exercises.length }, version: 'v1', rows, images: [], bytes: 100 }],
    {
      userId: 'anna',
      stats: {},
      progress: [],
      memory,
    },
  );
}

let n = 0;
const answer = (exerciseId: string, value: boolean, at: Date): QueuedAnswer => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  userId: 'anna',
  exerciseId,
  answer: 'x',
  value,
  at: at.toISOString(),
  mode: 'review',
});

const dueIds = async (at = NOW) => (await loadDueCards(db, 'anna', at, 200))?.exercises.map((e) => e.id_);

describe('reviewing offline', () => {
  it('finds the cards due from the kept memory state, most overdue first, never those not yet answered', async () => {
    // Right a week ago and five days ago: both came due; right today: days away.
    await keepSet('s1', ['e1', 'e2', 'e3', 'e4'], serverMemory('s1', { e1: 5, e2: 7, e3: 0 }));
    expect(await dueIds()).toEqual(['e2', 'e1']);
    const due = await loadDueCards(db, 'anna', NOW, 1);
    expect(due?.exercises.map((e) => [e.id_, e.question])).toEqual([['e2', 'Frage e2']]);
    expect(due?.learnsets.map((l) => l.id_)).toEqual(['s1']);
    expect(await loadDueCards(db, 'ben', NOW, 200)).toEqual({
      status: 'success',
      learnsets: [],
      exercises: [],
      stats: {},
    });
  });

  it('moves a card on with an answer given offline exactly as the server will, and keeps a wrong one due soon', async () => {
    await keepSet('s1', ['e1', 'e2'], serverMemory('s1', { e1: 5, e2: 7 }));
    const right = answer('e1', true, NOW);
    await enqueueAnswer(db, right);
    await enqueueAnswer(db, answer('e2', false, NOW));
    expect(await dueIds()).toEqual([]);
    // The wrong one comes back after the ten-minute step, as on the server.
    expect(await dueIds(new Date(NOW.getTime() + 11 * 60 * 1000))).toEqual(['e2']);
    const onServer = reviewCard(reviewCard(undefined, true, ago(5)), true, NOW);
    expect((await db.get('cards', ['anna', 'e1']))?.memory).toEqual(onServer);
  });

  it("caps a card's next review at the set's exam, as the server does", async () => {
    const exam = new Date(NOW.getTime() + 10 * DAY).toISOString().slice(0, 10);
    await keepSet('s1', ['e1'], serverMemory('s1', { e1: 30 }, [{ set_id: 's1', day: exam }]));
    await enqueueAnswer(db, answer('e1', true, NOW));
    const memory = (await db.get('cards', ['anna', 'e1']))?.memory;
    expect(memory).toEqual(reviewCard(reviewCard(undefined, true, ago(30)), true, NOW, 0.9, exam));
  });

  it("becomes the server's state plus the answers still waiting, and is gone with its set", async () => {
    await keepSet('s1', ['e1', 'e2'], serverMemory('s1', { e1: 5, e2: 7 }));
    await enqueueAnswer(db, answer('e1', true, NOW));
    // Another device reviewed e2 meanwhile; the server has not had this device's answer to e1.
    const fresh = serverMemory('s1', { e1: 5, e2: 0 });
    await refreshCards(db, 'anna', ['s1'], fresh);
    expect(await dueIds()).toEqual([]);
    await removeSets(db, ['s1']);
    expect(await db.count('cards')).toBe(0);
    expect(await db.count('schedules')).toBe(0);
    expect(await loadDueCards(db, 'anna', NOW, 200)).toBeNull();
  });

  it("counts the due, new, learning and review cards of the started sets kept, and the next one's time", async () => {
    await keepSet('s1', ['e1', 'e2', 'e3', 'e4'], serverMemory('s1', { e1: 5, e2: 7, e3: 0 }));
    await keepSet('s2', ['f1'], serverMemory('s2', {}));
    await enqueueAnswer(db, answer('e2', false, NOW));
    const next = (await db.get('cards', ['anna', 'e2']))?.memory.due;
    expect(await summarizeCards(db, 'anna', NOW)).toEqual({
      due: 1,
      new: 1,
      learning: 1,
      review: 2,
      next: new Date(next as string),
    });
    await removeSets(db, ['s1', 's2']);
    expect(await summarizeCards(db, 'anna', NOW)).toBeNull();
  });

  it('leaves a set kept without memory state (the server could not send it) out of reviewing', async () => {
    await keepSet('s1', ['e1'], null);
    await enqueueAnswer(db, answer('e1', true, ago(9)));
    expect(await db.count('cards')).toBe(0);
    expect(await dueIds()).toEqual([]);
  });
});
