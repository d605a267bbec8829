import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/**
 * PostgreSQL: throttle counters skip the write-ahead log. A statement that changes only them then
 * commits without waiting for the disk (a batch of answers is admitted in a fraction of the time);
 * after a crash of PostgreSQL the table starts empty, as counters in Redis do after a restart.
 * Limits on floods lose nothing by that; what they protect is stored elsewhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table throttle set unlogged`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table throttle set logged`.execute(db);
}
