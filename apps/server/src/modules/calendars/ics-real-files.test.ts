import { schoolYearEnd, toZurichDay } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { importIcs } from './ics-import';
import { realCalendar, referenceOccurrences, type Shown, sortShown } from './ics-reference.test-helpers';

/**
 * Each file, the day it is imported on (in its own era) and what a person sees in it; `beyondIcalJs`
 * lists occurrences ical.js is known to miss (with the reason where the file is listed).
 */
const FILES: Array<{ file: string; on: string; beyondIcalJs?: Shown[] }> = [
  { file: 'google-monthly-31st-and-yearly.ics', on: '2010-10-01' },
  { file: 'google-moved-and-excluded.ics', on: '2019-02-01' },
  { file: 'google-last-friday-moved.ics', on: '2021-11-01' },
  { file: 'exchange-2010-ms-timezones.ics', on: '2020-09-10' },
  { file: 'exchange-2010-moved-all-day-recurrence.ics', on: '2026-02-18' },
  { file: 'apple-macos.ics', on: '2022-07-01' },
  { file: 'thunderbird-moved.ics', on: '2019-03-01' },
  { file: 'sabredav-weekly-two-excluded.ics', on: '2019-03-01' },
  { file: 'floating-daily-endless.ics', on: '2015-09-01' },
  { file: 'floating-duration.ics', on: '2018-01-01' },
  { file: 'floating-x-wr-timezone.ics', on: '2021-09-01' },
  // RDATE: its series' occurrences, then the extra dates (a moved one, a PERIOD) years later.
  { file: 'zimbra-monthly-rdate-moved.ics', on: '2012-09-15' },
  { file: 'zimbra-monthly-rdate-moved.ics', on: '2023-09-01' },
  { file: 'davx5-rdate-at-rule-end.ics', on: '2019-10-01' },
  // ical.js ends this COUNT=9 rule (third Wednesday, BYMONTH) after eight dates, with or without
  // the RDATE; RFC 5545 §3.3.10 counts DTSTART (20 September) as the first of nine, ending 15 May.
  {
    file: 'rdate-period-vancouver.ics',
    on: '2023-09-01',
    beyondIcalJs: [{ title: 'Test RDATE', day: '2024-05-15', time: '21:00' }],
  },
  { file: 'rdate-period-duration.ics', on: '2024-09-01' },
  { file: 'rdate-all-day-excluded.ics', on: '2024-06-20' },
  { file: 'rdate-rule-overlap-excluded.ics', on: '2014-06-01' },
  { file: 'rdate-rule-overlap-excluded.ics', on: '2015-06-01' },
  { file: 'rdate-rule-overlap-excluded.ics', on: '2024-08-01' },
  { file: 'data-ical-rdate-list.ics', on: '2013-08-01' },
];

/** The server's own zone must not matter: Node reads TZ again whenever it is set. */
const SERVER_ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Zurich'];
const serverZone = process.env.TZ;
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

/** node-ical drops the quotes around a whole title (Google's SUMMARY:"Bioökonomie-Tag"); ical.js keeps them. */
const unquoted = (shown: Shown): Shown => ({ ...shown, title: shown.title.replace(/^"(.*)"$/, '$1') });

function ours(bytes: Buffer, on: string): Shown[] {
  const outcome = importIcs({ kind: 'ics', bytes, now: Date.parse(`${on}T10:00:00Z`) });
  if (!outcome.ok) throw new Error(outcome.message);
  return sortShown(outcome.events.map(({ title, day, time }) => ({ title, day, time })));
}

describe('real calendar files import as calendar apps show them', () => {
  // Google's 1.6 MB export is read five times: a minute's room on a busy machine.
  it.each(FILES)(
    '$file on $on: the same occurrences as ical.js, whatever the server’s zone',
    ({ file, on, beyondIcalJs = [] }) => {
      const bytes = realCalendar(file);
      const today = toZurichDay(new Date(`${on}T10:00:00Z`));
      const until = schoolYearEnd(today);
      // ical.js reads no system zone (floating times as Zurich's wall clock): once is enough.
      const reference = sortShown([
        ...referenceOccurrences(bytes.toString('utf8'), today, until).map(unquoted),
        ...beyondIcalJs,
      ]);
      expect(reference.length, file).toBeGreaterThan(0);
      for (const zone of SERVER_ZONES) {
        process.env.TZ = zone;
        const shown = ours(bytes, on);
        expect({ zone, shown }).toEqual({ zone, shown: reference });
      }
    },
    60_000,
  );
});
