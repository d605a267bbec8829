import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';

const URL = '/api/v1/account/settings/week-goal';
const SAVED = 'Ihr Wochenziel wurde aktualisiert.';
const INVALID = 'Das Wochenziel muss zwischen 1 und 7 Tagen liegen.';

describe.each(ENGINES)('the weekly goal setting on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    userId = (await buildUser(t.db.handle.db)).id;
    client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
  });

  const weekGoal = async (who = client) => (await who.get('/api/v1/account')).json().info.weekGoal;
  const stored = async () =>
    (await t.db.handle.db.selectFrom('users').select('week_goal').where('id', '=', userId).executeTakeFirstOrThrow())
      .week_goal;

  it('is off until chosen, then the chosen days in the account reply of every session, and off again', async () => {
    expect(await weekGoal()).toBeNull();
    for (const days of [1, 5, 7]) {
      const res = await client.post(URL, { weekGoal: days });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: SAVED });
      expect(await stored()).toBe(days);
    }
    const phone = new TestClient(t.app);
    await signInAs(t.db.handle.db, phone, userId);
    expect(await weekGoal(phone)).toBe(7);
    expect((await client.post(URL, { weekGoal: null })).json().message).toBe(SAVED);
    expect(await weekGoal(phone)).toBeNull();
    expect(await stored()).toBeNull();
  });

  it.each([[{ weekGoal: 0 }], [{ weekGoal: 8 }], [{ weekGoal: 2.5 }], [{ weekGoal: '3' }], [{ weekGoal: -1 }], [{}]])(
    'refuses %j with a German message and changes nothing',
    async (body) => {
      await client.post(URL, { weekGoal: 3 });
      const res = await client.post(URL, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: INVALID });
      expect(await stored()).toBe(3);
    },
  );

  it('needs an account, as the other settings do', async () => {
    const res = await new TestClient(t.app).post(URL, { weekGoal: 3 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sie müssen angemeldet sein.');
  });
});
