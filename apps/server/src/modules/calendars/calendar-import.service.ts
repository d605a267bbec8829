import { CALENDAR_TEXTS, EVENT_KINDS, type EventKind, MAX_CALENDAR_EVENTS, toSwissDate } from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { UserRow } from '../account/account.repository';
import { ownCalendar, pupilOf } from './calendar-access';
import { CalendarEventRepository, type EventRow } from './calendar-event.repository';
import { CalendarRepository } from './calendar.repository';
import { readIcs } from './ics-import';

/** Imports of `.ics` files (e.g. the school's timetable) into an own calendar: all or nothing. */
export class CalendarImportService {
  private readonly calendars: CalendarRepository;
  private readonly events: CalendarEventRepository;

  constructor(db: Db) {
    this.calendars = new CalendarRepository(db);
    this.events = new CalendarEventRepository(db);
  }

  /** Before a byte of the file is read: the calendar is the pupil's own. */
  async check(user: UserRow, calendarId: string): Promise<void> {
    await ownCalendar(this.calendars, calendarId, pupilOf(user));
  }

  /**
   * Adds the file's events from today to the end of the school year (an event imported before
   * from the same file is updated, not doubled), in one transaction.
   */
  async import(
    user: UserRow,
    calendarId: string,
    file: Buffer,
    kindField: string | undefined,
    now = new Date(),
  ): Promise<{ added: number; message: string }> {
    const calendar = await ownCalendar(this.calendars, calendarId, pupilOf(user));
    const kind: EventKind = EVENT_KINDS.find((k) => k === kindField) ?? 'appointment';
    const { events, until } = await readIcs(file.toString('utf8'), now);
    if (events.length === 0) throw new HttpError(400, CALENDAR_TEXTS.icsNoEvents);
    const stamp = new Date().toISOString();
    const rows: EventRow[] = events.map((event) => ({
      id: newId(),
      calendar_id: calendar.id,
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
    await this.calendars.transaction(async (trx) => {
      if ((await this.events.countIn(calendar.id, trx)) + rows.length > MAX_CALENDAR_EVENTS) {
        throw new HttpError(400, CALENDAR_TEXTS.tooManyEvents);
      }
      await this.events.upsertImported(rows, trx);
    });
    return { added: events.length, message: CALENDAR_TEXTS.imported(events.length, toSwissDate(until)) };
  }
}
