import {
  CALENDAR_SOURCE_TEXTS,
  type CalendarSourceBody,
  CALENDAR_TEXTS,
  MAX_CALENDAR_EVENTS,
  MAX_ICS_BYTES,
  SOURCE_REFRESH_HOURS,
  toSwissDate,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { OutboundFailed, OutboundRefused, outboundRequest } from '../../lib/outbound';
import type { ParsePool } from '../../parse-pool/parse-pool';
import type { SessionAccount } from '../../kernel/session-account';
import { CalendarEventRepository } from './calendar-event.repository';
import { icsFailure, importedRows } from './calendar-import.service';
import { CalendarSourceRepository, type SourceRow } from './calendar-source.repository';
import { CalendarRepository, type CalendarTransaction } from './calendar.repository';
import { CalendarService } from './calendar.service';
import type { ImportedEvent, IcsOutcome } from './ics-import';

const HOUR_MS = 3_600_000;
/** How long one fetch may take, DNS to the last byte (a school's server may be slow). */
const FETCH_TIMEOUT_MS = 15_000;
/** Sources one round refreshes at most: the rest are still due at the next tick. */
const ROUND_SIZE = 20;

export interface CalendarSourceOptions {
  /** Lets fetches reach loopback and private addresses: `OUTBOUND_ALLOW_PRIVATE=1`, tests only. */
  allowPrivate: boolean;
  /** A number in [0, 1) spreading the refreshes (tests pass a fixed one). */
  random?: () => number;
}

type Fetched = { ok: true; events: ImportedEvent[]; until: string } | { ok: false; message: string };

/**
 * Calendars subscribed by address (the school's timetable, a Google or Outlook calendar): fetched
 * through the outbound guard (public addresses only, time and size capped), read like an imported
 * file in the parse pool, and fetched again every SOURCE_REFRESH_HOURS hours, each at its own
 * jittered time. Their events are the feed's alone: the pupil cannot change them, only delete the
 * calendar. A refresh replaces them, the window being the import's (today to 31 July).
 */
export class CalendarSourceService {
  private readonly sources: CalendarSourceRepository;
  private readonly events: CalendarEventRepository;
  private readonly calendars: CalendarService;
  private readonly calendarRows: CalendarRepository;

  constructor(
    db: Db,
    private readonly parser: ParsePool,
    private readonly opts: CalendarSourceOptions,
  ) {
    this.sources = new CalendarSourceRepository(db);
    this.events = new CalendarEventRepository(db);
    this.calendars = new CalendarService(db);
    this.calendarRows = new CalendarRepository(db);
  }

  /** A new calendar fed by `body.url`; nothing is made when the first fetch fails (German 400). */
  async add(user: SessionAccount, body: CalendarSourceBody, now: Date): Promise<{ id: string; message: string }> {
    const fetched = await this.fetch(body.url, now);
    if (!fetched.ok) throw new HttpError(400, fetched.message);
    const id = await this.calendars.create(user, body.name, async (trx, calendarId) => {
      await this.sources.insert(
        {
          calendar_id: calendarId,
          url: body.url,
          refresh_due_at: this.nextDue(now),
          refreshed_at: now.toISOString(),
          error: null,
        },
        trx,
      );
      await this.replaceEvents(calendarId, fetched.events, now, trx);
    });
    return { id, message: CALENDAR_SOURCE_TEXTS.added(fetched.events.length, toSwissDate(fetched.until)) };
  }

  /**
   * One round of the timer: each source due at `now` that this instance claims (another instance
   * claiming it first skips it here) is fetched; a failure keeps the events and records why.
   */
  async refreshDue(now: Date): Promise<{ refreshed: number; failed: number }> {
    const report = { refreshed: 0, failed: 0 };
    for (const source of await this.sources.due(now.toISOString(), ROUND_SIZE)) {
      if (!(await this.sources.claim(source, this.nextDue(now)))) continue;
      // One source failing (its calendar deleted meanwhile, a database hiccup) leaves the others to run.
      const worked = await this.refresh(source, now).catch(() => false);
      if (worked) report.refreshed++;
      else report.failed++;
    }
    return report;
  }

  private async refresh(source: SourceRow, now: Date): Promise<boolean> {
    const fetched = await this.fetch(source.url, now);
    if (!fetched.ok) {
      await this.sources.recordFailure(source.calendar_id, fetched.message);
      return false;
    }
    await this.calendarRows.transaction(async (trx) => {
      await this.replaceEvents(source.calendar_id, fetched.events, now, trx);
      await this.sources.recordSuccess(source.calendar_id, now.toISOString(), trx);
    });
    return true;
  }

  /** The calendar's events become the feed's: updated by their file UID, the others removed. */
  private async replaceEvents(calendarId: string, events: ImportedEvent[], now: Date, trx: CalendarTransaction) {
    if (events.length > MAX_CALENDAR_EVENTS) throw new HttpError(400, CALENDAR_TEXTS.tooManyEvents);
    await this.sources.removeEventsNotIn(calendarId, new Set(events.map((e) => e.sourceUid)), trx);
    await this.events.upsertImported(importedRows(events, calendarId, 'appointment', now.toISOString()), trx);
  }

  /** The address's calendar, read as an imported file is; or the German reason it is not one. */
  private async fetch(url: string, now: Date): Promise<Fetched> {
    let body: Buffer;
    try {
      const res = await outboundRequest(url, {
        allowPrivate: this.opts.allowPrivate,
        timeoutMs: FETCH_TIMEOUT_MS,
        maxBytes: MAX_ICS_BYTES,
        maxRedirects: 3,
        headers: { accept: 'text/calendar, */*;q=0.5' },
      });
      if (res.status !== 200) return { ok: false, message: CALENDAR_SOURCE_TEXTS.unreachable };
      body = res.body;
    } catch (error) {
      if (error instanceof OutboundRefused) return { ok: false, message: CALENDAR_SOURCE_TEXTS.notAllowed };
      if (error instanceof OutboundFailed && error.code === 'too-large') {
        return { ok: false, message: CALENDAR_SOURCE_TEXTS.tooLarge };
      }
      if (error instanceof OutboundFailed) return { ok: false, message: CALENDAR_SOURCE_TEXTS.unreachable };
      throw error;
    }
    let read: IcsOutcome;
    try {
      read = await this.parser.run<IcsOutcome>({ kind: 'ics', bytes: body, now: now.getTime() }, icsFailure);
    } catch (error) {
      if (error instanceof HttpError) return { ok: false, message: error.message };
      throw error;
    }
    if (!read.ok) {
      // The file's own reasons name a file; for an address "not a calendar" says it better.
      const unreadable = read.message === CALENDAR_TEXTS.icsUnreadable;
      return { ok: false, message: unreadable ? CALENDAR_SOURCE_TEXTS.notCalendar : read.message };
    }
    return read;
  }

  /** SOURCE_REFRESH_HOURS from now, plus up to half an hour: subscriptions made together spread out. */
  private nextDue(now: Date): string {
    const jitter = (this.opts.random ?? Math.random)() * HOUR_MS * 0.5;
    return new Date(now.getTime() + SOURCE_REFRESH_HOURS * HOUR_MS + jitter).toISOString();
  }
}
