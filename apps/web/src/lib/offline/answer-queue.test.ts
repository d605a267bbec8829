import 'fake-indexeddb/auto';
import type { Learnset } from '@app/shared/learnsets/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { journalAnswer, keepJournaled, settleJournaled } from './answer-journal';
import { countWaiting, enqueueAnswer, flushAnswers, type SendOutcome, waitingAnswers } from './answer-queue';
import { type OfflineDb, openOfflineDb, type QueuedAnswer } from './db';
import { loadOfflineSets, refreshStats, removeSets, storeSets } from './offline-sets';

let db: OfflineDb;
let dbName: string;
let counter = 0;

beforeEach(async () => {
  dbName = `test-${++counter}`;
  db = await openOfflineDb(dbName);
});
afterEach(() => {
  db.close();
  indexedDB.deleteDatabase(dbName);
});

const answer = (n: number, over: Partial<QueuedAnswer> = {}): QueuedAnswer => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: 'anna',
  exerciseId: 'e1',
  answer: `Antwort ${n}`,
  value: n % 2 === 0,
  at: new Date(Date.UTC(2025, 0, 1, 8, 0, n)).toISOString(),
  mode: 'learn',
  ...over,
});

/** The answer call's rule as the server keeps it: each (user, id) stored once. */
function server() {
  const stored = new Map<string, QueuedAnswer>();
  const calls: string[] = [];
  return {
    stored,
    calls,
    send: async (a: QueuedAnswer): Promise<SendOutcome> => {
      calls.push(a.id);
      if (!stored.has(`${a.userId}/${a.id}`)) stored.set(`${a.userId}/${a.id}`, a);
      return 'stored';
    },
  };
}

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
  edited: '2025-01-01_08-00-00',
  created: '2025-01-01_08-00-00',
  size: 2,
});

async function keepSet(id: string, exercises: string[]) {
  const rows = exercises.map(
    (e) => [e, `Frage ${e}`, `Antwort ${e}`, [], 1, 0] as [string, string, string, string[], number, number],
  );
  await storeSets(db, [{ learnset: learnset(id), version: 'v1', rows, images: [], bytes: 100 }], null);
}

describe('answer queue', () => {
  it('sends waiting answers oldest first with their own id and time, and empties the queue', async () => {
    for (const n of [1, 2, 3]) await enqueueAnswer(db, answer(n));
    const s = server();
    const result = await flushAnswers(db, 'anna', s.send);
    expect(result).toEqual({ sent: 3, refused: 0, done: true });
    expect(s.calls).toEqual([answer(1).id, answer(2).id, answer(3).id]);
    expect([...s.stored.values()].map((a) => a.at)).toEqual([answer(1).at, answer(2).at, answer(3).at]);
    expect(await countWaiting(db, 'anna')).toBe(0);
  });

  it('keeps an answer the server could not take yet, and those after it, for the next try in order', async () => {
    for (const n of [1, 2, 3]) await enqueueAnswer(db, answer(n));
    const s = server();
    let offline = false;
    const flaky = async (a: QueuedAnswer): Promise<SendOutcome> => {
      if (a.id === answer(2).id && !offline) {
        offline = true; // the connection drops while the second answer is on its way
        return 'later';
      }
      return s.send(a);
    };
    expect(await flushAnswers(db, 'anna', flaky)).toEqual({ sent: 1, refused: 0, done: false });
    expect((await waitingAnswers(db, 'anna')).map((a) => a.id)).toEqual([answer(2).id, answer(3).id]);
    expect(await flushAnswers(db, 'anna', flaky)).toEqual({ sent: 2, refused: 0, done: true });
    expect(s.calls).toEqual([answer(1).id, answer(2).id, answer(3).id]);
  });

  it('drops an answer the server refuses for good and counts it for the notice', async () => {
    await enqueueAnswer(db, answer(1, { exerciseId: 'gone' }));
    await enqueueAnswer(db, answer(2));
    const s = server();
    const result = await flushAnswers(db, 'anna', (a) =>
      a.exerciseId === 'gone' ? Promise.resolve('refused') : s.send(a),
    );
    expect(result).toEqual({ sent: 1, refused: 1, done: true });
    expect(await countWaiting(db, 'anna')).toBe(0);
  });

  it("sends only the signed-in pupil's answers; another pupil's wait for them", async () => {
    await enqueueAnswer(db, answer(1));
    await enqueueAnswer(db, answer(2, { userId: 'ben' }));
    const s = server();
    await flushAnswers(db, 'anna', s.send);
    expect(s.calls).toEqual([answer(1).id]);
    expect(await countWaiting(db, 'ben')).toBe(1);
  });

  it('stores every answer exactly once when two tabs send the same queue at the same time', async () => {
    for (let n = 1; n <= 20; n++) await enqueueAnswer(db, answer(n));
    const s = server();
    const slow = async (a: QueuedAnswer) => {
      await new Promise((r) => setTimeout(r, Math.random() * 3));
      return s.send(a);
    };
    const second = await openOfflineDb(dbName); // the other tab's connection
    await Promise.all([flushAnswers(db, 'anna', slow), flushAnswers(second, 'anna', slow)]);
    second.close();
    expect(s.stored.size).toBe(20);
    expect(await countWaiting(db, 'anna')).toBe(0);
  });
});

describe('the journal of answers just given', () => {
  /** The browser's localStorage, which Node has not: the same two calls on a map. */
  const storage = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };

  it('keeps at the next start, once and in order, the answers of a tab closed before the database had them', async () => {
    await keepSet('s1', ['e1']);
    const local = storage();
    for (const n of [1, 2]) journalAnswer(answer(n, { exerciseId: 'e1' }), local); // the tab closes here
    const other = storage();
    journalAnswer(answer(3, { exerciseId: 'e1' }), other);
    expect(await countWaiting(db, 'anna')).toBe(0);

    expect(await keepJournaled(db, local)).toBe(2);
    expect(await keepJournaled(db, local)).toBe(0);
    expect((await waitingAnswers(db, 'anna')).map((a) => a.id)).toEqual([answer(1).id, answer(2).id]);
    expect((await loadOfflineSets(db, ['s1'], 'anna'))?.stats).toEqual({ e1: { correct: 1, wrong: 1 } });
  });

  it('counts an answer once that the database had before the tab closed, and forgets a settled one', async () => {
    await keepSet('s1', ['e1']);
    const local = storage();
    journalAnswer(answer(1, { exerciseId: 'e1' }), local);
    await enqueueAnswer(db, answer(1, { exerciseId: 'e1' })); // the tab closes before settling
    journalAnswer(answer(2, { exerciseId: 'e1' }), local);
    await enqueueAnswer(db, answer(2, { exerciseId: 'e1' }));
    settleJournaled(answer(2).id, local);

    expect(await keepJournaled(db, local)).toBe(1);
    expect(await countWaiting(db, 'anna')).toBe(2);
    expect((await loadOfflineSets(db, ['s1'], 'anna'))?.stats).toEqual({ e1: { correct: 1, wrong: 1 } });
  });
});

describe("the pupil's offline statistics", () => {
  it('count answers to exercises of sets kept offline, and only those', async () => {
    await keepSet('s1', ['e1', 'e2']);
    await enqueueAnswer(db, answer(1, { exerciseId: 'e1', value: true }));
    await enqueueAnswer(db, answer(2, { exerciseId: 'e1', value: false }));
    await enqueueAnswer(db, answer(3, { exerciseId: 'elsewhere', value: true }));
    const data = await loadOfflineSets(db, ['s1'], 'anna');
    expect(data?.stats).toEqual({ e1: { correct: 1, wrong: 1 } });
    expect(await db.count('stats')).toBe(1);
  });

  it("become the server's counts plus the answers it has not had yet", async () => {
    await keepSet('s1', ['e1', 'e2']);
    await enqueueAnswer(db, answer(1, { exerciseId: 'e2', value: false }));
    await refreshStats(db, 'anna', ['s1'], { e1: { correct: 4, wrong: 1 }, e2: { correct: 2, wrong: 0 } });
    const data = await loadOfflineSets(db, ['s1'], 'anna');
    expect(data?.stats).toEqual({ e1: { correct: 4, wrong: 1 }, e2: { correct: 2, wrong: 1 } });
  });

  it('are read with the exercises in their order, and are gone with their set', async () => {
    await keepSet('s1', ['z9', 'a1', 'm5']);
    await keepSet('s2', ['b2']);
    await enqueueAnswer(db, answer(1, { exerciseId: 'a1', value: true }));
    const data = await loadOfflineSets(db, ['s1', 'missing'], 'anna');
    expect(data?.learnsets.map((l) => l.id_)).toEqual(['s1']);
    expect(data?.exercises.map((e) => e.id_)).toEqual(['z9', 'a1', 'm5']);
    await removeSets(db, ['s1']);
    expect(await loadOfflineSets(db, ['s1'], 'anna')).toBeNull();
    expect(await db.count('stats')).toBe(0);
    expect(await db.count('exercises')).toBe(1);
    // The answer itself still waits for the server: removing a set never loses an answer.
    expect(await countWaiting(db, 'anna')).toBe(1);
  });

  it('keep a new version of a set without the old exercises', async () => {
    await keepSet('s1', ['e1', 'e2']);
    await keepSet('s1', ['e2', 'e3']);
    const data = await loadOfflineSets(db, ['s1'], null);
    expect(data?.exercises.map((e) => e.id_)).toEqual(['e2', 'e3']);
    expect(data?.stats).toBeUndefined();
  });
});
