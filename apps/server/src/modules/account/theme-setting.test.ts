import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';

const FUTURE = '2999-12-31';
const PAST = '2001-01-01';

describe.each(ENGINES)('colour schemes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  const signedIn = async (payment: { payment?: string; payment_lite?: string } = {}) => {
    const user = await buildUser(t.db.handle.db, payment);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    return { client, userId: user.id };
  };
  const storedTheme = async (userId: string) =>
    (await t.db.handle.db.selectFrom('users').select('theme').where('id', '=', userId).executeTakeFirstOrThrow()).theme;
  const shownTheme = async (client: TestClient) => (await client.get('/api/v1/account')).json().info.theme;

  it.each([
    ['Premium Lite', { payment_lite: FUTURE }],
    ['Premium', { payment: FUTURE }],
  ])('lets %s choose every scheme and shows it in the account', async (_plan, payment) => {
    const { client } = await signedIn(payment);
    for (const theme of ['dark', 'contrast', 'system', 'light']) {
      const res = await client.post('/api/v1/account/settings/theme', { theme });
      expect(res.json()).toEqual({ status: 'success', message: 'Ihr Farbschema wurde aktualisiert.' });
      expect(await shownTheme(client)).toBe(theme);
    }
  });

  it('refuses a Standard account every scheme but the default, with 403 and a German message', async () => {
    const { client, userId } = await signedIn();
    for (const theme of ['dark', 'contrast', 'system']) {
      const res = await client.post('/api/v1/account/settings/theme', { theme });
      expect(res.statusCode, theme).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: 'Farbschemas gibt es mit Premium Lite und Premium.' });
    }
    expect(await storedTheme(userId)).toBe('light');
    // The default stays open to everyone (SPEC's theme call keeps working on every plan).
    const light = await client.post('/api/v1/account/settings/theme', { theme: 'light' });
    expect(light.json().message).toBe('Ihr Farbschema wurde aktualisiert.');
  });

  it('refuses an unknown scheme with 400 and changes nothing', async () => {
    const { client, userId } = await signedIn({ payment: FUTURE });
    await client.post('/api/v1/account/settings/theme', { theme: 'dark' });
    for (const theme of ['neon', '__proto__', 'toString', '']) {
      const res = await client.post('/api/v1/account/settings/theme', { theme });
      expect(res.statusCode, theme).toBe(400);
      expect(res.json().message).toBe('Dieses Farbschema gibt es nicht.');
    }
    expect(await storedTheme(userId)).toBe('dark');
  });

  it('shows the default once the plan has lapsed, and the chosen scheme again after renewal', async () => {
    const { client, userId } = await signedIn({ payment_lite: FUTURE });
    await client.post('/api/v1/account/settings/theme', { theme: 'contrast' });
    await t.db.handle.db.updateTable('users').set({ payment_lite: PAST }).where('id', '=', userId).execute();
    expect(await shownTheme(client)).toBe('light');
    expect(await storedTheme(userId)).toBe('contrast');
    await t.db.handle.db.updateTable('users').set({ payment: FUTURE }).where('id', '=', userId).execute();
    expect(await shownTheme(client)).toBe('contrast');
  });
});
