import fs from 'node:fs';
import { addDays, toStoredDate, zurichStartOfDay } from '@app/shared';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';

/** A real calendar file from `fixtures/calendars` (sources and licences in `fixtures/README.md`). */
export const realCalendar = (name: string): Buffer =>
  fs.readFileSync(new URL(`../../../../../fixtures/calendars/${name}`, import.meta.url));

/** One occurrence as a calendar app shows it in Zurich: what the comparison looks at. */
export interface Shown {
  title: string;
  day: string;
  time: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ical.js time as Zurich day and HH:MM; a floating one is read as Zurich's wall clock. */
function shownAt(time: ICAL.Time): { day: string; time: string | null } {
  const day = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return { day, time: null };
  if (time.zone === ICAL.Timezone.localTimezone) return { day, time: `${pad(time.hour)}:${pad(time.minute)}` };
  const [zurichDay = '', clock = ''] = toStoredDate(new Date(time.toUnixTime() * 1000)).split('_');
  return { day: zurichDay, time: clock.slice(0, 5).replace('-', ':') };
}

/** Zurich wall-clock instant of a floating ical.js time, for the window test. */
function instantOf(time: ICAL.Time): number {
  if (time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
  const wall = Temporal.PlainDateTime.from({
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
  });
  return wall.toZonedDateTime('Europe/Zurich').epochMilliseconds;
}

/** The tz database's name for a zone name in any case (Intl's lookup), or null. */
function tzDatabaseName(tzid: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: tzid }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Each zone by its rules: a tz database name (in any case, as node-ical, Google and Apple read it)
 * by the tz database's rules from @touch4it/ical-timezones, whatever VTIMEZONE the file gives for
 * it; any other name (Windows' "W. Europe Standard Time") by the file's VTIMEZONE.
 */
function registerZones(calendar: ICAL.Component): void {
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = zone.getFirstPropertyValue('tzid');
    // ical.js looks a zone up in the file before its registry: a tz database name must not be found there.
    if (typeof tzid !== 'string' || tzDatabaseName(tzid)) calendar.removeSubcomponent(zone);
    else ICAL.TimezoneService.register(zone);
  }
  const named = new Set<string>();
  for (const event of calendar.getAllSubcomponents('vevent')) {
    for (const property of event.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string') named.add(tzid);
    }
  }
  for (const tzid of named) {
    const canonical = tzDatabaseName(tzid);
    const vtimezone = canonical && getVtimezoneComponent(canonical);
    if (!vtimezone) continue;
    const wrapped = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${vtimezone}\r\nEND:VCALENDAR`));
    const zone = wrapped.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(new ICAL.Timezone({ component: zone, tzid }), tzid);
  }
}

/**
 * The file's occurrences from `today` to `until` (Zurich days) as ical.js (Mozilla's reader, the
 * one Thunderbird's lineage uses) expands them: the file's own VTIMEZONEs, EXDATE, RDATE and moved
 * occurrences (RECURRENCE-ID); cancelled events left out, as the import does. Independent of
 * node-ical and its rrule code: the test's second opinion.
 */
export function referenceOccurrences(content: string, today: string, until: string): Shown[] {
  // Exchange 2010 writes `TZID="W. Europe Standard Time:20200609T090000"`; ical.js refuses the
  // whole file for it, Outlook reads the value after the zone.
  // A date written without VALUE=DATE (`DTSTART:20180110`, icalevents' test file) is one for
  // node-ical and most apps; ical.js reads only the long form.
  const repaired = content
    .replace(/TZID="([^":]+):(\d{8}T\d{6})"/g, 'TZID="$1":$2')
    .replace(/^(DTSTART|DTEND):(\d{8})\r?$/gm, '$1;VALUE=DATE:$2');
  const calendar = new ICAL.Component(ICAL.parse(repaired));
  registerZones(calendar);
  const [from, to] = [zurichStartOfDay(today).getTime(), zurichStartOfDay(addDays(until, 1)).getTime()];
  // ical.js throws on the details of an occurrence an RDATE PERIOD makes: the period is given by
  // its start, all the comparison looks at.
  for (const property of calendar.getAllSubcomponents('vevent').flatMap((v) => v.getAllProperties('rdate'))) {
    const values = property.getValues() as Array<ICAL.Time | ICAL.Period>;
    if (!values.some((value) => value instanceof ICAL.Period)) continue;
    property.resetType('date-time');
    property.setValues(values.map((value) => (value instanceof ICAL.Period ? value.start : value)));
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const exceptions = events.filter((event) => event.isRecurrenceException());
  const shown: Shown[] = [];
  for (const master of events.filter((event) => !event.isRecurrenceException())) {
    for (const exception of exceptions.filter((e) => e.uid === master.uid)) {
      // Exchange names a moved all-day occurrence by midnight in its zone; Outlook reads the day.
      if (master.startDate.isDate && !exception.recurrenceId.isDate) {
        const day = exception.recurrenceId.clone();
        day.isDate = true;
        exception.recurrenceId = day;
      }
      master.relateException(exception);
    }
    // ical.js's expansion of RDATE strays from RFC 5545 §3.8.5.3 in three ways, repaired here: a
    // start both RRULE and RDATE make is counted once, EXDATE removes an RDATE start too, and an
    // event with RDATE but no RRULE has its DTSTART as an occurrence as well.
    const excluded = master.component
      .getAllProperties('exdate')
      .flatMap((property) => property.getValues() as ICAL.Time[]);
    const isExcluded = (time: ICAL.Time) =>
      excluded.some((exdate) =>
        exdate.isDate ? shownAt(exdate).day === shownAt(time).day : exdate.compare(time) === 0,
      );
    const seen = new Set<number>();
    const starts: ICAL.Time[] = [];
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (instantOf(next) >= to && instantOf(master.getOccurrenceDetails(next).startDate) >= to) break;
      starts.push(next);
    }
    if (!master.component.hasProperty('rrule')) starts.unshift(master.startDate);
    for (const next of starts) {
      if (seen.has(instantOf(next)) || isExcluded(next)) continue;
      seen.add(instantOf(next));
      const details = master.getOccurrenceDetails(next);
      const start = details.startDate;
      const status = String(details.item.component.getFirstPropertyValue('status') ?? '').toUpperCase();
      const at = start.isDate ? zurichStartOfDay(shownAt(start).day).getTime() : instantOf(start);
      if (at < from || at >= to || status === 'CANCELLED') continue;
      shown.push({ title: details.item.summary || '(ohne Titel)', ...shownAt(start) });
    }
  }
  return sortShown(shown);
}

export const sortShown = (list: Shown[]): Shown[] =>
  [...list].sort((a, b) => `${a.day} ${a.time ?? ''} ${a.title}`.localeCompare(`${b.day} ${b.time ?? ''} ${b.title}`));
