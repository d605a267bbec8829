import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { buildPupilWithSet } from '../learnsets/learnsets.test-helpers';

/**
 * The week of 23 to 29 March 2026: Zurich moves from winter time (UTC+1) to summer time (UTC+2)
 * on Sunday the 29th at 02:00, so its days begin at 23:00 UTC the evening before, and the next
 * Monday at 22:00 UTC.
 */
const SUNDAY_NOON = new Date('2026-03-29T10:00:00Z');
const WEEK = ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29'];

describe.each(ENGINES)('the study week on %s', (engine) => {
  let t: TestApp;
  let now = SUNDAY_NOON;
  beforeAll(async () => {
    t = await buildTestApp(engine, {}, {}, { now: () => now });
  });
  afterAll(async () => t.close());

  async function pupilAnswering(times: string[]) {
    const { userId, exercises } = await buildPupilWithSet(t.db.handle.db, 1);
    for (const at of times) {
      await t.db.handle.db
        .insertInto('answers')
        .values({
          id: newId(),
          user_id: userId,
          exercise_id: exercises[0] as string,
          answer: 'x',
          value: 1,
          at,
          client_id: null,
          mode: 'review',
        })
        .execute();
    }
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
    return client;
  }

  const week = async (client: TestClient) => (await client.get('/api/v1/study/week')).json();
  const studiedDays = (reply: { days: Array<{ day: string; studied: boolean }> }) =>
    reply.days.filter((d) => d.studied).map((d) => d.day);

  it('marks the Zurich days, Monday to Sunday, with any answer, by the time answered', async () => {
    now = SUNDAY_NOON;
    const client = await pupilAnswering([
      '2026-03-22T22:59:59.999Z', // Sunday 23:59 of the week before: not this week
      '2026-03-22T23:00:00.000Z', // Monday 00:00
      '2026-03-24T22:59:59.000Z', // Tuesday 23:59:59
      '2026-03-24T23:10:00.000Z', // Wednesday 00:10, though the 24th in UTC
      '2026-03-24T23:30:00.000Z', // Wednesday again: one day
      '2026-03-28T23:00:00.000Z', // Sunday 00:00 (still winter time)
      '2026-03-29T21:59:59.000Z', // Sunday 23:59:59 summer time: the last instant of the week
      '2026-03-29T22:00:00.000Z', // next Monday 00:00
    ]);
    const reply = await week(client);
    expect(reply).toMatchObject({ status: 'success', goal: null, today: '2026-03-29' });
    expect(reply.days.map((d: { day: string }) => d.day)).toEqual(WEEK);
    expect(studiedDays(reply)).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-29']);
  });

  it("counts only the pupil's own answers and carries their weekly goal", async () => {
    now = SUNDAY_NOON;
    await pupilAnswering(['2026-03-26T10:00:00.000Z']);
    const client = await pupilAnswering(['2026-03-27T10:00:00.000Z']);
    expect((await client.post('/api/v1/account/settings/week-goal', { weekGoal: 5 })).statusCode).toBe(200);
    const reply = await week(client);
    expect(reply.goal).toBe(5);
    expect(studiedDays(reply)).toEqual(['2026-03-27']);
  });

  it('starts every week fresh: on Monday no day is marked, whatever the week before held', async () => {
    const client = await pupilAnswering(WEEK.map((day) => `${day}T12:00:00.000Z`));
    now = SUNDAY_NOON;
    expect(studiedDays(await week(client))).toEqual(WEEK);
    now = new Date('2026-03-29T22:30:00Z'); // Monday 00:30 in Zurich
    const monday = await week(client);
    expect(monday.today).toBe('2026-03-30');
    expect(monday.days[0].day).toBe('2026-03-30');
    expect(studiedDays(monday)).toEqual([]);
  });

  it('is for signed-in pupils only', async () => {
    now = SUNDAY_NOON;
    const res = await new TestClient(t.app).get('/api/v1/study/week');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sie müssen angemeldet sein.');
  });
});
