import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../lib/throttle';
import { signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { LearnAnswerService } from './learn-answer.service';
import { AnswersRepository } from './answers.repository';
import { buildPupilWithSet } from '../learnsets/learnsets.test-helpers';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(ENGINES)('memory model and answers sent twice, on %s', (engine) => {
  let t: TestApp;
  let stats: AnswersRepository;
  let answers: LearnAnswerService;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    stats = new AnswersRepository(t.db.handle.db);
    answers = new LearnAnswerService(t.db.handle, await Throttle.open(t.db.handle.db));
  });
  afterAll(async () => t.close());

  const pupilWithSet = () => buildPupilWithSet(t.db.handle.db);

  it('brings a card answered wrong back within minutes, and one answered right not before the day after tomorrow', async () => {
    const { userId, exercises } = await pupilWithSet();
    const [wrong = '', right = ''] = exercises;
    const monday = new Date('2026-11-23T08:00:00Z');
    await answers.record(userId, wrong, { answer: 'x', value: false }, monday);
    await answers.record(userId, right, { answer: 'y', value: true }, monday);
    const wrongDue = new Date((await stats.cardState(userId, wrong))?.due ?? 0).getTime() - monday.getTime();
    const rightDue = new Date((await stats.cardState(userId, right))?.due ?? 0).getTime() - monday.getTime();
    expect(wrongDue).toBeGreaterThan(0);
    expect(wrongDue).toBeLessThanOrEqual(15 * MINUTE);
    expect(rightDue).toBeGreaterThan(1 * DAY);
  });

  it("follows the pupil's learning goal: 95 % brings a known card back sooner than 80 %, and the setting is checked", async () => {
    const due = async (retention: number) => {
      const { userId, exercises } = await pupilWithSet();
      const client = new TestClient(t.app);
      await signInAs(t.db.handle.db, client, userId);
      const saved = await client.post('/api/v1/account/settings/retention', { retention });
      expect(saved.json()).toEqual({ status: 'success', message: 'Ihr Lernziel wurde aktualisiert.' });
      expect((await client.get('/api/v1/account')).json().info.retention).toBe(retention);
      const monday = new Date('2026-11-23T08:00:00Z');
      await answers.record(userId, exercises[0] ?? '', { answer: 'a', value: true }, monday);
      await answers.record(userId, exercises[0] ?? '', { answer: 'a', value: true }, new Date('2026-11-26T08:00:00Z'));
      return new Date((await stats.cardState(userId, exercises[0] ?? ''))?.due ?? 0).getTime();
    };
    expect(await due(0.95)).toBeLessThan(await due(0.8));
    const { userId } = await pupilWithSet();
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
    const refused = await client.post('/api/v1/account/settings/retention', { retention: 0.5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Das Lernziel muss zwischen 80 % und 95 % liegen.');
  });

  it('counts an answer posted 50 times at once with the same id exactly once', async () => {
    const { userId, exercises } = await pupilWithSet();
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
    const id = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        client.post(`/api/v1/learnsets/answer/${exercises[0]}`, { answer: 'Hund', value: true, id, mode: 'learn' }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const row = await t.db.handle.db
      .selectFrom('card_states')
      .select(['correct', 'wrong'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    expect(row).toEqual({ correct: 1, wrong: 0 });
    expect((await stats.cardState(userId, exercises[0] ?? ''))?.reps).toBe(1);
    const logged = await t.db.handle.db.selectFrom('answers').select('mode').where('user_id', '=', userId).execute();
    expect(logged).toEqual([{ mode: 'learn' }]);
  });

  it("keeps old clients' answers counting: without an id every post counts", async () => {
    const { userId, exercises } = await pupilWithSet();
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
    for (let i = 0; i < 2; i++) {
      expect(
        (await client.post(`/api/v1/learnsets/answer/${exercises[1]}`, { answer: 'a', value: false })).statusCode,
      ).toBe(200);
    }
    const row = await t.db.handle.db
      .selectFrom('card_states')
      .select('wrong')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    expect(row?.wrong).toBe(2);
  });

  it('takes the time an answer was given, clamped to the last 30 days and never in the future', async () => {
    const { userId, exercises } = await pupilWithSet();
    const now = new Date('2026-11-24T12:00:00Z');
    await answers.record(
      userId,
      exercises[0] ?? '',
      { answer: 'a', value: true, at: '2026-11-24T09:00:00+01:00' },
      now,
    );
    await answers.record(userId, exercises[1] ?? '', { answer: 'a', value: true, at: '2027-01-01T00:00:00Z' }, now);
    await answers.record(userId, exercises[2] ?? '', { answer: 'a', value: true, at: '2026-01-01T00:00:00Z' }, now);
    const reviewed = async (i: number) => (await stats.cardState(userId, exercises[i] ?? ''))?.last_review;
    expect(await reviewed(0)).toBe('2026-11-24T08:00:00.000Z');
    expect(await reviewed(1)).toBe(now.toISOString());
    expect(await reviewed(2)).toBe('2026-10-25T12:00:00.000Z');
  });

  it('refuses a malformed answer id, mode or time in German and counts nothing', async () => {
    const { userId, exercises } = await pupilWithSet();
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
    const url = `/api/v1/learnsets/answer/${exercises[0]}`;
    const bad = [
      [{ answer: 'a', value: true, id: 'nicht-eine-uuid' }, 'Die Kennung der Antwort ist ungültig.'],
      [{ answer: 'a', value: true, mode: 'raten' }, 'Unbekannter Lernmodus.'],
      [{ answer: 'a', value: true, at: 'gestern' }, 'Der Zeitpunkt der Antwort ist ungültig.'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await client.post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.handle.db.selectFrom('answers').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('writes answers that arrive together in one go: the same card twice moves on twice, an unknown exercise alone fails', async () => {
    const { userId, exercises } = await pupilWithSet();
    const other = await pupilWithSet();
    const monday = new Date('2026-11-23T08:00:00Z');
    const results = await Promise.allSettled([
      answers.record(userId, exercises[0] ?? '', { answer: 'a', value: false }, monday),
      answers.record(userId, exercises[0] ?? '', { answer: 'b', value: true }, monday),
      answers.record(userId, 'gibt-es-nicht', { answer: 'c', value: true }, monday),
      answers.record(other.userId, other.exercises[1] ?? '', { answer: 'd', value: true }, monday),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason.message).toBe('Diese Übung existiert nicht.');
    const row = await t.db.handle.db
      .selectFrom('card_states')
      .select(['correct', 'wrong'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    expect(row).toEqual({ correct: 1, wrong: 1 });
    expect((await stats.cardState(userId, exercises[0] ?? ''))?.reps).toBe(2);
    expect((await stats.cardState(other.userId, other.exercises[1] ?? ''))?.reps).toBe(1);
  });
});
