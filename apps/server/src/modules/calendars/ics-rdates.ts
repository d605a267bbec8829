import { addDays } from '@app/shared';
import type { DateWithTimeZone, EventInstance, VEvent } from 'node-ical';
import { FLOATING_ZONE } from './ics-normalise';
import { localDay, validDate } from './ics-rules';

/**
 * RDATE (RFC 5545 §3.8.5.2): extra starts of an event, besides DTSTART and its rule. node-ical
 * keeps them as text; they are read here into occurrences as calendar apps show them.
 */

/** One RDATE property as node-ical keeps it: its parameters and its comma-separated values. */
interface RdateProperty {
  tzid?: string;
  kind: 'DATE' | 'DATE-TIME' | 'PERIOD';
  values: string[];
}

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;
const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

function propertiesOf(event: VEvent): RdateProperty[] {
  // node-ical's type says string, but a property with parameters is kept as { params, val }.
  const raw = (event as { rdate?: unknown }).rdate;
  const list: unknown[] = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((entry) => {
    const { params = {}, val = entry } =
      typeof entry === 'object' && entry !== null ? (entry as { params?: Record<string, unknown>; val?: unknown }) : {};
    const kind = String(params.VALUE ?? '').toUpperCase();
    const tzid = params.TZID === undefined ? undefined : String(params.TZID).replace(/^"(.*)"$/, '$1');
    const values = String(val ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    return { tzid, kind: kind === 'DATE' || kind === 'PERIOD' ? kind : 'DATE-TIME', values };
  });
}

/**
 * The RDATE values that may start in the window, judged by the day as written (a day's margin
 * either side for the zone), before any is read: each can make at most one occurrence, so their
 * number counts towards MAX_IMPORT_EVENTS before a hostile list is expanded.
 */
export function rdatesNear(event: VEvent, firstDay: string, lastDay: string): RdateProperty[] {
  const [from, to] = [addDays(firstDay, -1).replaceAll('-', ''), addDays(lastDay, 1).replaceAll('-', '')];
  return propertiesOf(event)
    .map((property) => ({
      ...property,
      values: property.values.filter((value) => value.slice(0, 8) >= from && value.slice(0, 8) <= to),
    }))
    .filter((property) => property.values.length > 0);
}

export const rdateCount = (properties: RdateProperty[]) =>
  properties.reduce((sum, property) => sum + property.values.length, 0);

const formatters = new Map<string, Intl.DateTimeFormat>();
/** How far a zone's wall clock is ahead of UTC at an instant (ms). */
function offsetAt(zone: string, at: number): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
    });
    formatters.set(zone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour, part.minute, part.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** A wall-clock time (given as if it were UTC) in a tz database zone or a fixed `±HH:MM` offset. */
function instantIn(zone: string, wall: number): number {
  const fixed = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (fixed) return wall - (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3])) * 60_000;
  // Asked twice: the offset may change between the wall time read as UTC and the real instant.
  return wall - offsetAt(zone, wall - offsetAt(zone, wall));
}

const isZoneName = (tzid: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
};

/**
 * The zone an RDATE's time is read in: its own TZID by the tz database's rules, as DTSTART is;
 * a name the tz database lacks (Windows', a file's own VTIMEZONE) as the series' zone, which
 * node-ical has already resolved for DTSTART; floating in Zurich's, as everywhere in the import.
 */
function zoneFor(tzid: string | undefined, series: DateWithTimeZone): string {
  if (tzid === undefined) return FLOATING_ZONE;
  if (isZoneName(tzid)) return tzid;
  return series.tz && (isZoneName(series.tz) || /^[+-]\d{2}:?\d{2}$/.test(series.tz)) ? series.tz : FLOATING_ZONE;
}

/** A DATE as node-ical reads one (the server's local midnight, marked dateOnly), or a DATE-TIME's instant. */
function readDate(value: string, zone: string, dateOnly: boolean): DateWithTimeZone | null {
  const day = DATE.exec(value);
  if (day) {
    const date: DateWithTimeZone = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    date.dateOnly = true;
    return validDate(date) ? date : null;
  }
  const time = dateOnly ? null : DATE_TIME.exec(value);
  if (!time) return null;
  const [, y, mo, d, h, mi, s] = time.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
  const date = new Date(time[7] === 'Z' ? wall : instantIn(zone, wall));
  return validDate(date) ? date : null;
}

/** A PERIOD's end: an explicit one, or its start plus a duration (RFC 5545 §3.3.6, §3.3.9). */
function periodEnd(end: string, start: Date, zone: string): Date | null {
  const duration = DURATION.exec(end);
  if (!duration) return readDate(end, zone, false);
  const [weeks, days, hours, minutes, seconds] = duration.slice(2).map((n) => Number(n ?? 0));
  const ms =
    ((((weeks ?? 0) * 7 + (days ?? 0)) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60_000 + (seconds ?? 0) * 1000;
  return new Date(start.getTime() + (duration[1] === '-' ? -ms : ms));
}

/** The key node-ical files an occurrence under (EXDATE, RECURRENCE-ID): the day for dates, the instant otherwise. */
const keyOf = (date: Date, dateOnly: boolean) => (dateOnly ? localDay(date) : date.toISOString());

function excluded(event: VEvent, start: Date, dateOnly: boolean): boolean {
  const exdates = Object.values(event.exdate ?? {}) as DateWithTimeZone[];
  if (dateOnly) return exdates.some((exdate) => validDate(exdate) && localDay(exdate) === localDay(start));
  // A DATE-TIME EXDATE removes that instant; a DATE one the whole day (as node-ical does for rules).
  return Boolean(event.exdate?.[start.toISOString()] || event.exdate?.[localDay(start)]?.dateOnly);
}

/**
 * The occurrences an event's RDATE values add (`properties` from rdatesNear): each starts at its
 * value, lasts as the event does (or to a PERIOD's own end), in the event's zone; a value EXDATE
 * names is left out, one a rule or DTSTART already makes (`made`, node-ical's instances) counts
 * once, and a RECURRENCE-ID override replaces it as it replaces a rule's occurrence. Null when a
 * value cannot be read.
 */
export function rdateInstances(
  event: VEvent,
  properties: RdateProperty[],
  made: EventInstance[],
): EventInstance[] | null {
  const series = event.start as DateWithTimeZone;
  const duration = validDate(event.end) ? event.end.getTime() - series.getTime() : null;
  const seen = new Set(
    made.map((instance) => {
      const original =
        instance.isOverride && validDate(instance.event.recurrenceid) ? instance.event.recurrenceid : instance.start;
      return keyOf(original, instance.isFullDay);
    }),
  );
  const added: EventInstance[] = [];
  for (const { tzid, kind, values } of properties) {
    const zone = zoneFor(tzid, series);
    for (const value of values) {
      const [first = '', second] = kind === 'PERIOD' ? value.split('/') : [value];
      const start = readDate(first, zone, kind === 'DATE');
      const ownEnd = second === undefined ? undefined : start && periodEnd(second, start, zone);
      if (!start || ownEnd === null || (kind === 'PERIOD' && second === undefined)) return null;
      const dateOnly = start.dateOnly === true;
      const key = keyOf(start, dateOnly);
      if (seen.has(key) || excluded(event, start, dateOnly)) continue;
      seen.add(key);
      const override = event.recurrences?.[key];
      const end = ownEnd ?? endAfter(start, dateOnly, duration);
      added.push({
        start: override && validDate(override.start) ? override.start : start,
        end: override && validDate(override.start) ? (override.end ?? end) : end,
        summary: (override?.summary ?? event.summary) || '',
        isFullDay: dateOnly,
        isRecurring: true,
        isOverride: Boolean(override),
        event: override ? (override as VEvent) : event,
      } as EventInstance);
    }
  }
  return added;
}

/** The end of an RDATE occurrence that has none of its own: the event's length, whole days for a date. */
function endAfter(start: Date, dateOnly: boolean, duration: number | null): Date {
  if (!dateOnly) return new Date(start.getTime() + (duration ?? 0));
  const days = duration === null ? 1 : Math.max(1, Math.round(duration / 86_400_000));
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + days);
}
