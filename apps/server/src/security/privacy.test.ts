import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/password';
import { Throttle } from '../lib/throttle';
import type { Engine } from '../db/connection';
import { buildUser, signInAs } from '../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test/test-app';

const CLIENT_IP = '198.51.100.23';
const TYPED_MAIL = 'vertippt_niemand@ksbeispiel.ch';
const CODE = 'GEHEIMERcode1234567890abcdefghijklmnopqrstu';

const stores: Array<[Engine, { REDIS_URL?: string }]> = [
  ...ENGINES.map((engine): [Engine, { REDIS_URL?: string }] => [engine, {}]),
  ...(process.env.TEST_REDIS_URL
    ? [['sqlite', { REDIS_URL: process.env.TEST_REDIS_URL }] as [Engine, { REDIS_URL?: string }]]
    : []),
];

/** Every row of every table, as text: what a leaked database would show. */
async function everything(t: TestApp): Promise<string> {
  const db = t.db.handle.db;
  const tables = await db.introspection.getTables();
  const dumps = await Promise.all(
    tables.map(async (table) =>
      JSON.stringify(
        await db
          .selectFrom(table.name as never)
          .selectAll()
          .execute(),
      ),
    ),
  );
  return dumps.join('\n');
}

describe.each(stores)('what the privacy statement promises, on %s %o', (engine, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, env);
  });
  afterAll(async () => t.close());

  it('stores no raw IP address and no typed e-mail address anywhere, also not in throttle counters', async () => {
    const client = new TestClient(t.app);
    const user = await buildUser(t.db.handle.db, { password_hash: await hashPassword('richtig-und-lang') });
    const from = { remoteAddress: CLIENT_IP };
    await client.request({
      method: 'POST',
      url: '/api/v1/account/signin',
      payload: { email: TYPED_MAIL, password: 'falsch-falsch' },
      ...from,
    });
    await client.request({
      method: 'POST',
      url: '/api/v1/account/signin',
      payload: { email: user.email, password: 'falsch-falsch' },
      ...from,
    });
    await signInAs(t.db.handle.db, client, user.id);
    await client.request({
      method: 'POST',
      url: '/api/v1/account/settings/password',
      payload: { oldPassword: 'falsch-falsch', password: 'ein-neues-langes-Passwort-42' },
      ...from,
    });
    await client.request({ method: 'GET', url: `/registrieren/${CODE}`, ...from });
    await client.request({ method: 'GET', url: `/registrieren/mail/${CODE}`, ...from });
    await client.request({ method: 'GET', url: `/autorisieren/${CODE}`, ...from });
    await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: CLIENT_IP });
    // The access log writes in batches; closing would flush it, a second of waiting does too.
    await expect.poll(async () => (await everything(t)).includes('/autorisieren/'), { timeout: 3000 }).toBe(true);

    const stored = await everything(t);
    expect(stored).toContain('signin'); // the counters exist…
    expect(stored).not.toContain(CLIENT_IP); // …but keyed by hashes
    expect(stored).not.toContain(TYPED_MAIL);
    expect(stored).not.toContain(`:${user.email}`);
    expect(stored).not.toContain(CODE);
    if (env.REDIS_URL) {
      const redis = new Redis(env.REDIS_URL);
      const keys = await redis.keys('throttle:*');
      redis.disconnect();
      expect(keys.join('\n')).not.toContain(CLIENT_IP);
      expect(keys.join('\n')).not.toContain(TYPED_MAIL);
    }
  });

  it('keeps the page in the access log without the secret of a mailed link', async () => {
    const rows = await t.db.handle.db.selectFrom('access_log').select('page').execute();
    const pages = rows.map((r) => r.page);
    expect(pages).toEqual(
      expect.arrayContaining(['/registrieren/…', '/registrieren/mail/…', '/autorisieren/…', '/api/v1/health']),
    );
  });

  it('forgets throttle counters whose window has ended', async () => {
    if (env.REDIS_URL) return; // Redis expires its keys itself.
    const db = t.db.handle.db;
    await db
      .insertInto('throttle')
      .values({ key: 'signin-ip:alt', count: 3, window_ends: '2020-01-01T00:00:00.000Z' })
      .execute();
    // A throttle sweeps ended windows at its first count (and then once a minute).
    const throttle = await Throttle.open(db);
    await throttle.hit({ name: 'sweep', limit: 1, windowMs: 1000 }, 'x');
    expect(await db.selectFrom('throttle').select('key').where('key', '=', 'signin-ip:alt').execute()).toEqual([]);
  });
});
