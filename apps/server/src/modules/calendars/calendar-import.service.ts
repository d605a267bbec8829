import { CALENDAR_TEXTS, EVENT_KINDS, type EventKind, MAX_CALENDAR_EVENTS, toSwissDate } from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { ParsePool } from '../../parse-pool/parse-pool';
import type { SessionAccount } from '../../kernel/session-account';
import { pupilOf, writableCalendar } from './calendar-access';
import { CalendarEventRepository, type EventRow } from './calendar-event.repository';
import { CalendarRepository } from './calendar.repository';
import type { ImportedEvent, IcsOutcome } from './ics-import';

/** A file's events as rows of the calendar (an import or a subscribed calendar's refresh). */
export function importedRows(
  events: readonly ImportedEvent[],
  calendarId: string,
  kind: EventKind,
  stamp: string,
): EventRow[] {
  return events.map((event) => ({
    id: newId(),
    calendar_id: calendarId,
    title: event.title,
    day: event.day,
    time: event.time,
    duration: event.duration,
    kind,
    note: event.note,
    source_uid: event.sourceUid,
    created_at: stamp,
    updated_at: stamp,
  }));
}

/** A file whose parse child hung (the pool's time limit) or died. */
export const icsFailure = (timedOut: boolean) =>
  new HttpError(400, timedOut ? CALENDAR_TEXTS.icsTooSlow : CALENDAR_TEXTS.icsUnreadable);

/** Imports of `.ics` files (e.g. the school's timetable) into an own calendar: all or nothing. */
export class CalendarImportService {
  private readonly calendars: CalendarRepository;
  private readonly events: CalendarEventRepository;

  constructor(
    db: Db,
    /** The server's parse pool: node-ical reads and expands the file there (ics-import.ts). */
    private readonly parser: ParsePool,
  ) {
    this.calendars = new CalendarRepository(db);
    this.events = new CalendarEventRepository(db);
  }

  /** Before a byte of the file is read: the calendar is the pupil's own. */
  async check(user: SessionAccount, calendarId: string): Promise<void> {
    await writableCalendar(this.calendars, calendarId, pupilOf(user));
  }

  /**
   * Adds the file's events from today to the end of the school year (an event imported before
   * from the same file is updated, not doubled), in one transaction.
   */
  async import(
    user: SessionAccount,
    calendarId: string,
    file: Buffer,
    kindField: string | undefined,
    now = new Date(),
  ): Promise<{ added: number; message: string }> {
    const calendar = await writableCalendar(this.calendars, calendarId, pupilOf(user));
    const kind: EventKind = EVENT_KINDS.find((k) => k === kindField) ?? 'appointment';
    const read = await this.parser.run<IcsOutcome>({ kind: 'ics', bytes: file, now: now.getTime() }, icsFailure);
    if (!read.ok) throw new HttpError(400, read.message);
    const { events, until } = read;
    if (events.length === 0) throw new HttpError(400, CALENDAR_TEXTS.icsNoEvents);
    const rows = importedRows(events, calendar.id, kind, new Date().toISOString());
    await this.calendars.transaction(async (trx) => {
      if ((await this.events.countIn(calendar.id, trx)) + rows.length > MAX_CALENDAR_EVENTS) {
        throw new HttpError(400, CALENDAR_TEXTS.tooManyEvents);
      }
      await this.events.upsertImported(rows, trx);
    });
    return { added: events.length, message: CALENDAR_TEXTS.imported(events.length, toSwissDate(until)) };
  }
}
