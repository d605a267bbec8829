import { describe, expect, it } from 'vitest';
import { importIcs } from './ics-import';
import { asCalendarAppsRead } from './ics-normalise';
import { referenceOccurrences } from './ics-reference.test-helpers';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kantonsschule//Test//DE', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...lines, 'END:VEVENT'];

function shown(content: string, on: string) {
  const outcome = importIcs({
    kind: 'ics',
    bytes: new TextEncoder().encode(content),
    now: Date.parse(`${on}T10:00:00Z`),
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.events.map(({ title, day, time }) => ({ title, day, time }));
}

describe('rules as RFC 5545 writes them', () => {
  it('skips the months without a 31st (and Februaries without a 29th) instead of moving to the 28th', () => {
    const file = calendar(
      ...event('monat', 'SUMMARY:Monatsende', 'DTSTART;TZID=Europe/Zurich:20270131T090000', 'RRULE:FREQ=MONTHLY'),
      ...event('schaltjahr', 'SUMMARY:Schalttag', 'DTSTART;VALUE=DATE:20240229', 'RRULE:FREQ=YEARLY'),
    );
    const events = shown(file, '2026-12-01');
    expect(events.filter((e) => e.title === 'Monatsende').map((e) => e.day)).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
    ]);
    expect(events.every((e) => e.title !== 'Monatsende' || e.time === '09:00')).toBe(true);
    // Up to 31 July 2028: one 29 February, in 2028.
    expect(
      shown(file, '2027-08-01')
        .filter((e) => e.title === 'Schalttag')
        .map((e) => e.day),
    ).toEqual(['2028-02-29']);
    // ical.js agrees on the months; on a yearly 29 February it rolls over to 1 March, which RFC 5545
    // §3.3.10 forbids ("invalid dates MUST be ignored"), so the leap day is checked above only.
    const monthly = (list: Array<{ title: string }>) => list.filter((e) => e.title === 'Monatsende');
    expect(monthly(events)).toEqual(monthly(referenceOccurrences(file, '2026-12-01', '2027-07-31')));
  });

  it('reads a time without a zone as Zurich time, whatever the server’s zone', () => {
    const file = calendar(
      ...event(
        'frei',
        'SUMMARY:Lernen',
        'DTSTART:20270315T080000',
        'DTEND:20270315T093000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE:20270322T080000',
      ),
    );
    const zone = process.env.TZ;
    try {
      for (const serverZone of ['UTC', 'America/New_York', 'Pacific/Auckland']) {
        process.env.TZ = serverZone;
        // 15 March to 5 April: over the night Zurich moves to summer time (28 March), still 08:00.
        expect(shown(file, '2027-03-01')).toEqual([
          { title: 'Lernen', day: '2027-03-15', time: '08:00' },
          { title: 'Lernen', day: '2027-03-29', time: '08:00' },
          { title: 'Lernen', day: '2027-04-05', time: '08:00' },
        ]);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('leaves what is written out alone: zones, dates, rules that pick days, alarms', () => {
    const lines = [
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTART;TZID=America/New_York:20270131T090000',
      'RRULE:FREQ=MONTHLY;BYDAY=-1FR',
      'EXDATE:20270226T140000Z',
      'BEGIN:VALARM',
      'TRIGGER;VALUE=DATE-TIME:20270131T080000',
      'END:VALARM',
      'END:VEVENT',
    ];
    expect(asCalendarAppsRead(calendar(...lines))).toBe(calendar(...lines));
  });
});
