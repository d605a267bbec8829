import type { CalendarLink } from '@app/shared';
import { sql, type Transaction } from 'kysely';
import type { Db, DbExecutor } from '../../db/connection';
import type { Database, Row } from '../../db/schema';

export type EventRow = Row<'calendar_events'>;
export interface EventLinks {
  set_ids: readonly string[];
  document_ids: readonly string[];
}
export interface LinkRow extends CalendarLink {
  event_id: string;
}
export interface Links {
  sets: LinkRow[];
  documents: LinkRow[];
}

/** Rows per insert: well under either engine's limit of bound values. */
const CHUNK = 400;
/** All-day events (no time) first within a day, on both engines (their NULLs sort differently). */
const byTime = sql<string>`coalesce(calendar_events.time, '')`;

/** SQL of calendar events and their links to learning sets and documents. */
export class CalendarEventRepository {
  constructor(private readonly db: Db) {}

  /** The calendar's events by day and time. */
  eventsOf(calendarId: string): Promise<EventRow[]> {
    return this.db
      .selectFrom('calendar_events')
      .selectAll()
      .where('calendar_id', '=', calendarId)
      .orderBy('day')
      .orderBy(byTime)
      .orderBy('id')
      .execute();
  }

  /** The sets and documents linked by the events of these calendars, or by these events. */
  async linksOf(by: { calendarIds: readonly string[] } | { eventIds: readonly string[] }): Promise<Links> {
    const ids = 'calendarIds' in by ? by.calendarIds : by.eventIds;
    if (ids.length === 0) return { sets: [], documents: [] };
    const sets = this.db
      .selectFrom('calendar_event_sets')
      .innerJoin('calendar_events', 'calendar_events.id', 'calendar_event_sets.event_id')
      .innerJoin('learnsets', 'learnsets.id', 'calendar_event_sets.set_id')
      .select(['calendar_event_sets.event_id', 'learnsets.id', 'learnsets.title', 'learnsets.subject'])
      .where('calendarIds' in by ? 'calendar_events.calendar_id' : 'calendar_events.id', 'in', ids)
      .orderBy('learnsets.title');
    const documents = this.db
      .selectFrom('calendar_event_documents')
      .innerJoin('calendar_events', 'calendar_events.id', 'calendar_event_documents.event_id')
      .innerJoin('documents', 'documents.id', 'calendar_event_documents.document_id')
      .select(['calendar_event_documents.event_id', 'documents.id', 'documents.title', 'documents.subject'])
      .where('calendarIds' in by ? 'calendar_events.calendar_id' : 'calendar_events.id', 'in', ids)
      .orderBy('documents.title');
    return { sets: await sets.execute(), documents: await documents.execute() };
  }

  findEvent(calendarId: string, eventId: string): Promise<EventRow | undefined> {
    return this.db
      .selectFrom('calendar_events')
      .selectAll()
      .where('calendar_id', '=', calendarId)
      .where('id', '=', eventId)
      .executeTakeFirst();
  }

  /** The sets an event links to. */
  async setIdsOf(eventIds: readonly string[]): Promise<string[]> {
    if (eventIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('calendar_event_sets')
      .select('set_id')
      .distinct()
      .where('event_id', 'in', eventIds)
      .execute();
    return rows.map((r) => r.set_id);
  }

  /** The sets linked by the calendar's exam events (what a subscription brings to exam dates). */
  async examSetIdsOf(calendarId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('calendar_event_sets')
      .innerJoin('calendar_events', 'calendar_events.id', 'calendar_event_sets.event_id')
      .select('calendar_event_sets.set_id')
      .distinct()
      .where('calendar_events.calendar_id', '=', calendarId)
      .where('calendar_events.kind', '=', 'exam')
      .execute();
    return rows.map((r) => r.set_id);
  }

  async countIn(calendarId: string, db: DbExecutor = this.db): Promise<number> {
    const row = await db
      .selectFrom('calendar_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('calendar_id', '=', calendarId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Which of these ids name existing sets / documents. */
  async existing(table: 'learnsets' | 'documents', ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  /** An event and its links in one transaction. */
  async insert(row: EventRow, links: EventLinks, trx: Transaction<Database>): Promise<void> {
    await trx.insertInto('calendar_events').values(row).execute();
    await this.writeLinks(trx, row.id, links);
  }

  /** Changes an event and replaces its links, in one transaction. */
  async update(row: EventRow, links: EventLinks, trx: Transaction<Database>): Promise<void> {
    const { id, calendar_id: _calendar, created_at: _created, source_uid: _source, ...changes } = row;
    await trx.updateTable('calendar_events').set(changes).where('id', '=', id).execute();
    await trx.deleteFrom('calendar_event_sets').where('event_id', '=', id).execute();
    await trx.deleteFrom('calendar_event_documents').where('event_id', '=', id).execute();
    await this.writeLinks(trx, id, links);
  }

  async remove(eventId: string): Promise<void> {
    await this.db.deleteFrom('calendar_events').where('id', '=', eventId).execute();
  }

  /**
   * Imported events in chunks inside the caller's transaction; an event already imported from
   * the same file entry (same UID and recurrence) is updated instead of added twice.
   * Returns how many rows are new.
   */
  async upsertImported(rows: readonly EventRow[], trx: Transaction<Database>): Promise<number> {
    const calendarId = rows[0]?.calendar_id;
    if (!calendarId) return 0;
    const before = await this.countIn(calendarId, trx);
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('calendar_events')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['calendar_id', 'source_uid']).doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            day: eb.ref('excluded.day'),
            time: eb.ref('excluded.time'),
            duration: eb.ref('excluded.duration'),
            note: eb.ref('excluded.note'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    return (await this.countIn(calendarId, trx)) - before;
  }

  private async writeLinks(trx: Transaction<Database>, eventId: string, links: EventLinks): Promise<void> {
    if (links.set_ids.length > 0) {
      await trx
        .insertInto('calendar_event_sets')
        .values(links.set_ids.map((set_id) => ({ event_id: eventId, set_id })))
        .execute();
    }
    if (links.document_ids.length > 0) {
      await trx
        .insertInto('calendar_event_documents')
        .values(links.document_ids.map((document_id) => ({ event_id: eventId, document_id })))
        .execute();
    }
  }
}
