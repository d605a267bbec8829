import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from '@app/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DbHandle, type Engine, openDatabase } from '../db/connection';
import { migrateToLatest, SCHEMA_REMOVAL_LOCK } from '../db/migrate';

/** The engines the integration suite runs on: SQLite always, PostgreSQL when configured. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  handle: DbHandle;
  databaseUrl?: string;
  dataDir: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database: a temp SQLite file, or a new schema in the test PostgreSQL.
 * @param migration the last migration to run (tests of a migration); all of them when left out
 */
export async function createTestDatabase(engine: Engine, migration?: string): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-test-'));
  if (engine === 'sqlite') {
    const handle = openDatabase({ dataDir });
    await migrateToLatest(handle.db, migration);
    return { handle, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: base, max: 1 }) }),
  });
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  await admin.destroy();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle.db, migration);
  return {
    handle,
    databaseUrl,
    dataDir,
    drop: async () => {
      const cleanup = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: base, max: 1 }) }),
      });
      // Alone: another test file's migrator may be reading every schema's name (db/migrate.ts).
      await cleanup.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${SCHEMA_REMOVAL_LOCK})`.execute(trx);
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
      });
      await cleanup.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', OUTBOUND_ALLOW_PRIVATE: '1', ...env });
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  close: () => Promise<void>;
}

/** Builds the whole app on a fresh database; `close()` removes everything again. */
export async function buildTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  /** A web app's build to serve: file contents by path below its folder; none by default. */
  webFiles: Record<string, string | Uint8Array> = {},
  /** Build options beyond the database and configuration, e.g. the clock. */
  build: Pick<BuildOptions, 'now' | 'backgroundJobs'> = {},
): Promise<TestApp> {
  const db = await createTestDatabase(engine);
  const config = testConfig(db.dataDir, env);
  const webDist = path.join(db.dataDir, 'web');
  for (const [name, content] of Object.entries(webFiles)) {
    fs.mkdirSync(path.dirname(path.join(webDist, name)), { recursive: true });
    fs.writeFileSync(path.join(webDist, name), content);
  }
  // Background jobs only where a test asks for them: other tests' uploads are not read by OCR.
  const app = await buildApp({ config, database: db.handle, logger: false, webDist, ...build });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * A browser-like client: keeps cookies and sends the anti-forgery header like the web app does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(opts: InjectOptions & { url: string }) {
    if (!this.cookies.has(XSRF_COOKIE)) {
      this.remember(await this.app.inject({ method: 'GET', url: '/api/v1/health' }));
    }
    const method = (opts.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && !(XSRF_HEADER.toLowerCase() in headers)) {
      headers[XSRF_HEADER.toLowerCase()] = this.cookies.get(XSRF_COOKIE) ?? '';
    }
    const res = await this.app.inject({ ...opts, method: method as InjectOptions['method'], headers });
    this.remember(res);
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: (payload ?? {}) as InjectOptions['payload'] });
  }

  private remember(res: { cookies: Array<{ name: string; value: string; maxAge?: number; expires?: Date }> }) {
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
