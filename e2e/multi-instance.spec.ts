import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/lib/password';
import { type RunningServer, startServer } from './fixtures';

const base = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const run = base && redisUrl ? describe : describe.skip;
if (!base || !redisUrl) console.warn('several-instance test skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL');

/** A minimal cookie-keeping client that sends the anti-forgery header like the web app. */
class Client {
  cookies = new Map<string, string>();
  async call(server: RunningServer, method: string, url: string, body?: unknown) {
    if (!this.cookies.has('XSRF-TOKEN') && url !== '/api/v1/health') await this.call(server, 'GET', '/api/v1/health');
    const res = await fetch(server.url + url, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (!name) continue;
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  }
}

run('two instances on one PostgreSQL, one files folder and one Redis', () => {
  let a: RunningServer;
  let b: RunningServer;
  let admin: pg.Pool;
  const schema = `multi_${process.pid}_${Date.now()}`;
  // Redis counters outlive a run: a fresh address keeps runs independent.
  const email = `mia_${Date.now()}@ksbeispiel.ch`;
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
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await admin?.query(`drop schema if exists ${schema} cascade`);
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
});
