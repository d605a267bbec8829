import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen in time: never import application code here.

/**
 * A pupil's counts of right and wrong answers move into the card's row, and cards are keyed by
 * exercise first (docs/decisions/0024-one-row-per-card.md). Every answer wrote five B-trees for its
 * card (statistics by key and by exercise, memory states by key, by due date and by exercise); now
 * two: the key, which also serves the cascade when an exercise goes, and the due index, whose
 * leading user column serves the cascade when an account goes.
 *
 * Counts from before the memory model (statistics without a memory state) become new cards (FSRS
 * state 0, as ts-fsrs's empty card), due at the migration: the next review takes them up.
 */
const CARD_COLUMNS = `user_id, exercise_id, due, stability, difficulty, scheduled_days, learning_steps,
  reps, lapses, state, last_review, correct, wrong`;

/** Counts without a memory state, as new cards due now. */
const countsAlone = (now: string) => `
  select s.user_id, s.exercise_id, '${now}', 0, 0, 0, 0, 0, 0, 0, null, s.correct, s.wrong
  from statistics s
  where not exists (select 1 from card_states c where c.user_id = s.user_id and c.exercise_id = s.exercise_id)`;

/** The rows of both tables as one row per card. */
const merged = (now: string) => `
  select c.user_id, c.exercise_id, c.due, c.stability, c.difficulty, c.scheduled_days, c.learning_steps,
    c.reps, c.lapses, c.state, c.last_review, coalesce(s.correct, 0), coalesce(s.wrong, 0)
  from card_states c left join statistics s on s.user_id = c.user_id and s.exercise_id = c.exercise_id
  union all ${countsAlone(now)}`;

/** SQLite's card counts follow every insert, state change and delete (as in migration 0007). */
const SQLITE_COUNT_TRIGGERS = [
  `create trigger card_counts_insert after insert on card_states begin
     insert into card_counts (user_id, state, n) values (new.user_id, new.state, 1)
     on conflict (user_id, state) do update set n = n + 1;
   end`,
  `create trigger card_counts_update after update of state on card_states when old.state <> new.state begin
     update card_counts set n = n - 1 where user_id = old.user_id and state = old.state;
     insert into card_counts (user_id, state, n) values (new.user_id, new.state, 1)
     on conflict (user_id, state) do update set n = n + 1;
   end`,
  `create trigger card_counts_delete after delete on card_states begin
     update card_counts set n = n - 1 where user_id = old.user_id and state = old.state;
   end`,
];

/** SQLite's card table under `name`, with or without the counts, keyed by `key`. */
const sqliteCardTable = (name: string, key: string, counts: boolean) =>
  sql.raw(`create table ${name} (
    user_id text not null references users (id) on delete cascade,
    exercise_id text not null references exercises (id) on delete cascade,
    due text not null, stability real not null, difficulty real not null,
    scheduled_days integer not null, learning_steps integer not null, reps integer not null,
    lapses integer not null, state integer not null, last_review text,
    ${counts ? 'correct integer not null default 0, wrong integer not null default 0,' : ''}
    constraint card_states_pk primary key (${key})
  ) without rowid`);

const postgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  if (postgres(db)) {
    // In place: the statement triggers of migration 0015 stay and count the cards added here.
    await sql`alter table card_states add column correct integer not null default 0,
              add column wrong integer not null default 0`.execute(db);
    await sql`update card_states c set correct = s.correct, wrong = s.wrong
              from statistics s where s.user_id = c.user_id and s.exercise_id = c.exercise_id`.execute(db);
    await sql.raw(`insert into card_states (${CARD_COLUMNS}) ${countsAlone(now)}`).execute(db);
    await sql`alter table card_states drop constraint card_states_pk,
              add constraint card_states_pk primary key (exercise_id, user_id)`.execute(db);
    await sql`drop index card_states_exercise`.execute(db);
    await sql`drop table statistics`.execute(db);
    return;
  }
  await sqliteCardTable('card_states_merged', 'exercise_id, user_id', true).execute(db);
  await sql.raw(`insert into card_states_merged (${CARD_COLUMNS}) ${merged(now)}`).execute(db);
  await sql`drop table card_states`.execute(db);
  await sql`drop table statistics`.execute(db);
  await sql`alter table card_states_merged rename to card_states`.execute(db);
  await sql`create index card_states_due on card_states (user_id, due, exercise_id)`.execute(db);
  for (const trigger of SQLITE_COUNT_TRIGGERS) await sql.raw(trigger).execute(db);
  await sql`delete from card_counts`.execute(db);
  await sql`insert into card_counts (user_id, state, n)
            select user_id, state, count(*) from card_states group by user_id, state`.execute(db);
}

/** Back to two tables; the new cards made from old counts (state 0: no answer makes one) go again. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statistics')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id').onDelete('cascade'))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('statistics_pk', ['user_id', 'exercise_id'])
    .modifyEnd(postgres(db) ? sql`` : sql`without rowid`)
    .execute();
  await db.schema.createIndex('statistics_exercise').on('statistics').column('exercise_id').execute();
  await sql`insert into statistics (user_id, exercise_id, correct, wrong)
            select user_id, exercise_id, correct, wrong from card_states`.execute(db);
  await sql`delete from card_states where state = 0`.execute(db);
  if (postgres(db)) {
    await sql`alter table card_states drop constraint card_states_pk,
              add constraint card_states_pk primary key (user_id, exercise_id)`.execute(db);
    await sql`alter table card_states drop column correct, drop column wrong`.execute(db);
  } else {
    await sqliteCardTable('card_states_split', 'user_id, exercise_id', false).execute(db);
    const columns = CARD_COLUMNS.replace(', correct, wrong', '');
    await sql.raw(`insert into card_states_split (${columns}) select ${columns} from card_states`).execute(db);
    await sql`drop table card_states`.execute(db);
    await sql`alter table card_states_split rename to card_states`.execute(db);
    await sql`create index card_states_due on card_states (user_id, due, exercise_id)`.execute(db);
    for (const trigger of SQLITE_COUNT_TRIGGERS) await sql.raw(trigger).execute(db);
  }
  await db.schema.createIndex('card_states_exercise').on('card_states').column('exercise_id').execute();
}
