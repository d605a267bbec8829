import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** The database or a transaction on it: what a repository method runs on. */
export type DbExecutor = Db | Transaction<Database>;

export interface DbHandle {
  db: Db;
  engine: Engine;
}

/**
 * Which engine a database, or a transaction on it, runs on: the one place that tells, for the
 * SQL that differs between SQLite and PostgreSQL.
 */
export function engineOf(db: DbExecutor): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// PostgreSQL returns bigint/numeric as strings by default; counts here fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Opens SQLite under dataDir, or PostgreSQL when a URL is given.
 * @param opts.checkpoints false for a second SQLite connection of the same process (the answers'
 *   writer thread): the first one's checkpointer copies the log for both.
 */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string; checkpoints?: boolean }): DbHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // The pool listens for errors only on idle clients. A connection that drops while a query
    // runs on it (PostgreSQL restarted, network cut) emits 'error' on a checked-out client with
    // no listener, which would crash the process (found by e2e/faults.spec.ts). The query itself
    // fails too and is answered 503 (plugins/errors.ts); the pool then discards the dead client.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareOnce(client);
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'app.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // startCheckpointer turns the connection's own checkpoints off; a second connection has neither.
  const checkpointer = opts.checkpoints === false ? undefined : startCheckpointer(sqlite, file);
  if (!checkpointer) sqlite.pragma('wal_autocheckpoint = 0');
  const writeListeners = new Set<() => void>();
  const database = withStatementCache(
    sqlite,
    () => void checkpointer?.terminate(),
    () => writeListeners.forEach((listener) => listener()),
  );
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  sqliteConnections.set(db, { sqlite, writeListeners });
  return { db, engine: 'sqlite' };
}

const sqliteConnections = new WeakMap<Db, { sqlite: SQLite.Database; writeListeners: Set<() => void> }>();

/**
 * The SQLite connection behind a database opened here, for a statement run on every request
 * (the session change counter): straight on the connection it costs a seventh of what the query
 * builder's promise chain around it costs under load. Undefined for PostgreSQL.
 */
export function sqliteConnectionOf(db: Db): SQLite.Database | undefined {
  return sqliteConnections.get(db)?.sqlite;
}

/** Calls `listener` before every statement on this SQLite connection that may write (not for PostgreSQL). */
export function onSqliteWrite(db: Db, listener: () => void): void {
  sqliteConnections.get(db)?.writeListeners.add(listener);
}

/** How often the checkpointer copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;

/**
 * Copies SQLite's write-ahead log into the database file on a thread of its own. By default the
 * connection that commits does this every 1,000 pages, on the event loop, with an fsync: a third of
 * an answer's cost under load (docs/decisions/0010-sqlite-checkpoints.md). A passive checkpoint
 * never waits for the writer; should the thread fail, the connection checkpoints itself again.
 */
function startCheckpointer(sqlite: SQLite.Database, file: string): Worker {
  sqlite.pragma('wal_autocheckpoint = 0');
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const db = new (require(workerData.driver))(workerData.file);
     db.pragma('busy_timeout = 5000');
     setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.intervalMs);`,
    { eval: true, workerData: { driver, file, intervalMs: CHECKPOINT_INTERVAL_MS } },
  );
  worker.unref();
  worker.on('error', () => {
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  return worker;
}

/**
 * SQL texts up to this length are prepared once per connection; longer ones (multi-row inserts)
 * vary with their number of rows. A text whose every parameter is an array takes its rows as
 * arrays: it keeps one text however many there are, and is prepared whatever its length.
 */
const PREPARED_SQL_MAX = 600;

/**
 * PostgreSQL's counterpart of the statement cache below: a query with parameters runs as a named
 * statement, parsed and planned once per connection instead of per request (pg keeps the names).
 */
function prepareOnce(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (text: unknown, values?: unknown) => {
    if (
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      (text.length > PREPARED_SQL_MAX && !values.every(Array.isArray))
    ) {
      return query(text, values);
    }
    let name = names.get(text);
    if (!name) names.set(text, (name = `q${names.size}`));
    return query({ name, text, values });
  };
}

/**
 * Transactions take the write lock when they begin: the answers' writer thread commits on a
 * connection of its own, and a transaction that had read before that commit could no longer write
 * (SQLite answers SQLITE_BUSY at once instead of waiting).
 */
const BEGIN = 'begin immediate';

/**
 * better-sqlite3 with each SQL text prepared once: Kysely prepares every query anew, which took a
 * fifth of a signed-in request's time. Statements are re-prepared by SQLite itself after a schema
 * change; queries run one at a time on the connection, so a cached statement is never busy.
 */
function withStatementCache(sqlite: SQLite.Database, onClose: () => void, onWrite: () => void): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 1000 });
  return {
    close: () => {
      onClose();
      sqlite.close();
    },
    // The query builder prepares each statement right before it runs it.
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql === 'begin' ? BEGIN : sql)));
      if (!statement.reader) onWrite();
      return statement;
    },
  };
}
