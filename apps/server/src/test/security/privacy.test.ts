import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { toZurichDay } from '@app/shared';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runCli } from '../../cli/admin';
import { migrateToLatest, whileSchemasStay } from '../../db/migrate';
import { AddressHashes, addressHash, type DailyKeyStore, FileDailyKeys, RedisDailyKeys } from '../../lib/address-keys';
import { saltedHash } from '../../lib/ids';
import { Throttle } from '../../lib/throttle';
import { type Engine, engineOf } from '../../db/connection';
import { VALID_REGISTRATION } from '../../modules/account/account.test-helpers';
import { accessLogPlugin } from '../../plugins/access-log';
import { buildUser, quickPasswordHash, signInAs } from '../factories';
import { buildTestApp, createTestDatabase, ENGINES, type TestApp, TestClient, testConfig } from '../test-app';

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
  // On PostgreSQL the introspection lists every schema's tables: other test databases' too.
  const schema =
    engineOf(db) === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  const tables = (await whileSchemasStay(db, () => db.introspection.getTables())).filter(
    (table) => !schema || table.schema === schema,
  );
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

/** Every file below a folder, as text. */
function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

/** Every value that could serve as a key: what a leaked database or backup offers to try. */
const candidateKeys = (text: string) => new Set(text.match(/[0-9a-f]{64}/g) ?? []);

/** Whether any candidate, as the old salt or as the new key, turns the address into one of the stored hashes. */
const reverses = (candidates: Set<string>, address: string, hashes: Set<string>) =>
  [...candidates].some((c) => hashes.has(saltedHash(c, address)) || hashes.has(addressHash(c, address)));

describe.each(stores)('what the privacy statement promises, on %s %o', (engine, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, env);
  });
  afterAll(async () => t.close());

  it('stores no raw IP address and no typed e-mail address anywhere, also not in throttle counters', async () => {
    const client = new TestClient(t.app);
    const user = await buildUser(t.db.handle.db, { password_hash: await quickPasswordHash('richtig-und-lang') });
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
    await client.request({ method: 'GET', url: `/kalender/beitreten/${CODE.slice(0, 22)}`, ...from });
    await client.request({ method: 'GET', url: `/api/v1/calendars/join/${CODE.slice(0, 22)}`, ...from });
    await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: CLIENT_IP });
    // The access log writes in batches; closing would flush it, a second of waiting does too (more
    // while SQLite's writer thread starts on a busy machine).
    await expect.poll(async () => (await everything(t)).includes('/autorisieren/'), { timeout: 60_000 }).toBe(true);

    const stored = await everything(t);
    expect(stored).toContain('signin'); // the counters exist…
    expect(stored).not.toContain(CLIENT_IP); // …but keyed by hashes
    expect(stored).not.toContain(TYPED_MAIL);
    expect(stored).not.toContain(`:${user.email}`);
    expect(stored).not.toContain(CODE);
    expect(stored).not.toContain(CODE.slice(0, 22));
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
      expect.arrayContaining([
        '/registrieren/…',
        '/registrieren/mail/…',
        '/autorisieren/…',
        '/kalender/beitreten/…',
        '/api/v1/calendars/join/:code',
        '/api/v1/health',
      ]),
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

  const storedHashes = async () =>
    new Set((await t.db.handle.db.selectFrom('access_log').select('ip_hash').execute()).map((r) => r.ip_hash));
  /** Today's key of the address hashes, where the server keeps it. */
  const todaysKey = async () => {
    const day = toZurichDay(new Date());
    if (!env.REDIS_URL) return fs.readFileSync(path.join(t.config.dataDir, 'keys', `address-${day}.key`), 'utf8');
    const redis = new Redis(env.REDIS_URL);
    try {
      return (await redis.get(`address-key:${day}`)) ?? '';
    } finally {
      redis.disconnect();
    }
  };

  it("keys the address hashes with a secret that neither the database nor the operator's backup holds", async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: CLIENT_IP });
    const key = await todaysKey();
    await expect
      .poll(async () => (await storedHashes()).has(addressHash(key, CLIENT_IP)), { timeout: 60_000 })
      .toBe(true);

    const database = await everything(t);
    expect(database).not.toContain(key);
    expect(reverses(candidateKeys(database), CLIENT_IP, await storedHashes())).toBe(false);

    const backup = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lp-privacy-')), 'sicherung');
    const env_ = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.db.databaseUrl ?? '', LOG_LEVEL: 'silent' };
    expect(await runCli(['backup', backup], () => {}, env_)).toBe(0);
    const saved = filesBelow(backup).join('\n');
    // The log's hashes are in the backup, the key that made them is not.
    expect(saved).toContain(addressHash(key, CLIENT_IP));
    expect(saved).not.toContain(key);
    expect(reverses(candidateKeys(saved), CLIENT_IP, await storedHashes())).toBe(false);
    fs.rmSync(path.dirname(backup), { recursive: true, force: true });
  });

  it("hashes one address alike within a day and differently the next, when the day before's key is gone", async () => {
    let clock = new Date('2030-03-11T10:00:00Z');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-keys-'));
    const redis = env.REDIS_URL ? new Redis(env.REDIS_URL) : undefined;
    const prefix = `address-key-test-${process.pid}-${Date.now()}`;
    const keys: DailyKeyStore = redis
      ? new RedisDailyKeys(redis, new FileDailyKeys(dir), undefined, prefix)
      : new FileDailyKeys(dir);
    const app = Fastify();
    app.decorateRequest('accountId', null);
    await app.register(accessLogPlugin, { db: t.db.handle.db, engine, hashes: new AddressHashes(keys, () => clock) });
    app.get('/', async () => ({}));
    const hashesOf = async (day: string) =>
      (
        await t.db.handle.db.selectFrom('access_log').select('ip_hash').where('user_agent', '=', `Tag ${day}`).execute()
      ).map((r) => r.ip_hash);
    try {
      for (const day of ['2030-03-11', '2030-03-12']) {
        clock = new Date(`${day}T10:00:00Z`);
        for (let i = 0; i < 2; i++)
          await app.inject({
            method: 'GET',
            url: '/',
            headers: { 'user-agent': `Tag ${day}` },
            remoteAddress: CLIENT_IP,
          });
        await expect.poll(async () => (await hashesOf(day)).length, { timeout: 60_000 }).toBe(2);
      }
      const [monday, tuesday] = [await hashesOf('2030-03-11'), await hashesOf('2030-03-12')];
      expect(new Set(monday).size).toBe(1);
      expect(new Set(tuesday).size).toBe(1);
      expect(tuesday[0]).not.toBe(monday[0]);
      if (redis) {
        expect(await redis.get(`${prefix}:2030-03-11`)).toBeNull();
        expect(await redis.get(`${prefix}:2030-03-12`)).not.toBeNull();
      } else {
        expect(fs.readdirSync(dir)).toEqual(['address-2030-03-12.key']);
        expect(fs.statSync(path.join(dir, 'address-2030-03-12.key')).mode & 0o077).toBe(0);
      }
    } finally {
      await app.close();
      if (redis) {
        await redis.del(`${prefix}:2030-03-12`);
        redis.disconnect();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(ENGINES)('privacy in what the operator keeps, on %s', (engine) => {
  it('forgets the salt of the address hashes logged before this version', async () => {
    const database = await createTestDatabase(engine, '2026-11-27-0016-statistics-in-card-states');
    try {
      const db = database.handle.db;
      const salt = 'a'.repeat(64);
      await db.insertInto('app_secrets').values({ name: 'access-log-salt', value: salt }).execute();
      const logged = saltedHash(salt, CLIENT_IP);
      await db
        .insertInto('access_log')
        .values({ ip_hash: logged, at: '2026-11-01T08:00:00.000Z', user_agent: 'Firefox', logged_in: 0, page: '/' })
        .execute();
      await migrateToLatest(db);
      const secrets = await db.selectFrom('app_secrets').select('value').execute();
      expect(reverses(new Set(secrets.map((r) => r.value)), CLIENT_IP, new Set([logged]))).toBe(false);
    } finally {
      await database.handle.db.destroy();
      await database.drop();
    }
  });

  it("writes no recipient's address and no link into the log of a server without SMTP, only the mail's file", async () => {
    const database = await createTestDatabase(engine);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: testConfig(database.dataDir, {
        DATABASE_URL: database.databaseUrl ?? '',
        PUBLIC_URL: 'https://lernen.ksbeispiel.ch',
      }),
      database: database.handle,
      logger: { level: 'info', stream },
      webDist: path.join(database.dataDir, 'no-web'),
    });
    try {
      const res = await new TestClient(app).post('/api/v1/account/register', VALID_REGISTRATION);
      expect(res.statusCode).toBe(200);
      const outbox = path.join(database.dataDir, 'mail');
      const [file] = fs.readdirSync(outbox);
      expect(fs.readFileSync(path.join(outbox, file ?? ''), 'utf8')).toContain('/registrieren/');
      const log = lines.join('');
      expect(log).toContain(path.join(outbox, file ?? ''));
      expect(log).not.toContain(VALID_REGISTRATION.email);
      expect(log).not.toContain('/registrieren/');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
