import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswersRepository } from '../modules/learn/answers.repository';
import { buildPupilWithSet } from '../modules/learnsets/learnsets.test-helpers';
import { buildCard } from '../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-app';
import type { Db } from './connection';
import { migrateToLatest } from './migrate';

const BEFORE = '2026-11-27-0015-card-counts-per-statement';

const cards = (db: Db) =>
  db.selectFrom('card_states').select(['exercise_id', 'correct', 'wrong', 'state', 'reps', 'due']).execute();
/** Ids are random, and each engine orders text by its own collation: sorted here, by code point. */
const byExercise = (a: { exercise_id: string }, b: { exercise_id: string }) =>
  a.exercise_id < b.exercise_id ? -1 : a.exercise_id > b.exercise_id ? 1 : 0;
const counts = (db: Db) =>
  db.selectFrom('card_counts').select(['state', 'n']).where('n', '<>', 0).orderBy('state').execute();
const statistics = async (db: Db) =>
  (
    await sql<{ exercise_id: string; correct: number; wrong: number }>`
      select exercise_id, correct, wrong from statistics`.execute(db)
  ).rows
    .map((row) => ({ ...row, correct: Number(row.correct), wrong: Number(row.wrong) }))
    .sort(byExercise);

describe.each(ENGINES)('statistics moved into the cards, on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, BEFORE);
  });
  afterAll(async () => t.drop());

  it('keeps every count, makes new cards of counts from before the memory model, and goes back', async () => {
    const db = t.handle.db;
    const { userId, exercises } = await buildPupilWithSet(db, 3);
    const [learnt, countedOnly, other] = exercises.map((id) => id) as [string, string, string];
    // One card answered with the memory model, one only before it (counts without a memory state).
    await sql`insert into statistics (user_id, exercise_id, correct, wrong)
              values (${userId}, ${learnt}, 3, 1), (${userId}, ${countedOnly}, 2, 0)`.execute(db);
    await buildCard(db, userId, learnt, { due: '2026-11-28T08:00:00.000Z', state: 1 });
    const migrated = new Date().toISOString();

    await migrateToLatest(db);
    const sorted = [
      { exercise_id: learnt, correct: 3, wrong: 1, state: 1, reps: 1, due: '2026-11-28T08:00:00.000Z' },
      { exercise_id: countedOnly, correct: 2, wrong: 0, state: 0, reps: 0, due: expect.any(String) },
    ].sort(byExercise);
    const after = await cards(db);
    expect(after.map((c) => ({ ...c, correct: Number(c.correct), wrong: Number(c.wrong) })).sort(byExercise)).toEqual(
      sorted,
    );
    expect((after.find((c) => c.exercise_id === countedOnly)?.due ?? '') >= migrated).toBe(true);
    expect(await counts(db)).toEqual([
      { state: 0, n: 1 },
      { state: 1, n: 1 },
    ]);

    // Back: the counts in their own table again, the card made from counts alone gone.
    await migrateToLatest(db, BEFORE);
    expect(await statistics(db)).toEqual(
      [
        { exercise_id: learnt, correct: 3, wrong: 1 },
        { exercise_id: countedOnly, correct: 2, wrong: 0 },
      ].sort(byExercise),
    );
    expect((await db.selectFrom('card_states').select('exercise_id').execute()).map((c) => c.exercise_id)).toEqual([
      learnt,
    ]);
    expect(await counts(db)).toEqual([{ state: 1, n: 1 }]);

    // And forth again: an answer to the card made from counts moves it on and adds to its counts.
    await migrateToLatest(db);
    await new AnswersRepository(db).recordAnswers([
      { id: 'a1', userId, exerciseId: countedOnly, answer: 'x', correct: true, at: new Date('2026-11-28T09:00:00Z') },
      { id: 'a2', userId, exerciseId: other, answer: 'y', correct: false, at: new Date('2026-11-28T09:00:00Z') },
    ]);
    const answered = await cards(db);
    expect(answered.find((c) => c.exercise_id === countedOnly)).toMatchObject({ correct: 3, wrong: 0, reps: 1 });
    expect(answered.find((c) => c.exercise_id === other)).toMatchObject({ correct: 0, wrong: 1, reps: 1 });
    expect((await counts(db)).map((c) => c.state)).not.toContain(0);

    // The key serves the cascade of an exercise, the due index that of an account.
    await db.deleteFrom('exercises').where('id', '=', learnt).execute();
    expect((await cards(db)).map((c) => c.exercise_id)).not.toContain(learnt);
    await db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await cards(db)).toEqual([]);
  });
});
