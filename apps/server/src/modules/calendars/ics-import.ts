import {
  addDays,
  CALENDAR_TEXTS,
  daysBetween,
  EVENT_DURATION_MAX,
  EVENT_NOTE_MAX,
  EVENT_TITLE_MAX,
  MAX_IMPORT_EVENTS,
  schoolYearEnd,
  toMultiLine,
  toSingleLine,
  toStoredDate,
  toZurichDay,
  zurichStartOfDay,
} from '@app/shared';
import ical, { type EventInstance, type VEvent } from 'node-ical';
import { asCalendarAppsRead } from './ics-normalise';
import { rdateCount, rdateInstances, rdatesNear } from './ics-rdates';
import { localDay, moreOftenThanDaily, text, validDate } from './ics-rules';

/** One event read from a file, in the calendar's terms (Zurich day and time). */
export interface ImportedEvent {
  /** The file's UID and the occurrence's original start: the same on every import of the file. */
  sourceUid: string;
  title: string;
  day: string;
  time: string | null;
  duration: number | null;
  note: string;
}

/** An import for the parse pool: the file's bytes (on the child's pipe) and the time it is made at. */
export interface IcsJob {
  kind: 'ics';
  bytes: Uint8Array;
  now: number;
}

/** The events to add (up to `until`, 31 July), or the German reason nothing is imported. */
export type IcsOutcome = { ok: true; events: ImportedEvent[]; until: string } | { ok: false; message: string };

const UNTITLED = '(ohne Titel)';

/** An instant as Zurich day and HH:MM. */
function zurich(ms: number): { day: string; time: string } {
  const [day = '', time = ''] = toStoredDate(new Date(ms)).split('_');
  return { day, time: time.slice(0, 5).replace('-', ':') };
}

function toImported(instance: EventInstance, base: VEvent, fallbackTitle: string): ImportedEvent {
  const own = instance.isOverride ? instance.event : base;
  const recurrence = instance.isOverride && validDate(own.recurrenceid) ? own.recurrenceid : instance.start;
  const common = {
    sourceUid: `${text(base.uid) || fallbackTitle}|${recurrence.toISOString()}`,
    // A file's text meets the same rule as a typed one: no control characters beyond a note's breaks.
    title: toSingleLine(text(own.summary) || fallbackTitle).slice(0, EVENT_TITLE_MAX),
    note: toMultiLine(text(own.description)).slice(0, EVENT_NOTE_MAX),
  };
  const end = validDate(instance.end) ? instance.end : null;
  if (instance.isFullDay) {
    const startDay = localDay(instance.start);
    const days = end ? daysBetween(startDay, localDay(end)) : 1;
    const duration = days > 1 ? Math.min(days * 1440, EVENT_DURATION_MAX) : null;
    return { ...common, day: startDay, time: null, duration };
  }
  const minutes = end === null ? 0 : Math.round((end.getTime() - instance.start.getTime()) / 60_000);
  return {
    ...common,
    ...zurich(instance.start.getTime()),
    duration: minutes > 0 ? Math.min(minutes, EVENT_DURATION_MAX) : null,
  };
}

/**
 * Reads an iCalendar file (node-ical: VTIMEZONE, Windows zone names, RRULE with EXDATE and moved
 * occurrences; RDATE by rdateInstances) into its events from today to the end of the school year
 * (31 July), recurring ones expanded, as calendar apps show them (asCalendarAppsRead: floating
 * times in Zurich's zone, a monthly rule on the 31st skipping shorter months). Runs in a parse
 * child (node-ical is synchronous; the pool's time limit bounds it).
 * Nothing is read, and the reason is German, for a file that is not iCalendar, an event without a
 * readable date or with a rule repeating more often than daily (checked before it is expanded),
 * or more than MAX_IMPORT_EVENTS occurrences (counted event by event, stopping at the first one
 * too many; an event's RDATE values near the window counted before they are read). Only the
 * outcome goes back to the server: at most MAX_IMPORT_EVENTS events.
 */
export function importIcs(job: IcsJob): IcsOutcome {
  const refuse = (message: string): IcsOutcome => ({ ok: false, message });
  const content = new TextDecoder().decode(job.bytes);
  const today = toZurichDay(new Date(job.now));
  const until = schoolYearEnd(today);
  if (!/^\s*BEGIN:VCALENDAR/i.test(content)) return refuse(CALENDAR_TEXTS.icsUnreadable);
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(asCalendarAppsRead(content));
  } catch {
    return refuse(CALENDAR_TEXTS.icsUnreadable);
  }
  const [start, end] = [zurichStartOfDay(today).getTime(), zurichStartOfDay(addDays(until, 1)).getTime()];
  // A day before and after: all-day dates are local midnights in node-ical.
  const [from, to] = [zurichStartOfDay(addDays(today, -1)), zurichStartOfDay(addDays(until, 2))];
  const inWindow = (i: EventInstance) =>
    i.isFullDay
      ? localDay(i.start) >= today && localDay(i.start) <= until
      : i.start.getTime() >= start && i.start.getTime() < end;
  const events: ImportedEvent[] = [];
  let count = 0;
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as VEvent;
    const title = (text(event.summary) || UNTITLED).slice(0, EVENT_TITLE_MAX);
    if (!validDate(event.start)) return refuse(CALENDAR_TEXTS.icsBadEvent(title));
    if (event.rrule && moreOftenThanDaily(event.rrule)) return refuse(CALENDAR_TEXTS.icsTooFrequent(title));
    if (text(event.status).toUpperCase() === 'CANCELLED') continue;
    // Each RDATE value near the window can make one occurrence: counted before any is read.
    const rdates = rdatesNear(event, today, until);
    if (count + rdateCount(rdates) > MAX_IMPORT_EVENTS) return refuse(CALENDAR_TEXTS.icsTooMany);
    let instances: EventInstance[];
    try {
      // Only the window's dates: at most one a day (moreOftenThanDaily), so at most about 560.
      const ruled = ical.expandRecurringEvent(event, { from, to });
      const extra = rdateInstances(event, rdates, ruled);
      if (!extra) return refuse(CALENDAR_TEXTS.icsBadEvent(title));
      instances = [...ruled, ...extra].sort((a, b) => a.start.getTime() - b.start.getTime());
    } catch {
      return refuse(CALENDAR_TEXTS.icsBadEvent(title));
    }
    // Counted one by one: at the first occurrence over the cap no further event is expanded.
    for (const instance of instances) {
      if (!validDate(instance.start)) return refuse(CALENDAR_TEXTS.icsBadEvent(title));
      if (!inWindow(instance)) continue;
      if (++count > MAX_IMPORT_EVENTS) return refuse(CALENDAR_TEXTS.icsTooMany);
      const imported = toImported(instance, event, title);
      if (imported.day >= today && imported.day <= until) events.push(imported);
    }
  }
  return { ok: true, events, until };
}
