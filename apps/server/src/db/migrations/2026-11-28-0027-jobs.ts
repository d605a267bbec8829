import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/**
 * Background jobs that survive a restart and a second instance (docs/decisions/0063): one row per
 * item that needs work, claimed under a lease. A change to a document or a learning set queues its
 * item by trigger, so every path that writes one (forms, editor, imports, the operator CLI) is
 * covered. `generation` counts the changes: a job finished on an older generation stays queued.
 * `run_after` '' means now (the triggers do not read the application's clock).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('run_after', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('jobs_pkey', ['kind', 'item_id'])
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['run_after']).execute();

  const queue = (kind: string, id: string) =>
    `insert into jobs (kind, item_id) values ('${kind}', ${id})
     on conflict (kind, item_id) do update set generation = jobs.generation + 1, run_after = '', attempts = 0, last_error = null`;
  const tables = [
    ['documents', 'library-document'],
    ['learnsets', 'library-learnset'],
  ] as const;
  const isSqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  for (const [table, kind] of tables) {
    if (isSqlite) {
      for (const [event, row] of [
        ['insert', 'new'],
        ['update', 'new'],
        ['delete', 'old'],
      ] as const) {
        await sql
          .raw(
            `create trigger ${table}_jobs_${event} after ${event} on ${table} for each row begin ${queue(kind, `${row}.id`)}; end`,
          )
          .execute(db);
      }
    } else {
      await sql
        .raw(
          `create function ${table}_jobs() returns trigger language plpgsql as $$
           begin
             if tg_op = 'DELETE' then ${queue(kind, 'old.id')}; return old; end if;
             ${queue(kind, 'new.id')}; return new;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_jobs after insert or update or delete on ${table} for each row execute function ${table}_jobs()`,
        )
        .execute(db);
    }
  }
  // What exists before this migration is queued once, so the first start indexes it.
  for (const [table, kind] of tables) {
    await sql
      .raw(`insert into jobs (kind, item_id) select '${kind}', id from ${table} where true on conflict do nothing`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const isSqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);
  for (const table of ['documents', 'learnsets']) {
    if (isSqlite) {
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger ${table}_jobs_${event}`).execute(db);
    } else {
      await sql.raw(`drop trigger ${table}_jobs on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_jobs()`).execute(db);
    }
  }
  await db.schema.dropTable('jobs').execute();
}
