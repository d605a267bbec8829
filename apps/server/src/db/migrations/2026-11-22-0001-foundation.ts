import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('access_log')
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('logged_in', 'integer', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_log_at').on('access_log').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_log').execute();
  await db.schema.dropTable('app_secrets').execute();
}
