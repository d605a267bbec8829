// Direct database access for the fault tests (seeding accounts and sessions, reading counts), the
// same calls on either engine, so the specs in e2e/faults-*.spec.ts assert rows without caring which.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';

export interface Store {
  run(sqlText: string, params?: unknown[]): Promise<void>;
  one<T>(sqlText: string, params?: unknown[]): Promise<T | undefined>;
  insertRows(table: string, rows: Record<string, unknown>[]): Promise<void>;
  close(): Promise<void>;
}

/** SQLite: the server's own app.db, opened per call like e2e/login.ts (WAL, so it may run alongside). */
export function sqliteStore(dataDir: string): Store {
  const open = () => {
    const db = new SQLite(path.join(dataDir, 'app.db'));
    db.pragma('busy_timeout = 5000');
    return db;
  };
  const use = <T>(work: (db: SQLite.Database) => T): T => {
    const db = open();
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
    run: async (sqlText, params = []) => void use((db) => db.prepare(sqlText).run(...params)),
    one: async <T>(sqlText: string, params: unknown[] = []) => use((db) => db.prepare(sqlText).get(...params) as T),
    insertRows: async (table, rows) =>
      use((db) => {
        if (rows.length === 0) return;
        const columns = Object.keys(rows[0] as object);
        const insert = db.prepare(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
        );
        db.transaction(() => rows.forEach((row) => insert.run(row)))();
      }),
    close: async () => {},
  };
}

/** PostgreSQL: straight to the shared server (never through the test proxy), in the test's schema. */
export function pgStore(pool: pg.Pool): Store {
  const numbered = (sqlText: string) => {
    let n = 0;
    return sqlText.replace(/\?/g, () => `$${++n}`);
  };
  return {
    run: async (sqlText, params = []) => void (await pool.query(numbered(sqlText), params)),
    one: async <T>(sqlText: string, params: unknown[] = []) =>
      (await pool.query(numbered(sqlText), params)).rows[0] as T | undefined,
    insertRows: async (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0] as object);
      for (let i = 0; i < rows.length; i += 500) {
        const part = rows.slice(i, i + 500);
        const values = part.map((_, r) => `(${columns.map((_c, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
        await pool.query(
          `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`,
          part.flatMap((row) => columns.map((c) => row[c])),
        );
      }
    },
    close: () => pool.end(),
  };
}
