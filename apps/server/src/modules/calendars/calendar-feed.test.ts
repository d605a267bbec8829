import { addDays } from '@app/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp } from '../../test/test-app';
import { buildLearnset } from '../learnsets/learnsets.test-helpers';
import { eventBody, examsCalendar, pupil, zurichDay } from './calendars.test-helpers';

/** Reads a feed back with a second iCalendar library (ical.js; the import uses node-ical). */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

/** The next `MM-DD` after today, as YYYY-MM-DD. */
function nextDay(monthDay: string): string {
  const today = zurichDay();
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear > today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

/** The address's path as a phone asks for it (no cookie). */
const feedPath = (url: string) => new URL(url).pathname;

describe.each(ENGINES)('the phone’s calendar address on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { PUBLIC_URL: 'https://lernen.ksbeispiel.ch' });
  });
  afterAll(async () => t.close());

  it('serves the calendar as RFC 5545 with Zurich times, all-day dates, stable UIDs and no cookie needed', async () => {
    const { user, client } = await pupil(t, { name: 'Paula Phone' });
    const setId = await buildLearnset(t.db.handle.db, user.id, undefined, { title: 'Verben', subject: 'FR' });
    const calendar = await examsCalendar(client);
    // The next 14 June and 18 January: Zurich is UTC+2, then UTC+1.
    const summer = nextDay('06-14');
    const winter = nextDay('01-18');
    const exam = (
      await client.post(
        `/api/v1/calendars/${calendar}/events`,
        eventBody({ day: summer, time: '08:15', duration: 90, title: 'Verben', set_ids: [setId], note: 'Buch S. 12' }),
      )
    ).json().id as string;
    await client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ day: winter, time: '13:30', duration: 45, title: 'Vortrag', kind: 'appointment' }),
    );
    await client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ day: summer, time: '', duration: 3 * 1440, title: 'Projektwoche', kind: 'homework' }),
    );

    const created = await client.post(`/api/v1/calendars/${calendar}/feed`);
    const { url, message } = created.json();
    expect(url).toMatch(
      new RegExp(`^https://lernen\\.ksbeispiel\\.ch/api/v1/calendars/feed/${calendar}/[\\w-]{40,}\\.ics$`),
    );
    expect(message).toContain('Die bisherige Adresse funktioniert ab sofort nicht mehr');
    // Only the hash of the secret is stored.
    const stored = await t.db.handle.db
      .selectFrom('calendars')
      .select('feed_hash')
      .where('id', '=', calendar)
      .executeTakeFirst();
    expect(stored?.feed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(url.split('/').pop()?.replace('.ics', ''));

    const res = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);

    const { calendar: vcalendar, events } = parseFeed(res.body);
    expect(vcalendar.getFirstPropertyValue('x-wr-calname')).toBe('Prüfungen (Paula Phone)');
    expect(vcalendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Zurich',
    ]);
    const bySummary = new Map(events.map((e) => [e.summary, e]));
    const verben = bySummary.get('Prüfung: Verben');
    expect(verben?.uid).toBe(`${exam}@lernen.ksbeispiel.ch`);
    expect(verben?.startDate.zone?.tzid).toBe('Europe/Zurich');
    expect(verben?.startDate.toJSDate().toISOString()).toBe(`${summer}T06:15:00.000Z`);
    expect(verben?.endDate.toJSDate().toISOString()).toBe(`${summer}T07:45:00.000Z`);
    expect(verben?.description).toBe(
      'Buch S. 12\n\nLernsets:\n[FR] Verben: https://lernen.ksbeispiel.ch/lernsets/vorschau/' + setId,
    );
    expect(bySummary.get('Vortrag')?.startDate.toJSDate().toISOString()).toBe(`${winter}T12:30:00.000Z`);
    const week = bySummary.get('Hausaufgabe: Projektwoche');
    expect(week?.startDate.isDate).toBe(true);
    expect([week?.startDate.toString(), week?.endDate.toString()]).toEqual([summer, addDays(summer, 3)]);

    // An edit keeps the UID: the phone changes its entry instead of adding a second one.
    await client.post(
      `/api/v1/calendars/${calendar}/events/${exam}`,
      eventBody({ day: summer, time: '10:00', duration: 45, title: 'Verben und Nomen', set_ids: [setId] }),
    );
    const edited = parseFeed((await t.app.inject({ method: 'GET', url: feedPath(url) })).body).events;
    expect(edited.filter((e) => e.uid === `${exam}@lernen.ksbeispiel.ch`).map((e) => e.summary)).toEqual([
      'Prüfung: Verben und Nomen',
    ]);
  });

  it('ends the old address at once when the owner makes a new one; wrong secrets and classmates get nothing', async () => {
    const owner = await pupil(t, { classes: '5b' });
    const classmate = await pupil(t, { classes: '5b' });
    const calendar = await examsCalendar(owner.client);
    await owner.client.post(`/api/v1/calendars/${calendar}/events`, eventBody({ day: zurichDay(3) }));
    const notYet = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calendars/feed/${calendar}/${'a'.repeat(43)}.ics`,
    });
    expect([notYet.statusCode, notYet.json().message]).toEqual([404, 'Diese Kalenderadresse ist nicht (mehr) gültig.']);

    const first = (await owner.client.post(`/api/v1/calendars/${calendar}/feed`)).json().url as string;
    expect((await t.app.inject({ method: 'GET', url: feedPath(first) })).statusCode).toBe(200);
    const second = (await owner.client.post(`/api/v1/calendars/${calendar}/feed`)).json().url as string;
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: feedPath(first) });
    expect([old.statusCode, old.json().message]).toEqual([404, 'Diese Kalenderadresse ist nicht (mehr) gültig.']);
    expect((await t.app.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(200);

    const secret = second.split('/').pop() ?? '';
    const otherCalendar = await examsCalendar(classmate.client);
    const swapped = await t.app.inject({ method: 'GET', url: `/api/v1/calendars/feed/${otherCalendar}/${secret}` });
    expect(swapped.statusCode).toBe(404);
    const tampered = secret.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/calendars/feed/${calendar}/${tampered}` })).statusCode,
    ).toBe(404);
    await owner.client.post(`/api/v1/calendars/${calendar}/share`, { share_class: '5b' });
    const renewByClassmate = await classmate.client.post(`/api/v1/calendars/${calendar}/feed`);
    expect(renewByClassmate.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(200);
    expect((await owner.client.get('/api/v1/calendars')).json().calendars[0]).toMatchObject({ feed: true });
  });
});
