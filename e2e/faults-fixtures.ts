// Shared harness of the fault tests (issue 7 item 2) in e2e/faults-*.spec.ts, process-level, no
// browser: the production build is killed with SIGKILL during an upload and during a learning-set
// edit, its PostgreSQL connection is cut under it, and it is stopped with SIGTERM under load. Every
// run talks to 127.0.0.1 only and asserts the state left behind (rows, files, exit codes), not log
// lines. With TEST_DATABASE_URL the kill and load tests also run on PostgreSQL (a fresh schema
// each), and the database-outage test runs through a TCP proxy so that the machine's shared
// PostgreSQL is never restarted.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { type Store, pgStore, sqliteStore } from './faults-store';
import { dropTestSchema, type RunningServer, startServer } from './fixtures';

export const pgBase = process.env.TEST_DATABASE_URL;
export type EngineName = 'sqlite' | 'postgres';
export const ENGINES: EngineName[] = pgBase ? ['sqlite', 'postgres'] : ['sqlite'];
if (!pgBase) console.warn('faults: TEST_DATABASE_URL not set, PostgreSQL cases skipped');

export const MiB = 1024 * 1024;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(what: string, read: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

// ---------------------------------------------------------------------------------------------
// One data folder (+ schema) per describe block; the servers started on it, stopped in afterAll.

let harnessCounter = 0;

export class Harness {
  readonly servers: RunningServer[] = [];
  readonly store: Store;
  private constructor(
    readonly engine: EngineName,
    readonly dataDir: string,
    readonly env: Record<string, string>,
    private readonly schema: string | null,
    /** PostgreSQL: a pool on the test's schema, straight to the database (never through a proxy). */
    readonly admin: pg.Pool | null,
  ) {
    this.store = admin ? pgStore(admin) : sqliteStore(dataDir);
  }

  static async create(engine: EngineName): Promise<Harness> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-faults-'));
    if (engine === 'sqlite') return new Harness(engine, dataDir, { DATA_DIR: dataDir }, null, null);
    const schema = `faults_${process.pid}_${Date.now()}_${++harnessCounter}`;
    const url = new URL(pgBase as string);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const admin = new pg.Pool({ connectionString: url.toString(), max: 3 });
    await admin.query(`create schema ${schema}`);
    // The server's connections carry the schema's name, so `writingSet` finds them among other suites'.
    url.searchParams.set('application_name', schema);
    return new Harness(engine, dataDir, { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, schema, admin);
  }

  /**
   * Whether the server is inside a write transaction on learning sets right now. PostgreSQL: one
   * of its connections holds a transaction id (it has written) while running a statement on
   * learnsets/exercises. SQLite: the write lock is taken (BEGIN IMMEDIATE fails at once) and
   * still is 15 ms later, which the one-statement access-log flushes never last.
   */
  async writingSet(): Promise<boolean> {
    if (this.admin) {
      const { rows } = await this.admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where application_name = $1 and backend_xid is not null and query ~* '(learnsets|exercises)'`,
        [this.schema],
      );
      return (rows[0]?.n ?? 0) > 0;
    }
    const db = new SQLite(path.join(this.dataDir, 'app.db'));
    db.pragma('busy_timeout = 0');
    const locked = () => {
      try {
        db.exec('begin immediate');
        db.exec('rollback');
        return false;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        return true;
      }
    };
    try {
      if (!locked()) return false;
      await sleep(15);
      return locked();
    } finally {
      db.close();
    }
  }

  get filesDir(): string {
    return path.join(this.dataDir, 'files');
  }

  async start(env: Record<string, string> = {}): Promise<RunningServer> {
    const server = await startServer({ ...this.env, ...env });
    this.servers.push(server);
    return server;
  }

  /** Kills whatever still runs (also after a failed test), drops the schema and the folder. */
  async dispose(): Promise<void> {
    for (const server of this.servers) {
      if (server.process.exitCode === null && server.process.signalCode === null) await server.stop('SIGKILL');
    }
    if (this.admin && this.schema) await dropTestSchema(this.admin, this.schema);
    await this.store.close();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** An account (premium, so a 10,000-item set is allowed) and a session for it. */
  async signedInClient(): Promise<Client> {
    const id = randomBytes(12).toString('base64url');
    await this.store.run(
      `insert into users (id, email, name, password_hash, payment, created_at) values (?, ?, ?, 'faults-only', ?, ?)`,
      [id, `fault_${id}@ksbeispiel.ch`, 'Fritz Fehler', '2099-12-31', new Date().toISOString()],
    );
    const token = randomBytes(32).toString('base64url');
    await this.store.run('insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)', [
      createHash('sha256').update(token).digest('hex'),
      id,
      new Date().toISOString(),
      new Date(Date.now() + 3600_000).toISOString(),
    ]);
    return new Client(id, token);
  }

  async count(table: string, where = '1 = 1', params: unknown[] = []): Promise<number> {
    const row = await this.store.one<{ n: number | string }>(
      `select count(*) as n from ${table} where ${where}`,
      params,
    );
    return Number(row?.n ?? -1);
  }
}

/** A signed-in API client: session cookie plus the double-submit anti-forgery pair. */
export class Client {
  private readonly xsrf = randomBytes(16).toString('base64url');
  constructor(
    readonly userId: string,
    private readonly token: string,
  ) {}

  headers(): Record<string, string> {
    return { cookie: `session=${this.token}; XSRF-TOKEN=${this.xsrf}`, 'x-xsrf-token': this.xsrf };
  }

  async get(server: RunningServer, url: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(server.url + url, { headers: this.headers() });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async post(server: RunningServer, url: string, body: FormData | object) {
    const form = body instanceof FormData;
    const res = await fetch(server.url + url, {
      method: 'POST',
      headers: { ...this.headers(), ...(form ? {} : { 'content-type': 'application/json' }) },
      body: form ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
}

export const FIELDS = {
  subject: 'MA',
  description: 'Fehlertest der Plattform',
  class: '5b',
  grade: '5',
  language: 'de',
};

export function itemForm(
  title: string,
  file: { name: string; content: string | Buffer },
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ title, ...FIELDS, ...extra })) form.append(key, value);
  form.append(
    'file',
    new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)]),
    file.name,
  );
  return form;
}
