import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/**
 * PostgreSQL: the cards per learner and state follow card_states once per statement instead of
 * once per row. A batch of answers ran the row trigger's PL/pgSQL for every card (a sixth of the
 * batch's statement); now one grouped upsert per statement reads the rows the statement changed
 * (transition tables). Cascades delete with statements of their own, so they are followed too.
 * SQLite keeps its row triggers: there they are compiled into the statement and cost little.
 */
const STATEMENT_TRIGGERS = [
  sql`create function card_counts_add() returns trigger language plpgsql as $$
      begin
        insert into card_counts (user_id, state, n)
        select user_id, state, count(*) from added group by user_id, state order by user_id, state
        on conflict (user_id, state) do update set n = card_counts.n + excluded.n;
        return null;
      end $$`,
  sql`create function card_counts_remove() returns trigger language plpgsql as $$
      begin
        update card_counts c set n = c.n - gone.n
        from (select user_id, state, count(*) as n from removed group by user_id, state) gone
        where c.user_id = gone.user_id and c.state = gone.state;
        return null;
      end $$`,
  sql`create function card_counts_move() returns trigger language plpgsql as $$
      begin
        insert into card_counts (user_id, state, n)
        select user_id, moved.state, sum(moved.n)
        from old_cards b join new_cards a using (user_id, exercise_id)
        cross join lateral (values (b.state, -1), (a.state, 1)) as moved (state, n)
        where a.state <> b.state
        group by user_id, moved.state order by user_id, moved.state
        on conflict (user_id, state) do update set n = card_counts.n + excluded.n;
        return null;
      end $$`,
  sql`create trigger card_counts_insert after insert on card_states
      referencing new table as added for each statement execute function card_counts_add()`,
  sql`create trigger card_counts_delete after delete on card_states
      referencing old table as removed for each statement execute function card_counts_remove()`,
  sql`create trigger card_counts_update after update on card_states
      referencing old table as old_cards new table as new_cards for each statement execute function card_counts_move()`,
];

const ROW_TRIGGERS = [
  sql`create trigger card_counts_insert_delete after insert or delete on card_states
      for each row execute function card_counts_follow()`,
  sql`create trigger card_counts_update after update of state on card_states
      for each row when (old.state <> new.state) execute function card_counts_follow()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger card_counts_insert_delete on card_states`.execute(db);
  await sql`drop trigger card_counts_update on card_states`.execute(db);
  for (const statement of STATEMENT_TRIGGERS) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const name of ['card_counts_insert', 'card_counts_delete', 'card_counts_update']) {
    await sql`drop trigger ${sql.id(name)} on card_states`.execute(db);
  }
  for (const name of ['card_counts_add', 'card_counts_remove', 'card_counts_move']) {
    await sql`drop function ${sql.id(name)}()`.execute(db);
  }
  for (const statement of ROW_TRIGGERS) await statement.execute(db);
}
