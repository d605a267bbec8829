import { CALENDAR_TEXTS, MAX_IMPORT_EVENTS } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { importIcs } from './ics-import';
import { referenceOccurrences } from './ics-reference.test-helpers';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kantonsschule//Test//DE', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...lines, 'END:VEVENT'];

/** Imported on 1 December 2026 (window to 31 July 2027). */
function imported(content: string) {
  return importIcs({ kind: 'ics', bytes: new TextEncoder().encode(content), now: Date.parse('2026-12-01T10:00:00Z') });
}
function shown(content: string) {
  const outcome = imported(content);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.events
    .map(({ title, day, time, duration }) => ({ title, day, time, duration }))
    .sort((a, b) => `${a.day} ${a.time}`.localeCompare(`${b.day} ${b.time}`));
}
/** What ical.js shows for the same file: the second opinion, where it reads RDATE right. */
const reference = (content: string) => referenceOccurrences(content, '2026-12-01', '2027-07-31');
const withoutDuration = (list: Array<{ title: string; day: string; time: string | null }>) =>
  list.map(({ title, day, time }) => ({ title, day, time }));

const serverZone = process.env.TZ;
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

describe('RDATE: extra dates of an event', () => {
  it('adds each date with the event’s length, in the event’s zone, and a PERIOD with its own end or length', () => {
    const file = calendar(
      ...event(
        'chor',
        'SUMMARY:Chorprobe',
        'DTSTART;TZID=America/New_York:20261202T120000',
        'DTEND;TZID=America/New_York:20261202T130000',
        'RDATE;TZID=America/New_York:20261209T120000,20270317T120000',
        'RDATE;VALUE=PERIOD:20270115T140000Z/20270115T170000Z',
        'RDATE;VALUE=PERIOD;TZID=America/New_York:20270120T080000/PT2H30M',
      ),
    );
    expect(shown(file)).toEqual([
      { title: 'Chorprobe', day: '2026-12-02', time: '18:00', duration: 60 },
      { title: 'Chorprobe', day: '2026-12-09', time: '18:00', duration: 60 },
      { title: 'Chorprobe', day: '2027-01-15', time: '15:00', duration: 180 },
      { title: 'Chorprobe', day: '2027-01-20', time: '14:00', duration: 150 },
      // New York changes to summer time on 14 March, Zurich on 28 March: 17:00 in between.
      { title: 'Chorprobe', day: '2027-03-17', time: '17:00', duration: 60 },
    ]);
    expect(withoutDuration(shown(file))).toEqual(reference(file));
  });

  it('reads a date without a zone as Zurich time, whatever the server’s zone, a PERIOD too', () => {
    const file = calendar(
      ...event(
        'frei',
        'SUMMARY:Lernen',
        'DTSTART:20261203T080000',
        'DTEND:20261203T090000',
        'RDATE:20270401T080000',
        'RDATE;VALUE=PERIOD:20270402T080000/20270402T100000',
      ),
    );
    for (const zone of ['UTC', 'America/New_York', 'Pacific/Auckland']) {
      process.env.TZ = zone;
      expect({ zone, events: shown(file) }).toEqual({
        zone,
        events: [
          { title: 'Lernen', day: '2026-12-03', time: '08:00', duration: 60 },
          { title: 'Lernen', day: '2027-04-01', time: '08:00', duration: 60 },
          { title: 'Lernen', day: '2027-04-02', time: '08:00', duration: 120 },
        ],
      });
    }
  });

  it('adds whole days for VALUE=DATE, as long as the event, and EXDATE removes an RDATE day', () => {
    const file = calendar(
      ...event(
        'lager',
        'SUMMARY:Skilager',
        'DTSTART;VALUE=DATE:20270111',
        'DTEND;VALUE=DATE:20270113',
        'RDATE;VALUE=DATE:20270208,20270301',
        'EXDATE;VALUE=DATE:20270301',
      ),
    );
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      expect({ zone, events: shown(file) }).toEqual({
        zone,
        events: [
          { title: 'Skilager', day: '2027-01-11', time: null, duration: 2880 },
          { title: 'Skilager', day: '2027-02-08', time: null, duration: 2880 },
        ],
      });
    }
    expect(withoutDuration(shown(file))).toEqual(reference(file));
  });

  it('leaves out an RDATE an EXDATE names, and counts a date the rule makes as well once', () => {
    const file = calendar(
      ...event(
        'turnen',
        'SUMMARY:Turnen',
        'DTSTART;TZID=Europe/Zurich:20261207T100000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        // 14 December is the rule's too; 16 December is named by EXDATE.
        'RDATE;TZID=Europe/Zurich:20261214T100000,20261216T100000,20261218T100000',
        'EXDATE;TZID=Europe/Zurich:20261216T100000',
      ),
    );
    expect(shown(file).map(({ day, time }) => `${day} ${time}`)).toEqual([
      '2026-12-07 10:00',
      '2026-12-14 10:00',
      '2026-12-18 10:00',
      '2026-12-21 10:00',
    ]);
  });

  it('moves an RDATE occurrence a RECURRENCE-ID names, as it moves a rule’s', () => {
    const file = calendar(
      ...event(
        'sitzung',
        'SUMMARY:Sitzung',
        'DTSTART;TZID=Europe/Zurich:20261202T160000',
        'DTEND;TZID=Europe/Zurich:20261202T170000',
        'RDATE;TZID=Europe/Zurich:20261209T160000',
      ),
      ...event(
        'sitzung',
        'SUMMARY:Sitzung (verschoben)',
        'RECURRENCE-ID;TZID=Europe/Zurich:20261209T160000',
        'DTSTART;TZID=Europe/Zurich:20261210T133000',
        'DTEND;TZID=Europe/Zurich:20261210T150000',
      ),
    );
    expect(shown(file)).toEqual([
      { title: 'Sitzung', day: '2026-12-02', time: '16:00', duration: 60 },
      { title: 'Sitzung (verschoben)', day: '2026-12-10', time: '13:30', duration: 90 },
    ]);
    expect(withoutDuration(shown(file))).toEqual(reference(file));
  });

  it(`refuses more than ${MAX_IMPORT_EVENTS} RDATE dates up to 31 July, before reading them`, () => {
    const days = Array.from({ length: 100_000 }, (_, i) => `20270101T${String(i % 24).padStart(2, '0')}0000Z`);
    const file = calendar(...event('flut', 'SUMMARY:Flut', 'DTSTART:20261202T100000Z', `RDATE:${days.join(',')}`));
    expect(imported(file)).toEqual({ ok: false, message: CALENDAR_TEXTS.icsTooMany });
    // Spread over events, they count together with the rules' occurrences.
    const half = Array.from({ length: MAX_IMPORT_EVENTS / 2 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 4, 0, 10 * i)).toISOString().replace(/[-:]|\.\d+/g, ''),
    );
    const spread = calendar(
      ...event('a', 'SUMMARY:A', 'DTSTART:20261202T100000Z', `RDATE:${half.join(',')}`),
      ...event('b', 'SUMMARY:B', 'DTSTART:20261202T100000Z', `RDATE:${half.join(',')}`),
    );
    expect(imported(spread)).toEqual({ ok: false, message: CALENDAR_TEXTS.icsTooMany });
  });

  it('does not count RDATE dates outside the window: a long history imports', () => {
    const past = Array.from({ length: 3 * MAX_IMPORT_EVENTS }, (_, i) =>
      new Date(Date.UTC(2010, 0, 1 + i, 9)).toISOString().replace(/[-:]|\.\d+/g, ''),
    );
    const file = calendar(
      ...event('alt', 'SUMMARY:Archiv', 'DTSTART:20100101T090000Z', `RDATE:${past.join(',')},20270105T090000Z`),
    );
    expect(shown(file)).toEqual([{ title: 'Archiv', day: '2027-01-05', time: '10:00', duration: null }]);
  });

  it('refuses an RDATE it cannot read, naming the event', () => {
    const file = calendar(...event('kaputt', 'SUMMARY:Kaputt', 'DTSTART:20261202T100000Z', 'RDATE:20261210T25'));
    expect(imported(file)).toEqual({ ok: false, message: CALENDAR_TEXTS.icsBadEvent('Kaputt') });
  });
});
