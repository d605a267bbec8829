import type { Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * Own calendars (SPEC §9's plan table), their events and what the events link to, and which
 * calendars shared with a class a classmate has put on the start page. The two reserved calendars
 * of every account are made at its first calendar call (modules/calendars), not here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendars')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // 'exams' or 'homework' for the two reserved calendars, else null.
    .addColumn('reserved', 'text')
    // A class designation of the owner's: its members read the calendar.
    .addColumn('share_class', 'text')
    // SHA-256 of the phone address's secret; null until the owner makes one.
    .addColumn('feed_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Also keeps the reserved calendars to one each (nulls never collide on either engine).
  await db.schema.createIndex('calendars_owner').on('calendars').columns(['owner_id', 'reserved']).unique().execute();
  await db.schema.createIndex('calendars_share').on('calendars').column('share_class').execute();

  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('calendar_id', 'text', (c) => c.notNull().references('calendars.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // YYYY-MM-DD and HH:MM (null: all day), Zurich wall-clock time.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('time', 'text')
    .addColumn('duration', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    // Imported events: the file's UID and recurrence, so importing an updated file again
    // updates them instead of adding them twice. Null for events made here.
    .addColumn('source_uid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('calendar_events_day')
    .on('calendar_events')
    .columns(['calendar_id', 'day', 'time'])
    .execute();
  await db.schema
    .createIndex('calendar_events_source')
    .on('calendar_events')
    .columns(['calendar_id', 'source_uid'])
    .unique()
    .execute();
  // The start page's next exams across calendars.
  await db.schema.createIndex('calendar_events_kind_day').on('calendar_events').columns(['kind', 'day']).execute();

  await db.schema
    .createTable('calendar_event_sets')
    .addColumn('event_id', 'text', (c) => c.notNull().references('calendar_events.id').onDelete('cascade'))
    .addColumn('set_id', 'text', (c) => c.notNull().references('learnsets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('calendar_event_sets_pk', ['event_id', 'set_id'])
    .execute();
  await db.schema.createIndex('calendar_event_sets_set').on('calendar_event_sets').column('set_id').execute();

  await db.schema
    .createTable('calendar_event_documents')
    .addColumn('event_id', 'text', (c) => c.notNull().references('calendar_events.id').onDelete('cascade'))
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('calendar_event_documents_pk', ['event_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('calendar_event_documents_document')
    .on('calendar_event_documents')
    .column('document_id')
    .execute();

  await db.schema
    .createTable('calendar_subscriptions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('calendar_id', 'text', (c) => c.notNull().references('calendars.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('calendar_subscriptions_pk', ['user_id', 'calendar_id'])
    .execute();
  await db.schema
    .createIndex('calendar_subscriptions_calendar')
    .on('calendar_subscriptions')
    .column('calendar_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_subscriptions').execute();
  await db.schema.dropTable('calendar_event_documents').execute();
  await db.schema.dropTable('calendar_event_sets').execute();
  await db.schema.dropTable('calendar_events').execute();
  await db.schema.dropTable('calendars').execute();
}
