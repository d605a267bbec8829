import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // The browser's own id of an answer (offline queue, retries, two tabs): stored once per user.
  // NULL for old clients; NULLs never collide in a unique index on either engine.
  await db.schema.alterTable('answers').addColumn('client_id', 'text').execute();
  await db.schema.alterTable('answers').addColumn('mode', 'text').execute();
  await db.schema.createIndex('answers_client').on('answers').columns(['user_id', 'client_id']).unique().execute();

  // The share of cards a pupil wants to still know when they come back (FSRS desired retention).
  await db.schema
    .alterTable('users')
    .addColumn('retention', 'real', (c) => c.notNull().defaultTo(0.9))
    .execute();

  // FSRS memory state per learner and exercise; the index serves "what is due for this pupil".
  await db.schema
    .createTable('card_states')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id').onDelete('cascade'))
    .addColumn('due', 'text', (c) => c.notNull())
    .addColumn('stability', 'real', (c) => c.notNull())
    .addColumn('difficulty', 'real', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'text')
    .addPrimaryKeyConstraint('card_states_pk', ['user_id', 'exercise_id'])
    .execute();
  await db.schema.createIndex('card_states_due').on('card_states').columns(['user_id', 'due']).execute();
  await db.schema.createIndex('card_states_exercise').on('card_states').column('exercise_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_states').execute();
  await db.schema.alterTable('users').dropColumn('retention').execute();
  await db.schema.dropIndex('answers_client').execute();
  await db.schema.alterTable('answers').dropColumn('mode').execute();
  await db.schema.alterTable('answers').dropColumn('client_id').execute();
}
