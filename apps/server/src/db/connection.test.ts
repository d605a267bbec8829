import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import { CHECKPOINT_INTERVAL_MS } from './connection';

describe('SQLite connection', () => {
  it('copies committed writes into the database file in the background, while the server runs', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const { db } = database.handle;
      const file = path.join(database.dataDir, 'app.db');
      // Let a checkpoint catch up with the migrations, then write 4 MB more.
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_INTERVAL_MS * 3));
      const before = fs.statSync(file).size;
      await sql`create table filler (text text)`.execute(db);
      const row = 'x'.repeat(4000);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 1000; i++) await sql`insert into filler values (${row})`.execute(trx);
      });
      // Written to the log first; the database file grows only when a checkpoint copies it over.
      let size = fs.statSync(file).size;
      for (let waited = 0; size < before + 4_000_000 && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        size = fs.statSync(file).size;
      }
      expect(size).toBeGreaterThanOrEqual(before + 4_000_000);
      expect(await sql`select count(*) as n from filler`.execute(db)).toMatchObject({ rows: [{ n: 1000 }] });
    } finally {
      await database.handle.db.destroy();
      await database.drop();
    }
  });

  it('holds the write lock from the start of a transaction: a write by another connection in between cannot make it fail', async () => {
    const database = await createTestDatabase('sqlite');
    const other = new SQLite(path.join(database.dataDir, 'app.db'), { timeout: 0 });
    try {
      const { db } = database.handle;
      await sql`create table tally (n integer)`.execute(db);
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from tally`.execute(trx);
        // Another connection (the answers' writer thread) must wait for this transaction.
        expect(() => other.prepare('insert into tally values (1)').run()).toThrow(/locked|busy/i);
        await sql`insert into tally values (2)`.execute(trx);
      });
      other.prepare('insert into tally values (3)').run();
      expect((await sql<{ n: number }>`select n from tally order by n`.execute(db)).rows).toEqual([{ n: 2 }, { n: 3 }]);
    } finally {
      other.close();
      await database.handle.db.destroy();
      await database.drop();
    }
  });
});

const run = process.env.TEST_DATABASE_URL ? describe : describe.skip;

run('PostgreSQL connections', () => {
  it('prepare a query with parameters once per connection, and still answer with the new values', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const prepared = await database.handle.db.transaction().execute(async (trx) => {
        const counts: number[] = [];
        for (const email of ['a@ksbeispiel.ch', 'b@ksbeispiel.ch']) {
          const found = await trx.selectFrom('users').select('id').where('email', '=', email).execute();
          expect(found).toEqual([]);
          const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
          counts.push(rows.filter((row) => row.statement.includes('"email" = $1')).length);
        }
        return counts;
      });
      // Prepared at the first run, reused (not prepared again) at the second.
      expect(prepared).toEqual([1, 1]);
    } finally {
      await database.handle.db.destroy();
      await database.drop();
    }
  });
});
