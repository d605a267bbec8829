import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connection';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { buildLearnset, sampleExercises } from '../learnsets/learnsets.test-helpers';

describe.each(ENGINES)('learn-mode answers on %s', (engine) => {
  let t: TestApp;
  let ownerId: string;
  let setA: string;
  let setB: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    ownerId = (await buildUser(t.db.handle.db, { name: 'Lea Lehrer' })).id;
    setA = await buildLearnset(t.db.handle.db, ownerId, sampleExercises(3), { title: 'Verben' });
    setB = await buildLearnset(t.db.handle.db, ownerId, sampleExercises(2), { title: 'Nomen' });
  });
  afterAll(async () => t.close());

  const db = () => t.db.handle.db;
  const exerciseIds = async (setId: string) =>
    (await db().selectFrom('exercises').select('id').where('set_id', '=', setId).orderBy('position').execute()).map(
      (r) => r.id,
    );
  const signedIn = async () => {
    const client = new TestClient(t.app);
    const user = await buildUser(db());
    await signInAs(db(), client, user.id);
    return { client, userId: user.id };
  };
  const statsOf = (userId: string) =>
    db()
      .selectFrom('card_states')
      .select(['exercise_id', 'correct', 'wrong'])
      .where('user_id', '=', userId)
      .orderBy('exercise_id')
      .execute();

  it("counts a signed-in user's answers and returns them with the sets", async () => {
    const { client, userId } = await signedIn();
    const [first, second] = await exerciseIds(setA);
    for (const value of [true, true, false]) {
      const res = await client.post(`/api/v1/learnsets/answer/${first}`, { answer: 'Antwort 1', value });
      expect(res.json()).toEqual({ status: 'success' });
    }
    await client.post(`/api/v1/learnsets/answer/${second}`, { answer: 'falsch', value: false });
    const { stats } = (await client.get(`/api/v1/learnsets/bulk/${setA}.${setB}`)).json();
    expect(stats).toEqual({
      [first as string]: { correct: 2, wrong: 1 },
      [second as string]: { correct: 0, wrong: 1 },
    });
    const log = await db().selectFrom('answers').selectAll().where('user_id', '=', userId).execute();
    expect(log).toHaveLength(4);
    expect(log.filter((row) => row.value === 0).map((row) => row.answer)).toContain('falsch');
  });

  it('writes nothing for an unknown exercise (404), a visitor (401) or a bad body (400)', async () => {
    const { client, userId } = await signedIn();
    const unknown = await client.post('/api/v1/learnsets/answer/gibtesnicht', { answer: 'x', value: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Diese Übung existiert nicht.');
    const [first] = await exerciseIds(setB);
    const bad = await client.post(`/api/v1/learnsets/answer/${first}`, { answer: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(await statsOf(userId)).toEqual([]);
    const visitor = await new TestClient(t.app).post(`/api/v1/learnsets/answer/${first}`, { answer: 'x', value: true });
    expect(visitor.statusCode).toBe(401);
    expect(
      await db()
        .selectFrom('answers')
        .select('id')
        .where('exercise_id', '=', first as string)
        .execute(),
    ).toEqual([]);
  });

  it('loses no answer when 200 arrive at once', async () => {
    const { client, userId } = await signedIn();
    const [first, second] = await exerciseIds(setA);
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client.post(`/api/v1/learnsets/answer/${i % 4 === 0 ? second : first}`, { answer: 'a', value: i % 3 === 0 }),
      ),
    );
    const expected: Record<string, { correct: number; wrong: number }> = {};
    for (let i = 0; i < 200; i++) {
      const counts = (expected[(i % 4 === 0 ? second : first) as string] ??= { correct: 0, wrong: 0 });
      if (i % 3 === 0) counts.correct++;
      else counts.wrong++;
    }
    const rows = await statsOf(userId);
    expect(
      Object.fromEntries(rows.map((row) => [row.exercise_id, { correct: row.correct, wrong: row.wrong }])),
    ).toEqual(expected);
    const log = await db().selectFrom('answers').select('id').where('user_id', '=', userId).execute();
    expect(log).toHaveLength(200);
  });

  it('counts exactly across two server instances on one database', async () => {
    const second = openDatabase({ databaseUrl: t.db.databaseUrl, dataDir: t.db.dataDir });
    const other = await buildApp({ config: t.config, database: second, logger: false, webDist: '/nonexistent' });
    await other.ready();
    try {
      const learners = await Promise.all(Array.from({ length: 20 }, () => signedIn()));
      const [exercise] = await exerciseIds(setB);
      await Promise.all(
        learners.flatMap(({ client }) =>
          Array.from({ length: 10 }, (_, i) => {
            const target = i % 2 ? client : Object.assign(new TestClient(other), { cookies: client.cookies });
            return target.post(`/api/v1/learnsets/answer/${exercise}`, { answer: 'a', value: i < 5 });
          }),
        ),
      );
      for (const { userId } of learners) expect(await statsOf(userId)).toMatchObject([{ correct: 5, wrong: 5 }]);
    } finally {
      await other.close();
    }
  });

  it('throttles a flood of answers with 429 and counts only the allowed ones', async () => {
    const { client, userId } = await signedIn();
    const [first] = await exerciseIds(setB);
    for (let i = 0; i < 60; i++) {
      await Promise.all(
        Array.from({ length: 10 }, () =>
          client.post(`/api/v1/learnsets/answer/${first}`, { answer: 'a', value: true }),
        ),
      );
    }
    const refused = await client.post(`/api/v1/learnsets/answer/${first}`, { answer: 'a', value: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Zu viele Anfragen');
    expect(await statsOf(userId)).toMatchObject([{ correct: 600, wrong: 0 }]);
  });
});
