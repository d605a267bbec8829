import path from 'node:path';
import { ANSWER_LOG_DAYS, STORED_ANSWER_LENGTH } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/migrate';
import { logIdTime, newId } from '../../lib/ids';
import { buildCard, signInAs } from '../../test/factories';
import { buildTestApp, createTestDatabase, ENGINES, type TestApp, TestClient, testConfig } from '../../test/test-app';
import { buildPupilWithSet } from '../learnsets/learnsets.test-helpers';

const DAY = 24 * 3600 * 1000;

describe.each(ENGINES)("the answers log keeps no more than the pupil's learning needs, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it(`keeps the first ${STORED_ANSWER_LENGTH} characters of a long answer, and counts it whole`, async () => {
    const pupil = await buildPupilWithSet(t.db.handle.db, 1);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, pupil.userId);
    // 9,000 UTF-16 units, 6,000 characters: the cap counts characters, and no emoji is cut in half.
    const essay = 'Zelle 🧬 '.repeat(750);
    const res = await client.post(`/api/v1/learnsets/answer/${pupil.exercises[0]}`, { answer: essay, value: true });
    expect(res.json()).toEqual({ status: 'success' });

    const [row] = await t.db.handle.db
      .selectFrom('answers')
      .select('answer')
      .where('user_id', '=', pupil.userId)
      .execute();
    expect([...(row?.answer ?? '')]).toHaveLength(STORED_ANSWER_LENGTH);
    expect(row?.answer).toBe([...essay].slice(0, STORED_ANSWER_LENGTH).join(''));
    const card = await t.db.handle.db
      .selectFrom('card_states')
      .select(['correct', 'wrong'])
      .where('user_id', '=', pupil.userId)
      .executeTakeFirst();
    expect(card).toEqual({ correct: 1, wrong: 0 });
  });
});

describe.each(ENGINES)('the answers log forgets old answers, on %s', (engine) => {
  it(`deletes answers logged more than ${ANSWER_LOG_DAYS} days ago once the server runs, and keeps the cards`, async () => {
    const database = await createTestDatabase(engine);
    const db = database.handle.db;
    const pupil = await buildPupilWithSet(db, 1);
    const exerciseId = pupil.exercises[0] as string;
    await buildCard(db, pupil.userId, exerciseId, { correct: 7, wrong: 2 });
    const logged = async (daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * DAY);
      const id = logIdTime(at.getTime()) + newId(9);
      await db
        .insertInto('answers')
        .values({
          id,
          user_id: pupil.userId,
          exercise_id: exerciseId,
          answer: 'a',
          value: 1,
          at: at.toISOString(),
          client_id: null,
          mode: null,
        })
        .execute();
      return id;
    };
    const old = await logged(ANSWER_LOG_DAYS + 1);
    const recent = await logged(ANSWER_LOG_DAYS - 1);
    const ids = async () => (await db.selectFrom('answers').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(await ids()).toEqual([old, recent]);

    const app = await buildApp({
      config: testConfig(database.dataDir, { DATABASE_URL: database.databaseUrl ?? '' }),
      database: database.handle,
      logger: false,
      webDist: path.join(database.dataDir, 'no-web'),
    });
    try {
      await app.ready();
      await expect.poll(ids, { timeout: 60_000 }).toEqual([recent]);
      const card = await db.selectFrom('card_states').select(['correct', 'wrong']).executeTakeFirst();
      expect(card).toEqual({ correct: 7, wrong: 2 });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe.each(ENGINES)('the answers logged before this version, on %s', (engine) => {
  it(`are cut to ${STORED_ANSWER_LENGTH} characters by the migration`, async () => {
    const database = await createTestDatabase(engine, '2026-11-27-0016-statistics-in-card-states');
    try {
      const db = database.handle.db;
      const pupil = await buildPupilWithSet(db, 1);
      const long = 'Mitose 🔬 '.repeat(200);
      const before: Array<[id: string, answer: string]> = [
        ['lang', long],
        ['kurz', 'Meiose'],
      ];
      for (const [id, answer] of before) {
        await db
          .insertInto('answers')
          .values({
            id,
            user_id: pupil.userId,
            exercise_id: pupil.exercises[0] as string,
            answer,
            value: 0,
            at: new Date().toISOString(),
            client_id: null,
            mode: null,
          })
          .execute();
      }
      await migrateToLatest(db);
      const rows = await db.selectFrom('answers').select(['id', 'answer']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'kurz', answer: 'Meiose' },
        { id: 'lang', answer: [...long].slice(0, STORED_ANSWER_LENGTH).join('') },
      ]);
    } finally {
      await database.handle.db.destroy();
      await database.drop();
    }
  });
});
