import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * Calendars subscribed by address (issue #30): one row per such calendar, the address it is
 * fetched from and when it is due again. A due row is claimed by moving `refresh_due_at` on with
 * a conditional update, so of several instances only one fetches it. It goes with its calendar.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_sources')
    .addColumn('calendar_id', 'text', (c) => c.primaryKey().references('calendars.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('refresh_due_at', 'text', (c) => c.notNull())
    .addColumn('refreshed_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('calendar_sources_due').on('calendar_sources').column('refresh_due_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_sources').execute();
}
