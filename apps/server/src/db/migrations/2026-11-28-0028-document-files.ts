import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * What the background jobs read out of each document's file (docs/decisions/0063): its text for
 * the search and its first page as a picture, made once per file version. A state says why there
 * is none ('pending', 'done', 'empty', 'failed', 'unsupported', 'tool-missing'), so the operator's
 * status can tell. Downloads are counted on the document itself (no personal data).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_files')
    .addColumn('document_id', 'text', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
    .addColumn('file_version', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('text_state', 'text', (c) => c.notNull())
    .addColumn('text_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail', 'text')
    .addColumn('thumb_state', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('downloads').execute();
  await db.schema.dropTable('document_files').execute();
}
