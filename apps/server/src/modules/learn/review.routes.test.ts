import { randomUUID } from 'node:crypto';
import { type ReviewMemoryReply, toZurichDay } from '@app/shared';
import { reviewCard } from '@app/shared/learnsets/memory-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { buildLearnset } from '../learnsets/learnsets.test-helpers';

const DAY = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(ENGINES)('the review calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  async function pupil() {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    const setId = await buildLearnset(t.db.handle.db, user.id);
    const exercises = (
      await t.db.handle.db
        .selectFrom('exercises')
        .select('id')
        .where('set_id', '=', setId)
        .orderBy('position')
        .execute()
    ).map((r) => r.id);
    const answer = (i: number, value: boolean, at: string) =>
      client.post(`/api/v1/learnsets/answer/${exercises[i]}`, { answer: 'x', value, at });
    return { client, setId, exercises, answer };
  }

  it('counts due, new, learning and review cards, and says when the next one comes', async () => {
    const { client, answer } = await pupil();
    expect((await client.get('/api/v1/review/summary')).json()).toEqual({
      status: 'success',
      due: 0,
      new: 0,
      learning: 0,
      review: 0,
      next: null,
    });
    await answer(0, false, ago(0)); // back in ten minutes: learning, not due yet
    await answer(1, true, ago(0)); // graduates: review, due in days
    const summary = (await client.get('/api/v1/review/summary')).json();
    expect(summary).toMatchObject({ status: 'success', due: 0, new: 1, learning: 1, review: 1 });
    expect(summary.next).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/);
  });

  it('lists the cards due now, most overdue first, in the bulk shape with statistics', async () => {
    const { client, setId, exercises, answer } = await pupil();
    await answer(0, true, ago(4 * DAY)); // due about two days ago
    await answer(1, false, ago(3 * DAY)); // due three days ago plus ten minutes
    await answer(2, true, ago(0)); // not due
    const reply = (await client.get('/api/v1/review/due?limit=10')).json();
    expect(reply.exercises.map((e: { id_: string }) => e.id_)).toEqual([exercises[1], exercises[0]]);
    expect(reply.learnsets.map((s: { id_: string }) => s.id_)).toEqual([setId]);
    expect(reply.stats[exercises[1] as string]).toEqual({ correct: 0, wrong: 1 });
    expect((await client.get('/api/v1/review/summary')).json().due).toBe(2);
    expect((await client.get('/api/v1/review/due?limit=1')).json().exercises).toHaveLength(1);
  });

  it('reports per set the new, learning and known cards and what comes due in the next 7 days', async () => {
    const { client, setId, answer } = await pupil();
    await answer(0, true, ago(0)); // known, due in about two days
    await answer(1, false, ago(0)); // learning, due in ten minutes
    const reply = (await client.get(`/api/v1/learnsets/progress/${setId}`)).json();
    expect(reply.progress).toHaveLength(1);
    const [progress] = reply.progress;
    expect(progress).toMatchObject({ set_id: setId, new: 1, learning: 1, known: 1 });
    expect(progress.dueByDay).toHaveLength(7);
    // The wrong one is back in ten minutes: today, unless that crosses Zurich midnight.
    const soon = toZurichDay(new Date(Date.now() + 10 * 60_000));
    expect(progress.dueByDay.find((d: { day: string }) => d.day === soon)?.due).toBeGreaterThanOrEqual(1);
    expect(progress.dueByDay.reduce((n: number, d: { due: number }) => n + d.due, 0)).toBe(2);
    expect((await new TestClient(t.app).get(`/api/v1/learnsets/progress/${setId}`)).statusCode).toBe(401);
  });

  it('tells per set how many exercises are mastered and, per study mode, answered and right at the latest', async () => {
    const { client, setId, exercises } = await pupil();
    const other = await pupil();
    const answer = (i: number, value: boolean, mode: string, secondsAgo: number, by = client, ids = exercises) =>
      by.post(`/api/v1/learnsets/answer/${ids[i]}`, { answer: 'x', value, mode, at: ago(secondsAgo * 1000) });
    expect((await client.get(`/api/v1/learnsets/progress/${setId}`)).json().progress[0]).toMatchObject({
      mastered: 0,
      modes: { cards: { answered: 0, right: 0 }, test: { answered: 0, right: 0 }, match: { answered: 0, right: 0 } },
    });
    await answer(0, true, 'cards', 50);
    await answer(1, false, 'cards', 40);
    await answer(1, true, 'cards', 30); // the latest counts: right
    await answer(2, true, 'test', 20);
    await answer(2, false, 'test', 10); // the latest counts: wrong
    await answer(0, true, 'match', 5);
    await answer(1, true, 'learn', 4); // learn mode has its own figure: mastered
    // Someone else's answers in the same set change nothing here.
    await answer(2, true, 'cards', 3, other.client, exercises);
    const [progress] = (await client.get(`/api/v1/learnsets/progress/${setId}`)).json().progress;
    expect(progress).toMatchObject({
      set_id: setId,
      // Exercise 0: 2 right; exercise 1: 2 right, 1 wrong; exercise 2: 1 right, 1 wrong.
      mastered: 2,
      modes: { cards: { answered: 2, right: 2 }, test: { answered: 1, right: 0 }, match: { answered: 1, right: 1 } },
    });
  });

  it("counts a review session's answers once each, also when every one is sent twice, and then nothing is due", async () => {
    const { client, exercises, answer } = await pupil();
    for (let i = 0; i < 3; i++) await answer(i, true, ago(5 * DAY));
    expect((await client.get('/api/v1/review/summary')).json().due).toBe(3);
    const due = (await client.get('/api/v1/review/due?limit=10')).json().exercises as Array<{ id_: string }>;
    expect(due).toHaveLength(3);
    for (const card of due) {
      // The browser resends an answer whose reply was lost: same id, same time.
      const body = { answer: 'x', value: true, id: randomUUID(), at: ago(0), mode: 'review' };
      const [first, again] = await Promise.all([
        client.post(`/api/v1/learnsets/answer/${card.id_}`, body),
        client.post(`/api/v1/learnsets/answer/${card.id_}`, body),
      ]);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    }
    const reviews = await t.db.handle.db
      .selectFrom('answers')
      .select('exercise_id')
      .where('exercise_id', 'in', exercises)
      .where('mode', '=', 'review')
      .execute();
    expect(reviews.map((r) => r.exercise_id).sort()).toEqual([...exercises].sort());
    const summary = (await client.get('/api/v1/review/summary')).json();
    expect(summary.due).toBe(0);
    expect(summary.next).not.toBeNull();
    expect((await client.get('/api/v1/review/due?limit=10')).json().exercises).toEqual([]);
  });

  it('refuses a bad limit in German, and visitors', async () => {
    const { client } = await pupil();
    const bad = await client.get('/api/v1/review/due?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Die Anzahl muss mindestens 1 sein.');
    expect((await new TestClient(t.app).get('/api/v1/review/summary')).statusCode).toBe(401);
  });

  it('keeps the summary true when cards leave: an exercise edited away and a whole set removed', async () => {
    const { client, setId, exercises, answer } = await pupil();
    await answer(0, true, ago(4 * DAY)); // review, due
    await answer(1, false, ago(0)); // learning
    const db = t.db.handle.db;
    const second = await buildLearnset(
      db,
      (await db.selectFrom('learnsets').select('owner_id').where('id', '=', setId).executeTakeFirstOrThrow()).owner_id,
    );
    const other = await db.selectFrom('exercises').select('id').where('set_id', '=', second).execute();
    await client.post(`/api/v1/learnsets/answer/${other[0]?.id}`, { answer: 'x', value: true, at: ago(0) });
    expect((await client.get('/api/v1/review/summary')).json()).toMatchObject({
      due: 1,
      new: 3,
      learning: 1,
      review: 2,
    });

    await db
      .deleteFrom('exercises')
      .where('id', '=', exercises[0] as string)
      .execute();
    await db.updateTable('learnsets').set({ size: 2 }).where('id', '=', setId).execute();
    expect((await client.get('/api/v1/review/summary')).json()).toMatchObject({
      due: 0,
      new: 3,
      learning: 1,
      review: 1,
    });

    await db.deleteFrom('learnsets').where('id', '=', second).execute();
    expect((await client.get('/api/v1/review/summary')).json()).toMatchObject({
      due: 0,
      new: 1,
      learning: 1,
      review: 0,
    });
  });

  it("sends a set's memory state for reviewing offline, and the device's scheduler agrees with the server's", async () => {
    const { client, setId, exercises, answer } = await pupil();
    expect((await client.get(`/api/v1/review/memory/${setId}`)).json()).toEqual({
      status: 'success',
      retention: 0.9,
      exams: [],
      cards: [],
    });
    await answer(0, true, ago(5 * DAY));
    await answer(1, false, ago(4 * DAY));
    const before = (await client.get(`/api/v1/review/memory/${setId}`)).json() as ReviewMemoryReply;
    expect(before.cards.map((c) => [c.exercise_id, c.set_id])).toEqual(
      [exercises[0], exercises[1]].sort().map((id) => [id, setId]),
    );
    const due = (await client.get('/api/v1/review/due?limit=10')).json() as { exercises: Array<{ id_: string }> };
    expect(due.exercises.map((e) => e.id_).sort()).toEqual(
      before.cards.filter((c) => new Date(c.due) <= new Date()).map((c) => c.exercise_id),
    );

    // The same review, once on the device from the kept state and once on the server.
    const at = ago(DAY);
    const kept = before.cards.find((c) => c.exercise_id === exercises[1]);
    const { exercise_id: _e, set_id: _s, ...memory } = kept ?? before.cards[0]!;
    const onDevice = reviewCard(memory, true, new Date(at), before.retention);
    await answer(1, true, at);
    const after = (await client.get(`/api/v1/review/memory/${setId}`)).json() as ReviewMemoryReply;
    const { exercise_id: _e2, set_id: _s2, ...onServer } = after.cards.find((c) => c.exercise_id === exercises[1])!;
    // PostgreSQL keeps the two floats as `real`: equal to six digits, and the same day and state.
    const { stability, difficulty, ...exact } = onDevice;
    expect(onServer).toMatchObject(exact);
    expect(onServer.stability).toBeCloseTo(stability, 5);
    expect(onServer.difficulty).toBeCloseTo(difficulty, 5);
    expect(new Date(onServer.due).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses the memory state to visitors', async () => {
    const { setId } = await pupil();
    expect((await new TestClient(t.app).get(`/api/v1/review/memory/${setId}`)).statusCode).toBe(401);
  });
});
