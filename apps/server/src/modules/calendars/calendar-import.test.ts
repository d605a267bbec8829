import fs from 'node:fs';
import { addDays, schoolYearEnd, weekdayIndex } from '@app/shared';
import icalGenerator, { ICalEventRepeatingFreq } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSE_CHILD } from '../../entries';
import { ParsePool } from '../../parse-pool/parse-pool';
import { buildTestApp, ENGINES, type TestApp, type TestClient } from '../../test/test-app';
import { multipartBody } from '../learnsets/learnsets.test-helpers';
import { CalendarImportService } from './calendar-import.service';
import { eventRows, examsCalendar, pupil, shareWith, zurichDay } from './calendars.test-helpers';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../../../fixtures/calendars/${name}`, import.meta.url));

/** An .ics file as a school's timetable exports it, made by ical-generator. */
function timetable(build: (calendar: ReturnType<typeof icalGenerator>) => void): Buffer {
  const calendar = icalGenerator({ name: 'Stundenplan 5b', prodId: '-//Kantonsschule//Stundenplan//DE' });
  build(calendar);
  return Buffer.from(calendar.toString());
}

function importFile(client: TestClient, calendarId: string, content: Buffer | string, kind = 'appointment') {
  const { payload, headers } = multipartBody({ kind }, { name: 'stundenplan.ics', content, type: 'text/calendar' });
  return client.request({ method: 'POST', url: `/api/v1/calendars/${calendarId}/import`, payload, headers });
}

describe.each(ENGINES)('importing .ics files on %s', (engine) => {
  let t: TestApp;
  const pool = new ParsePool({ child: PARSE_CHILD });
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => {
    await pool.close();
    await t.close();
  });

  it('reads a real Exchange 2010 export: Windows zone names, weekly rules until March with exceptions, for the school year, and a second import changes nothing', async () => {
    const { user, client } = await pupil(t);
    const calendar = await examsCalendar(client);
    const service = new CalendarImportService(t.db.handle.db, pool);
    // The file's events are from 2020; the import is made as on 10 September 2020.
    const now = new Date('2020-09-10T08:00:00Z');
    const file = fixture('exchange-2010-ms-timezones.ics');

    const first = await service.import(user, calendar, file, 'appointment', now);
    expect(first).toEqual({
      added: 261,
      message: '261 Termine wurden importiert (wiederkehrende Termine bis 31.07.2021).',
    });
    const rows = await eventRows(t.db.handle.db, calendar);
    expect(rows).toHaveLength(261);
    const titled = (title: string) => rows.filter((r) => r.title === title);
    // Monday to Saturday at 09:00 W. Europe time (Zurich's), until 9 March 2021.
    const daily = titled("Log Yesterday's Jira time");
    expect(daily).toHaveLength(155);
    expect(new Set(daily.map((r) => r.time))).toEqual(new Set(['09:00']));
    expect(daily.map((r) => weekdayIndex(r.day)).includes(6)).toBe(false);
    expect(daily.at(-1)?.day).toBe('2021-03-09');
    // 12:00 in Pacific time: 21:00 in Zurich, 20:00 in the week between the two countries' clock changes.
    const pacific = titled('Not the actual summary either');
    expect(pacific).toHaveLength(104);
    const at = (day: string) => pacific.find((r) => r.day === day)?.time;
    expect([at('2020-10-22'), at('2020-10-27'), at('2020-11-03')]).toEqual(['21:00', '20:00', '21:00']);
    expect(titled('Not the actual summary 1')).toEqual([
      expect.objectContaining({ day: '2020-09-15', time: '17:30', duration: 60, kind: 'appointment' }),
    ]);
    expect(titled('test')).toEqual([
      expect.objectContaining({ day: '2020-09-10', time: '09:00', duration: 30, note: 'test new event 1' }),
    ]);

    const again = await service.import(user, calendar, file, 'appointment', now);
    expect(again.added).toBe(261);
    expect(await eventRows(t.db.handle.db, calendar)).toHaveLength(261);
  });

  it('keeps a moved occurrence of an all-day Exchange series on its new day', async () => {
    const { user, client } = await pupil(t);
    const calendar = await examsCalendar(client);
    const service = new CalendarImportService(t.db.handle.db, pool);
    const file = fixture('exchange-2010-moved-all-day-recurrence.ics');
    await service.import(user, calendar, file, 'homework', new Date('2026-02-18T08:00:00Z'));
    const rows = await eventRows(t.db.handle.db, calendar);
    const days = rows.map((r) => r.day);
    // Tuesdays and Thursdays from 19 February to 17 August; the 26 February one moved to Friday 27th.
    expect(days.slice(0, 5)).toEqual(['2026-02-19', '2026-02-24', '2026-02-27', '2026-03-03', '2026-03-05']);
    expect(days).not.toContain('2026-02-26');
    expect(days.at(-1)).toBe('2026-07-30');
    expect(rows.every((r) => r.time === null && r.duration === null && r.kind === 'homework')).toBe(true);
  });

  it('imports a weekly lesson from the school’s file up to 31 July, without the cancelled week, through the API', async () => {
    const { client } = await pupil(t);
    const calendar = await examsCalendar(client);
    const today = zurichDay();
    const firstMonday = addDays(today, (7 - weekdayIndex(today)) % 7);
    const skipped = addDays(firstMonday, 14);
    const file = timetable((cal) =>
      cal.createEvent({
        id: 'mathe-5b@kantonsschule',
        start: Temporal.PlainDateTime.from(`${firstMonday}T08:15`),
        end: Temporal.PlainDateTime.from(`${firstMonday}T09:00`),
        timezone: 'Europe/Zurich',
        summary: 'Mathematik',
        description: 'Zimmer 204',
        repeating: { freq: ICalEventRepeatingFreq.WEEKLY, exclude: Temporal.PlainDateTime.from(`${skipped}T08:15`) },
      }),
    );
    const until = schoolYearEnd(today);
    const lessons: string[] = [];
    for (let day = firstMonday; day <= until; day = addDays(day, 7)) if (day !== skipped) lessons.push(day);

    const res = await importFile(client, calendar, file);
    const rows = await eventRows(t.db.handle.db, calendar);
    if (lessons.length === 0) {
      // The last days of July: nothing left of the school year to import.
      expect(res.json().message).toBe(
        'Die Datei enthält keine Termine von heute bis zum Ende des Schuljahres. Es wurde nichts importiert.',
      );
      return;
    }
    expect(res.json()).toEqual({
      status: 'success',
      added: lessons.length,
      message: `${lessons.length === 1 ? '1 Termin wurde' : `${lessons.length} Termine wurden`} importiert (wiederkehrende Termine bis ${until.split('-').reverse().join('.')}).`,
    });
    expect(rows.map((r) => r.day)).toEqual(lessons);
    expect(rows[0]).toMatchObject({
      title: 'Mathematik',
      day: firstMonday,
      time: '08:15',
      duration: 45,
      note: 'Zimmer 204',
    });
    expect(rows.map((r) => r.day)).not.toContain(skipped);
  });

  it('refuses a bad file with a German message and adds nothing', async () => {
    const { client } = await pupil(t);
    const calendar = await examsCalendar(client);
    const past = timetable((cal) => cal.createEvent({ start: new Date('2019-05-01T08:00:00Z'), summary: 'Alt' }));
    const hourly = timetable((cal) =>
      cal.createEvent({
        start: new Date(),
        summary: 'Pause',
        repeating: { freq: ICalEventRepeatingFreq.HOURLY, count: 5000 },
      }),
    );
    const badDate = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//DE',
      'BEGIN:VEVENT',
      'UID:kaputt',
      'SUMMARY:Kaputt',
      'DTSTART:2026-13-45',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const cases: Array<[Buffer | string, number, string]> = [
      [
        'Dies ist kein Kalender.',
        400,
        'Die Datei konnte nicht als Kalender (iCalendar, .ics) gelesen werden. Es wurde nichts importiert.',
      ],
      [
        past,
        400,
        'Die Datei enthält keine Termine von heute bis zum Ende des Schuljahres. Es wurde nichts importiert.',
      ],
      [badDate, 400, 'Der Termin «Kaputt» hat kein gültiges Datum. Die Datei wurde deshalb nicht importiert.'],
      [
        hourly,
        400,
        'Der Termin «Pause» wiederholt sich öfter als täglich und kann nicht importiert werden. Es wurde nichts importiert.',
      ],
      [
        `BEGIN:VCALENDAR\r\n${'X-FUELLUNG:'.padEnd(70, 'x')}\r\n`.repeat(40_000),
        413,
        'Die Datei ist zu gross. Kalenderdateien dürfen höchstens 2 MB gross sein.',
      ],
    ];
    for (const [content, status, message] of cases) {
      const res = await importFile(client, calendar, content);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    // 2,001 events today: too many whatever the day of the school year.
    const tooMany = timetable((cal) => {
      for (let i = 0; i <= 2000; i++) cal.createEvent({ id: `t${i}`, start: new Date(), summary: `Termin ${i}` });
    });
    const many = await importFile(client, calendar, tooMany);
    expect(many.json().message).toBe(
      'Die Datei enthält mehr als 2000 Termine bis zum Ende des Schuljahres. Bitte teilen Sie sie auf. Es wurde nichts importiert.',
    );
    const noFile = await client.request({
      method: 'POST',
      url: `/api/v1/calendars/${calendar}/import`,
      ...multipartBody({ kind: 'exam' }),
    });
    expect(noFile.json().message).toBe('Bitte wählen Sie eine .ics-Datei aus.');
    expect(await eventRows(t.db.handle.db, calendar)).toEqual([]);
  });

  it('lets only the owner import, not a member', async () => {
    const owner = await pupil(t, { classes: '5b' });
    const classmate = await pupil(t, { classes: '5b' });
    const calendar = await examsCalendar(owner.client);
    await shareWith(owner.client, calendar, '5b', classmate.client);
    const file = timetable((cal) => cal.createEvent({ start: new Date(Date.now() + 86_400_000), summary: 'Fremd' }));
    const res = await importFile(classmate.client, calendar, file);
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'Nur die Person, der dieser Kalender gehört, kann ihn ändern.',
    ]);
    expect(await eventRows(t.db.handle.db, calendar)).toEqual([]);
  });
});
