import {
  addDays,
  CALENDAR_TEXTS,
  daysBetween,
  EVENT_DURATION_MAX,
  EVENT_NOTE_MAX,
  EVENT_TITLE_MAX,
  MAX_IMPORT_EVENTS,
  schoolYearEnd,
  toStoredDate,
  toZurichDay,
  zurichStartOfDay,
} from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { parseInWorker, type RawInstance } from './ics-worker';

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

const UNTITLED = '(ohne Titel)';

/** An instant as Zurich day and HH:MM. */
function zurich(ms: number): { day: string; time: string } {
  const [day = '', time = ''] = toStoredDate(new Date(ms)).split('_');
  return { day, time: time.slice(0, 5).replace('-', ':') };
}

function toImported(instance: RawInstance, uid: string, fallbackTitle: string): ImportedEvent {
  const common = {
    sourceUid: `${uid}|${new Date(instance.recurrence).toISOString()}`,
    title: (instance.summary || fallbackTitle).slice(0, EVENT_TITLE_MAX),
    note: instance.description.slice(0, EVENT_NOTE_MAX),
  };
  if (instance.startDay !== null) {
    const days = instance.endDay ? daysBetween(instance.startDay, instance.endDay) : 1;
    const duration = days > 1 ? Math.min(days * 1440, EVENT_DURATION_MAX) : null;
    return { ...common, day: instance.startDay, time: null, duration };
  }
  const minutes = instance.end === null ? 0 : Math.round((instance.end - instance.start) / 60_000);
  return { ...common, ...zurich(instance.start), duration: minutes > 0 ? Math.min(minutes, EVENT_DURATION_MAX) : null };
}

/**
 * Reads an iCalendar file (node-ical: VTIMEZONE, Windows zone names, RRULE with EXDATE and moved
 * occurrences) into its events from today to the end of the school year (31 July), recurring
 * ones expanded. A 400 with a German message, and nothing read, for a file that is not
 * iCalendar, an event without a readable date or with a rule repeating more often than daily,
 * or more than MAX_IMPORT_EVENTS occurrences.
 */
export async function readIcs(content: string, now = new Date()): Promise<{ events: ImportedEvent[]; until: string }> {
  const today = toZurichDay(now);
  const until = schoolYearEnd(today);
  if (!/^\s*BEGIN:VCALENDAR/i.test(content)) throw new HttpError(400, CALENDAR_TEXTS.icsUnreadable);
  const { events: raw, cut } = await parseInWorker(
    content,
    {
      firstDay: today,
      lastDay: until,
      start: zurichStartOfDay(today),
      end: zurichStartOfDay(addDays(until, 1)),
      from: zurichStartOfDay(addDays(today, -1)),
      to: zurichStartOfDay(addDays(until, 2)),
    },
    MAX_IMPORT_EVENTS,
  );
  const events: ImportedEvent[] = [];
  for (const event of raw) {
    const title = (event.summary || UNTITLED).slice(0, EVENT_TITLE_MAX);
    if (!event.valid || event.broken) throw new HttpError(400, CALENDAR_TEXTS.icsBadEvent(title));
    if (event.tooFrequent) throw new HttpError(400, CALENDAR_TEXTS.icsTooFrequent(title));
    for (const instance of event.instances) {
      const imported = toImported(instance, event.uid || title, title);
      if (imported.day >= today && imported.day <= until) events.push(imported);
    }
  }
  if (cut) throw new HttpError(400, CALENDAR_TEXTS.icsTooMany);
  return { events, until };
}
