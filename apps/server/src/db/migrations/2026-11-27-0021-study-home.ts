import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The study home (issue #29, docs/decisions/0035-study-home.md):
 * - the sets a pupil last studied and the mode they used, a few rows per account ('Weiterlernen');
 * - when the account first signed in: the session that began then greets with 'Willkommen',
 *   every later one with 'Willkommen zurück'. Accounts that exist already count as greeted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recent_studies')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The selection as its address carries it: set ids joined by '.'.
    .addColumn('set_ids', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('studied_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_studies_pk', ['user_id', 'set_ids'])
    .execute();
  // The newest first per account, and the oldest dropped past the limit.
  await db.schema
    .createIndex('recent_studies_user_time')
    .on('recent_studies')
    .columns(['user_id', 'studied_at'])
    .execute();

  await db.schema.alterTable('users').addColumn('first_sign_in_at', 'text').execute();
  await db
    .updateTable('users')
    .set((eb) => ({ first_sign_in_at: eb.ref('created_at') }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('first_sign_in_at').execute();
  await db.schema.dropTable('recent_studies').execute();
}
