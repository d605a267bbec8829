import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { buildLearnset } from './learnsets.test-helpers';

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

  it('refuses a bad limit in German, and visitors', async () => {
    const { client } = await pupil();
    const bad = await client.get('/api/v1/review/due?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Die Anzahl muss mindestens 1 sein.');
    expect((await new TestClient(t.app).get('/api/v1/review/summary')).statusCode).toBe(401);
  });
});
