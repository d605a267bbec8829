import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  addDays,
  API_PREFIX,
  type CalendarEvent,
  EVENT_KIND_LABELS,
  PRODUCT_NAME,
  toMultiLine,
  toSingleLine,
} from '@app/shared';
import icalGenerator, { type ICalEventData } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';

export const FEED_TIME_ZONE = 'Europe/Zurich';
/** How often a phone should fetch the address again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

export interface FeedCalendar {
  id: string;
  name: string;
  owner_name: string;
}

/** The phone's address of a calendar; `secret` is shown once and stored only as its hash. */
export function feedUrl(publicUrl: string, calendarId: string, secret: string): string {
  return `${publicUrl}${API_PREFIX}/calendars/feed/${calendarId}/${secret}.ics`;
}

/**
 * A value of the calendar's own properties (NAME, X-WR-CALNAME), which ical-generator writes as
 * given: on one line and escaped as RFC 5545 §3.3.11 wants TEXT. Names are refused with control
 * characters since, but a row stored before must not add a line to every subscriber's feed.
 */
function calendarText(text: string): string {
  return toSingleLine(text).replace(/[\\;,]/g, (c) => `\\${c}`);
}

/**
 * "Prüfung: Französisch Verben": the phone's list shows what kind of event it is. ical-generator
 * escapes line breaks of SUMMARY and DESCRIPTION, but passes other control characters through.
 */
function summary(event: CalendarEvent): string {
  const title = toSingleLine(event.title);
  return event.kind === 'appointment' ? title : `${EVENT_KIND_LABELS[event.kind]}: ${title}`;
}

function description(event: CalendarEvent, publicUrl: string): string {
  const parts = [event.note];
  if (event.sets.length > 0) {
    parts.push(
      [
        'Lernsets:',
        ...event.sets.map((s) => `[${s.subject}] ${toSingleLine(s.title)}: ${publicUrl}/lernsets/vorschau/${s.id}`),
      ].join('\n'),
    );
  }
  if (event.documents.length > 0) {
    parts.push(
      [
        'Dokumente:',
        ...event.documents.map(
          (d) => `[${d.subject}] ${toSingleLine(d.title)}: ${publicUrl}/dokumente/vorschau/${d.id}`,
        ),
      ].join('\n'),
    );
  }
  return toMultiLine(parts.filter(Boolean).join('\n\n'));
}

/** One event as ical-generator takes it: Zurich wall-clock times with their zone, all-day as DATE. */
function toIcal(event: CalendarEvent, calendar: FeedCalendar, host: string, publicUrl: string): ICalEventData {
  const common: ICalEventData = {
    // Stable per event: an edit changes the phone's entry instead of adding one.
    id: `${event.id}@${host}`,
    summary: summary(event),
    description: description(event, publicUrl),
    categories: [{ name: EVENT_KIND_LABELS[event.kind] }],
    url: `${publicUrl}/kalender/${calendar.id}`,
    start: Temporal.PlainDate.from(event.day),
    stamp: new Date(),
  };
  if (event.time === null) {
    const days = Math.max(1, Math.round((event.duration ?? 1440) / 1440));
    return { ...common, allDay: true, end: Temporal.PlainDate.from(addDays(event.day, days)) };
  }
  const start = Temporal.PlainDateTime.from(`${event.day}T${event.time}`);
  return {
    ...common,
    start,
    // Without a duration, RFC 5545 makes a timed event end when it starts.
    end: start.add({ minutes: event.duration ?? 0 }),
    timezone: FEED_TIME_ZONE,
  };
}

/**
 * The calendar as an RFC 5545 feed. The zone is named per event, with its VTIMEZONE from
 * @touch4it/ical-timezones: ical-generator would write DTSTAMP in a calendar-wide zone, but
 * RFC 5545 §3.8.7.2 wants it in UTC.
 */
export function buildFeed(calendar: FeedCalendar, events: readonly CalendarEvent[], publicUrl: string): string {
  const host = new URL(publicUrl).host;
  const feed = icalGenerator({
    name: calendarText(`${calendar.name} (${calendar.owner_name})`),
    prodId: { company: PRODUCT_NAME, product: 'Kalender', language: 'DE' },
    timezone: { name: '', generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
    x: [['X-WR-TIMEZONE', FEED_TIME_ZONE]],
  });
  for (const event of events) feed.createEvent(toIcal(event, calendar, host, publicUrl));
  return feed.toString();
}

/** A file name for the feed's Content-Disposition. */
export function feedFileName(name: string): string {
  const safe = name.normalize('NFKD').replace(/[^\w.-]+/g, '_');
  return `${safe || 'kalender'}.ics`;
}
