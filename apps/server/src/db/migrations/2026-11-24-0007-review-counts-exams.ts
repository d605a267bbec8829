import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/** SQLite: the counts follow every insert, state change and delete (cascades included). */
const SQLITE_TRIGGERS = [
  sql`create trigger card_counts_insert after insert on card_states begin
        insert into card_counts (user_id, state, n) values (new.user_id, new.state, 1)
        on conflict (user_id, state) do update set n = n + 1;
      end`,
  sql`create trigger card_counts_update after update of state on card_states when old.state <> new.state begin
        update card_counts set n = n - 1 where user_id = old.user_id and state = old.state;
        insert into card_counts (user_id, state, n) values (new.user_id, new.state, 1)
        on conflict (user_id, state) do update set n = n + 1;
      end`,
  sql`create trigger card_counts_delete after delete on card_states begin
        update card_counts set n = n - 1 where user_id = old.user_id and state = old.state;
      end`,
];

/** PostgreSQL: the same rule in one function for the three events. */
const POSTGRES_TRIGGERS = [
  sql`create function card_counts_follow() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update card_counts set n = n - 1 where user_id = old.user_id and state = old.state;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into card_counts (user_id, state, n) values (new.user_id, new.state, 1)
          on conflict (user_id, state) do update set n = card_counts.n + 1;
        end if;
        return null;
      end $$`,
  sql`create trigger card_counts_insert_delete after insert or delete on card_states
      for each row execute function card_counts_follow()`,
  sql`create trigger card_counts_update after update of state on card_states
      for each row when (old.state <> new.state) execute function card_counts_follow()`,
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // Cards per learner and FSRS state, kept by triggers: the review summary reads four rows
  // instead of counting 100,000 (docs/decisions/0006-review-counts.md).
  await db.schema
    .createTable('card_counts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('card_counts_pk', ['user_id', 'state'])
    .execute();
  for (const trigger of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await trigger.execute(db);
  await sql`insert into card_counts (user_id, state, n)
            select user_id, state, count(*) from card_states group by user_id, state`.execute(db);

  // The sets a learner has answered in: their sizes give the summary's "new" cards.
  await db.schema
    .createTable('started_sets')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('set_id', 'text', (c) => c.notNull().references('learnsets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('started_sets_pk', ['user_id', 'set_id'])
    .execute();
  await db.schema.createIndex('started_sets_set').on('started_sets').column('set_id').execute();
  await sql`insert into started_sets (user_id, set_id)
            select distinct s.user_id, e.set_id from statistics s join exercises e on e.id = s.exercise_id
            union
            select distinct c.user_id, e.set_id from card_states c join exercises e on e.id = c.exercise_id`.execute(
    db,
  );

  // A learner's exam date per set (YYYY-MM-DD, Zurich): caps the intervals until then.
  await db.schema
    .createTable('exam_dates')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('set_id', 'text', (c) => c.notNull().references('learnsets.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_dates_pk', ['user_id', 'set_id'])
    .execute();
  await db.schema.createIndex('exam_dates_set').on('exam_dates').column('set_id').execute();

  // Moves on with every answer: a pupil's statistics are built and compressed once per version.
  await db.schema
    .createTable('stats_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();

  // Nothing reads the log by user and time; the unique (user_id, client_id) index serves the
  // cascade when an account goes, so one index less to write per answer.
  await db.schema.dropIndex('answers_user').execute();

  // "Most overdue first" in index order, ties by exercise: no sort of every due card.
  await db.schema.dropIndex('card_states_due').execute();
  await db.schema.createIndex('card_states_due').on('card_states').columns(['user_id', 'due', 'exercise_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex('card_states_due').execute();
  await db.schema.createIndex('card_states_due').on('card_states').columns(['user_id', 'due']).execute();
  await db.schema.createIndex('answers_user').on('answers').columns(['user_id', 'at']).execute();
  await db.schema.dropTable('stats_versions').execute();
  await db.schema.dropTable('exam_dates').execute();
  await db.schema.dropTable('started_sets').execute();
  if (postgres) {
    await sql`drop trigger card_counts_insert_delete on card_states`.execute(db);
    await sql`drop trigger card_counts_update on card_states`.execute(db);
    await sql`drop function card_counts_follow()`.execute(db);
  } else {
    for (const name of ['card_counts_insert', 'card_counts_update', 'card_counts_delete']) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
  }
  await db.schema.dropTable('card_counts').execute();
}
