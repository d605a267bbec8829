import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/test-app';
import type { AnswerRecord } from './answer-batch';
import { AnswersRepository } from './answers.repository';
import { buildPupilWithSet } from '../learnsets/learnsets.test-helpers';

/** The summary's counts as kept, and as counted afresh from the cards themselves. */
async function countsKeptAndCounted(db: Db) {
  const kept = await db
    .selectFrom('card_counts')
    .select(['user_id', 'state', 'n'])
    .where('n', '<>', 0)
    .orderBy('user_id')
    .orderBy('state')
    .execute();
  const counted = await db
    .selectFrom('card_states')
    .select(['user_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['user_id', 'state'])
    .orderBy('user_id')
    .orderBy('state')
    .execute();
  return { kept, counted: counted.map((row) => ({ ...row, n: Number(row.n) })) };
}

describe.each(ENGINES)('cards per learner and state, on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => t.drop());

  it('follow new cards, cards moving on (twice in one batch too) and cards removed with their exercise', async () => {
    const db = t.handle.db;
    const stats = new AnswersRepository(db);
    const anna = await buildPupilWithSet(db, 4);
    const ben = await buildPupilWithSet(db, 2);
    let n = 0;
    const answer = (pupil: { userId: string }, exerciseId: string, correct: boolean, at: string): AnswerRecord => ({
      id: `log-${n++}`,
      userId: pupil.userId,
      exerciseId,
      answer: 'x',
      correct,
      at: new Date(at),
    });
    const [a0 = '', a1 = '', a2 = '', a3 = ''] = anna.exercises;
    const [b0 = ''] = ben.exercises;

    await stats.recordAnswers([
      answer(anna, a0, false, '2026-11-23T08:00:00Z'),
      answer(anna, a1, true, '2026-11-23T08:00:00Z'),
      answer(anna, a2, true, '2026-11-23T08:00:00Z'),
      answer(ben, b0, false, '2026-11-23T08:00:00Z'),
    ]);
    const first = await countsKeptAndCounted(db);
    expect(first.kept).toEqual(first.counted);
    expect(first.counted.reduce((sum, row) => sum + row.n, 0)).toBe(4);

    // Days later: known cards move on, a learning card twice in one batch, and one new card.
    await stats.recordAnswers([
      answer(anna, a0, true, '2026-11-25T08:00:00Z'),
      answer(anna, a0, true, '2026-11-25T08:20:00Z'),
      answer(anna, a1, true, '2026-11-27T08:00:00Z'),
      answer(anna, a3, false, '2026-11-27T08:00:00Z'),
      answer(ben, b0, true, '2026-11-27T08:00:00Z'),
    ]);
    const moved = await countsKeptAndCounted(db);
    expect(moved.kept).toEqual(moved.counted);
    expect(new Set(moved.counted.map((row) => row.state)).size).toBeGreaterThan(1);

    await db.deleteFrom('exercises').where('id', 'in', [a1, a3]).execute();
    const removed = await countsKeptAndCounted(db);
    expect(removed.kept).toEqual(removed.counted);
    expect(removed.counted.reduce((sum, row) => sum + row.n, 0)).toBe(3);
  });
});
