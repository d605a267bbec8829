import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/** Every way a cached session or its account can stop being true: its row changes or goes. */
const WATCHED = [
  ['users', 'update'],
  ['users', 'delete'],
  ['sessions', 'update'],
  ['sessions', 'delete'],
] as const;

/**
 * SQLite: a counter of changes to sessions and accounts, kept by triggers, so that whichever
 * process made the change (this server, a second one on the same file, the operator CLI), every
 * process sees it with one tiny read before it trusts a cached session
 * (docs/decisions/0019-sqlite-session-cache.md). PostgreSQL looks sessions up per request: no change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema
    .createTable('session_changes')
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into session_changes (n) values (0)`.execute(db);
  for (const [table, event] of WATCHED) {
    await sql
      .raw(
        `create trigger session_changes_${table}_${event} after ${event} on ${table} ` +
          'begin update session_changes set n = n + 1; end',
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const [table, event] of WATCHED) await sql.raw(`drop trigger session_changes_${table}_${event}`).execute(db);
  await db.schema.dropTable('session_changes').execute();
}
