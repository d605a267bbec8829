import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';

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
