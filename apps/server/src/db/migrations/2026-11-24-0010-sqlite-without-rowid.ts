import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The tables every answer writes to, and the sessions every signed-in request reads; keyed by text
 * and referenced by no other table. Rebuilt as WITHOUT ROWID on SQLite.
 */
const TABLES = ['answers', 'statistics', 'card_states', 'sessions'];

/**
 * On SQLite a table with a text primary key is two B-trees: the rows by rowid and the key's index.
 * Stored by their key alone, each answer writes about a third fewer pages to the log, and a session
 * is found in one search instead of two
 * (docs/decisions/0010-sqlite-checkpoints.md). PostgreSQL stores tables its own way: no change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const table of TABLES) await rebuild(db, table, (create) => `${create} without rowid`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const table of TABLES) await rebuild(db, table, (create) => create.replace(/ without rowid$/i, ''));
}

/** Copies a table into a new definition, then recreates its indexes and triggers. */
async function rebuild(db: Kysely<any>, table: string, define: (create: string) => string): Promise<void> {
  const objects = (
    await sql<{
      type: string;
      sql: string | null;
    }>`select type, sql from sqlite_master where tbl_name = ${table}`.execute(db)
  ).rows;
  const create = objects.find((o) => o.type === 'table')?.sql;
  if (!create) throw new Error(`table ${table} not found`);
  const staging = `${table}_rebuilt`;
  await sql.raw(define(create.replace(`"${table}"`, `"${staging}"`))).execute(db);
  await sql`insert into ${sql.table(staging)} select * from ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(staging)} rename to ${sql.table(table)}`.execute(db);
  for (const { sql: definition } of objects) {
    if (definition && !/^create table/i.test(definition)) await sql.raw(definition).execute(db);
  }
}
