import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/lib/password';
import { dropTestSchema, type RunningServer, startServer } from './fixtures';

const base = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const run = base && redisUrl ? describe : describe.skip;
if (!base || !redisUrl) console.warn('several-instance test skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL');

/** A minimal cookie-keeping client that sends the anti-forgery header like the web app. */
class Client {
  cookies = new Map<string, string>();
  async call(server: RunningServer, method: string, url: string, body?: unknown) {
    return this.send(server, method, url, body === undefined ? undefined : JSON.stringify(body), 'application/json');
  }

  async upload(server: RunningServer, url: string, form: FormData) {
    return this.send(server, 'POST', url, form);
  }

  async send(server: RunningServer, method: string, url: string, body?: string | FormData, contentType?: string) {
    if (!this.cookies.has('XSRF-TOKEN') && url !== '/api/v1/health') await this.send(server, 'GET', '/api/v1/health');
    const res = await fetch(server.url + url, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      body,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (!name) continue;
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: Record<string, unknown> | null = null;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = null;
    }
    return { status: res.status, body: json, text, headers: res.headers };
  }
}

run('two instances on one PostgreSQL, one files folder and one Redis', () => {
  let a: RunningServer;
  let b: RunningServer;
  let admin: pg.Pool;
  const schema = `multi_${process.pid}_${Date.now()}`;
  // Redis counters outlive a run: a fresh address keeps runs independent.
  const email = `mia_${Date.now()}@ksbeispiel.ch`;
  // A second account for uploads: the throttling test locks the first one.
  const ownerEmail = `owner_${Date.now()}@ksbeispiel.ch`;
  const sharedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-multi-'));

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: base, max: 2 });
    await admin.query(`create schema ${schema}`);
    const url = new URL(base as string);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), DATA_DIR: sharedDir, REDIS_URL: redisUrl as string };
    a = await startServer(env);
    b = await startServer(env);
    const hash = await hashPassword('Geheim-Passwort-1', 1000);
    await admin.query(
      `insert into ${schema}.users (id, email, name, password_hash, created_at) values ('u1', $2, 'Mia Multi', $1, now()::text)`,
      [hash, email],
    );
    await admin.query(
      `insert into ${schema}.users (id, email, name, password_hash, created_at) values ('u2', $2, 'Olivia Owner', $1, now()::text)`,
      [hash, ownerEmail],
    );
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (admin) await dropTestSchema(admin, schema);
    await admin?.end();
    fs.rmSync(sharedDir, { recursive: true, force: true });
  });

  it('keeps a session made on one instance valid on the other, and a logout ends it on both', async () => {
    const client = new Client();
    const signin = await client.call(a, 'POST', '/api/v1/account/signin', {
      email,
      password: 'Geheim-Passwort-1',
    });
    expect(signin.status).toBe(200);
    expect((await client.call(b, 'GET', '/api/v1/account')).body?.valid).toBe(true);

    const stolen = new Client();
    stolen.cookies = new Map(client.cookies);
    await client.call(b, 'POST', '/api/v1/account/logout', {});
    expect((await stolen.call(a, 'GET', '/api/v1/account')).body?.valid).toBe(false);
    expect((await stolen.call(b, 'GET', '/api/v1/account')).body?.valid).toBe(false);
  });

  it('ends every session on both instances when the password is changed on one', async () => {
    const changePasswordEmail = `pw_${Date.now()}@ksbeispiel.ch`;
    await admin.query(
      `insert into ${schema}.users (id, email, name, password_hash, created_at) values ('u3', $2, 'Paul Passwort', $1, now()::text)`,
      [await hashPassword('Altes-Passwort-1', 1000), changePasswordEmail],
    );
    const onA = new Client();
    const onB = new Client();
    await onA.call(a, 'POST', '/api/v1/account/signin', { email: changePasswordEmail, password: 'Altes-Passwort-1' });
    await onB.call(b, 'POST', '/api/v1/account/signin', { email: changePasswordEmail, password: 'Altes-Passwort-1' });
    const changed = await onB.call(b, 'POST', '/api/v1/account/settings/password', {
      oldPassword: 'Altes-Passwort-1',
      password: 'Neues-Passwort-2',
    });
    expect(changed.status).toBe(200);
    for (const server of [a, b]) expect((await onA.call(server, 'GET', '/api/v1/account')).body?.valid).toBe(false);
  });

  it('counts sign-in failures across both instances', async () => {
    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push(
        (
          await client.call(server, 'POST', '/api/v1/account/signin', {
            email,
            password: 'falsch-falsch',
          })
        ).status,
      );
    }
    // 8 failures per address are allowed in 15 minutes, whichever instance sees them.
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('serves a document uploaded on one instance from the other', async () => {
    const client = new Client();
    await client.call(a, 'POST', '/api/v1/account/signin', { email: ownerEmail, password: 'Geheim-Passwort-1' });
    const form = new FormData();
    const fields = {
      title: 'Geteiltes Blatt',
      subject: 'MA',
      description: 'Auf Instanz A hochgeladen',
      class: '5b',
      grade: '5',
      language: 'de',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const content = `Zeile für Zeile ${'x'.repeat(5000)}`;
    form.append('file', new Blob([content], { type: 'text/plain' }), 'blatt.txt');
    const uploaded = await client.upload(a, '/api/v1/documents/new/form', form);
    expect(uploaded.status, uploaded.text).toBe(200);
    const id = uploaded.body?.id as string;

    const data = await client.call(b, 'GET', `/api/v1/documents/data/${id}`);
    expect(data.status).toBe(200);
    const listed = await client.call(b, 'GET', '/api/v1/documents/list');
    expect(JSON.stringify(listed.body)).toContain('Geteiltes Blatt');
    const download = await client.send(b, 'GET', `/dateien/dokumente/${id}/Geteiltes_Blatt.txt`);
    expect(download.status).toBe(200);
    expect(download.text).toBe(content);
  });

  it('lists a set uploaded on one instance at once there and within a second on the other', async () => {
    const owner = new Client();
    await owner.call(b, 'POST', '/api/v1/account/signin', { email: ownerEmail, password: 'Geheim-Passwort-1' });
    const titles = async (server: RunningServer) =>
      ((await owner.call(server, 'GET', '/api/v1/learnsets/list')).body?.learnsets as Array<{ title: string }>).map(
        (set) => set.title,
      );
    // Both instances hold the list in memory before the change.
    expect(await titles(a)).not.toContain('Neu auf B');
    expect(await titles(b)).not.toContain('Neu auf B');
    const form = new FormData();
    const fields = { title: 'Neu auf B', subject: 'FR', description: 'Liste', class: '5b', grade: '5', language: 'fr' };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob(['Haus; maison'], { type: 'text/plain' }), 'haus.txt');
    expect((await owner.upload(b, '/api/v1/learnsets/new/form', form)).status).toBe(200);
    const changed = performance.now();
    expect(await titles(b)).toContain('Neu auf B');
    let seenAfter = Infinity;
    while (performance.now() - changed < 3000) {
      if ((await titles(a)).includes('Neu auf B')) {
        seenAfter = performance.now() - changed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seenAfter).toBeLessThanOrEqual(1000);
  });

  it('counts 20,000 answers from 2 × 50 concurrent learners exactly', async () => {
    const owner = new Client();
    await owner.call(a, 'POST', '/api/v1/account/signin', { email: ownerEmail, password: 'Geheim-Passwort-1' });
    const form = new FormData();
    const fields = {
      title: 'Vokabeln',
      subject: 'FR',
      description: 'Für den Lasttest',
      class: '5b',
      grade: '5',
      language: 'fr',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const lines = Array.from({ length: 20 }, (_, i) => `Frage ${i}; Antwort ${i}`).join('\n');
    form.append('file', new Blob([lines], { type: 'text/plain' }), 'vokabeln.txt');
    const set = await owner.upload(a, '/api/v1/learnsets/new/form', form);
    expect(set.status, set.text).toBe(200);
    const bulk = await owner.call(b, 'GET', `/api/v1/learnsets/bulk/${set.body?.id as string}`);
    const exercises = (bulk.body?.exercises as Array<{ id_: string }>).map((e) => e.id_);
    expect(exercises).toHaveLength(20);

    // 100 learners, each with its own session, half on each instance, 200 answers each.
    const learners = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const token = randomBytes(32).toString('base64url');
        const userId = `load${i}`;
        await admin.query(
          `insert into ${schema}.users (id, email, name, password_hash, created_at) values ($1, $2, 'Lea Last', 'x', now()::text)`,
          [userId, `last_${i}_${Date.now()}@ksbeispiel.ch`],
        );
        await admin.query(
          `insert into ${schema}.sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, now()::text, '2999-01-01T00:00:00.000Z')`,
          [createHash('sha256').update(token).digest('hex'), userId],
        );
        const client = new Client();
        client.cookies.set('session', token);
        return { client, server: i % 2 === 0 ? a : b };
      }),
    );
    const failures: number[] = [];
    await Promise.all(
      learners.map(async ({ client, server }, i) => {
        for (let n = 0; n < 200; n++) {
          const exercise = exercises[(i + n) % exercises.length] as string;
          const res = await client.call(server, 'POST', `/api/v1/learnsets/answer/${exercise}`, {
            answer: 'x',
            value: n % 3 !== 0,
          });
          if (res.status !== 200) failures.push(res.status);
        }
      }),
    );
    expect(failures).toEqual([]);
    const counted = await admin.query(
      `select sum(correct + wrong)::int as total, count(*)::int as rows from ${schema}.card_states`,
    );
    expect(counted.rows[0]).toEqual({ total: 20000, rows: 100 * 20 });
    const logged = await admin.query(`select count(*)::int as n from ${schema}.answers`);
    expect(logged.rows[0].n).toBe(20000);
  }, 120_000);
});
