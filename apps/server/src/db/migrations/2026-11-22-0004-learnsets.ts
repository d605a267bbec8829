import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('learnsets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('class_', 'text', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // Number of exercises, kept with the set so the list never counts rows.
    .addColumn('size', 'integer', (c) => c.notNull())
    // 'YYYY-MM-DD_HH-MM-SS', Europe/Zurich: sorts as text.
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('edited', 'text', (c) => c.notNull())
    // ISO-8601 UTC with milliseconds, set at every write: with the row count it versions the cached list.
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The list is ordered newest first; the owner index serves the cascade and "my sets".
  await db.schema.createIndex('learnsets_list').on('learnsets').columns(['created', 'id']).execute();
  await db.schema.createIndex('learnsets_updated').on('learnsets').column('updated_at').execute();
  await db.schema.createIndex('learnsets_owner').on('learnsets').column('owner_id').execute();

  await db.schema
    .createTable('exercises')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('set_id', 'text', (c) => c.notNull().references('learnsets.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    // JSON array of alternative answers (without the model answer).
    .addColumn('answers', 'text', (c) => c.notNull())
    // Double, not 'real': PostgreSQL's real is 4 bytes and would turn 0.3 into 0.30000001.
    .addColumn('frequency', 'double precision', (c) => c.notNull())
    .addColumn('auto_check', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exercises_set').on('exercises').columns(['set_id', 'position']).execute();

  await db.schema
    .createTable('statistics')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id').onDelete('cascade'))
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('wrong', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistics_pk', ['user_id', 'exercise_id'])
    .execute();
  // The primary key serves user → statistics; this one serves the cascade when exercises go.
  await db.schema.createIndex('statistics_exercise').on('statistics').column('exercise_id').execute();

  // Append-only log of every answer sent by a signed-in learner.
  await db.schema
    .createTable('answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_id', 'text', (c) => c.notNull().references('exercises.id').onDelete('cascade'))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('answers_user').on('answers').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('answers_exercise').on('answers').column('exercise_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['answers', 'statistics', 'exercises', 'learnsets']) await db.schema.dropTable(t).execute();
}
