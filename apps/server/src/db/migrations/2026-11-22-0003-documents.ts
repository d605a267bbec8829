import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('class_', 'text', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // bigint: Premium allows 1.5 GiB, beyond a 32-bit integer on PostgreSQL.
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('mimetype', 'text', (c) => c.notNull())
    .addColumn('formated_size', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // Shown dates, 'YYYY-MM-DD_HH-MM-SS' in Zurich time (SPEC §3).
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('edited', 'text', (c) => c.notNull())
    // ISO-8601 UTC: the list order (unambiguous across DST) and the list cache's version.
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_list').on('documents').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('documents_owner').on('documents').column('owner_id').execute();
  await db.schema.createIndex('documents_updated').on('documents').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
