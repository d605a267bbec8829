import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';

const URL = '/api/v1/account/settings/reminder';
const SAVED = 'Ihre Einstellung zur Lern-Erinnerung wurde aktualisiert.';
const INVALID = 'Die Einstellung zur Lern-Erinnerung ist ungültig.';

describe.each(ENGINES)('the learning-reminder setting on %s', (engine) => {
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

  const reminder = async (who = client) => (await who.get('/api/v1/account')).json().info.reminder;
  const stored = async () =>
    (await t.db.handle.db.selectFrom('users').select('reminder').where('id', '=', userId).executeTakeFirstOrThrow())
      .reminder;

  it('is off until chosen, then on in the account reply of every session, and off again', async () => {
    expect(await reminder()).toBe(false);
    const res = await client.post(URL, { reminder: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: SAVED });
    expect(await stored()).toBe(1);
    const phone = new TestClient(t.app);
    await signInAs(t.db.handle.db, phone, userId);
    expect(await reminder(phone)).toBe(true);
    await client.post(URL, { reminder: false });
    expect(await reminder(phone)).toBe(false);
  });

  it.each([[{ reminder: 'ja' }], [{}], [{ reminder: 1 }]])(
    'refuses %j with a German message and changes nothing',
    async (body) => {
      await client.post(URL, { reminder: true });
      const res = await client.post(URL, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: INVALID });
      expect(await stored()).toBe(1);
    },
  );

  it('needs an account', async () => {
    const res = await new TestClient(t.app).post(URL, { reminder: true });
    expect(res.statusCode).toBe(401);
  });
});
