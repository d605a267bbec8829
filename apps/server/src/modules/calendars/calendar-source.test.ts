import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALENDAR_SOURCE_TEXTS, calendarLimitMessage, PLANS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSE_CHILD } from '../../entries';
import { ParsePool } from '../../parse-pool/parse-pool';
import { buildTestApp, ENGINES, type TestApp, type TestClient } from '../../test/test-app';
import { multipartBody } from '../learnsets/learnsets.test-helpers';
import { CalendarSourceService } from './calendar-source.service';
import { eventBody, eventRows, LITE, pupil, zurichDay } from './calendars.test-helpers';

const HOUR = 3_600_000;
const stamp = (day: string, time: string) => `${day.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** The school's timetable: lessons the day after tomorrow (Zurich), still ahead when the test refreshes hours later. */
function timetable(lessons: Array<{ uid: string; title: string; time: string }>): string {
  const day = zurichDay(2);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kantonsschule//Stundenplan//DE',
    ...lessons.flatMap(({ uid, title, time }) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `SUMMARY:${title}`,
      `DTSTART;TZID=Europe/Zurich:${stamp(day, time)}`,
      'DURATION:PT45M',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');
}

/** A feed on 127.0.0.1: what it serves can change, and it counts the fetches. */
async function feedServer() {
  const feed = { body: '', type: 'text/calendar', status: 200, fetches: 0 };
  const server = http.createServer((_req, res) => {
    feed.fetches++;
    res.writeHead(feed.status, { 'content-type': feed.type }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stundenplan.ics`;
  return { feed, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const subscribe = (client: TestClient, url: string, name = 'Stundenplan 5b') =>
  client.post('/api/v1/calendars/sources', { name, url });

describe.each(ENGINES)('calendars subscribed by address on %s', (engine) => {
  let t: TestApp;
  let strict: TestApp;
  let server: Awaited<ReturnType<typeof feedServer>>;
  const pool = new ParsePool({ child: PARSE_CHILD });
  beforeAll(async () => {
    t = await buildTestApp(engine, { UPLOADS_PER_HOUR: '1000' }); // OUTBOUND_ALLOW_PRIVATE=1 for the local feed
    strict = await buildTestApp(engine, { OUTBOUND_ALLOW_PRIVATE: '0' });
    server = await feedServer();
  });
  afterAll(async () => {
    await server.close();
    await pool.close();
    await Promise.all([t.close(), strict.close()]);
  });

  it('adds the feed’s events read-only, shows the owner its address, and keeps them as the feed changes', async () => {
    server.feed.body = timetable([
      { uid: 'mathe@ks', title: 'Mathematik', time: '08:15' },
      { uid: 'franz@ks', title: 'Französisch', time: '09:10' },
    ]);
    const { client } = await pupil(t, LITE);
    const res = await subscribe(client, server.url);
    expect(res.statusCode, res.body).toBe(200);
    const { id, message } = res.json() as { id: string; message: string };
    expect(message).toMatch(
      /^Der Kalender ist abonniert: 2 Termine bis \d\d\.\d\d\.\d{4}\. Er wird alle 6 Stunden aktualisiert\.$/,
    );
    const detail = (await client.get(`/api/v1/calendars/${id}`)).json();
    expect(detail.calendar).toMatchObject({
      name: 'Stundenplan 5b',
      read_only: true,
      source: { url: server.url, error: null },
    });
    expect(detail.events.map((e: { title: string; time: string }) => [e.title, e.time])).toEqual([
      ['Mathematik', '08:15'],
      ['Französisch', '09:10'],
    ]);

    // Read-only: no new event, no change, no deletion, no file import; deleting the calendar ends it.
    const eventId = detail.events[0].id as string;
    const attempts = [
      await client.post(`/api/v1/calendars/${id}/events`, eventBody()),
      await client.post(`/api/v1/calendars/${id}/events/${eventId}`, eventBody()),
      await client.post(`/api/v1/calendars/${id}/events/${eventId}/delete`, {}),
      await client.request({
        method: 'POST',
        url: `/api/v1/calendars/${id}/import`,
        ...multipartBody({ kind: 'exam' }, { name: 'x.ics', content: server.feed.body, type: 'text/calendar' }),
      }),
    ];
    expect(attempts.map((r) => [r.statusCode, r.json().message])).toEqual(
      Array(4).fill([400, CALENDAR_SOURCE_TEXTS.readOnly]),
    );

    // Six hours on, the timetable changed: French moved, maths gone, biology new.
    server.feed.body = timetable([
      { uid: 'franz@ks', title: 'Französisch', time: '10:05' },
      { uid: 'bio@ks', title: 'Biologie', time: '13:30' },
    ]);
    const service = new CalendarSourceService(t.db.handle.db, pool, { allowPrivate: true });
    const later = new Date(Date.now() + 7 * HOUR);
    const before = server.feed.fetches;
    // Two instances on the same database: only one of them fetches.
    const reports = await Promise.all([service.refreshDue(later), service.refreshDue(later)]);
    expect(server.feed.fetches - before).toBe(1);
    expect(reports.reduce((n, r) => n + r.refreshed, 0)).toBe(1);
    const rows = await eventRows(t.db.handle.db, id);
    expect(rows.map((r) => [r.title, r.time]).sort()).toEqual([
      ['Biologie', '13:30'],
      ['Französisch', '10:05'],
    ]);
    // Not due again for another six hours.
    expect(await service.refreshDue(new Date(later.getTime() + HOUR))).toEqual({ refreshed: 0, failed: 0 });

    // The feed breaks: the events stay, the owner sees why.
    server.feed.status = 500;
    expect(await service.refreshDue(new Date(later.getTime() + 7 * HOUR))).toEqual({ refreshed: 0, failed: 1 });
    server.feed.status = 200;
    expect(await eventRows(t.db.handle.db, id)).toHaveLength(2);
    const after = (await client.get(`/api/v1/calendars/${id}`)).json();
    expect(after.calendar.source.error).toBe(CALENDAR_SOURCE_TEXTS.unreachable);

    expect((await client.post(`/api/v1/calendars/${id}/delete`, {})).statusCode).toBe(200);
    expect(await service.refreshDue(new Date(later.getTime() + 14 * HOUR))).toEqual({ refreshed: 0, failed: 0 });
  });

  it('refuses an address that gives no calendar with a German reason, and makes nothing', async () => {
    const { client } = await pupil(t, LITE);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/kalender.ics`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    server.feed.body = '<!doctype html><title>Anmeldung</title>';
    const html = await subscribe(client, server.url);
    const cases = [
      [html, CALENDAR_SOURCE_TEXTS.notCalendar],
      [await subscribe(client, closedUrl), CALENDAR_SOURCE_TEXTS.unreachable],
      [await subscribe(client, 'ftp://example.org/kalender.ics'), CALENDAR_SOURCE_TEXTS.urlInvalid],
      [await subscribe(client, 'Stundenplan'), CALENDAR_SOURCE_TEXTS.urlInvalid],
    ] as const;
    for (const [res, message] of cases) expect([res.statusCode, res.json().message]).toEqual([400, message]);
    const strictPupil = await pupil(strict, LITE);
    const loopback = await subscribe(strictPupil.client, server.url);
    expect([loopback.statusCode, loopback.json().message]).toEqual([400, CALENDAR_SOURCE_TEXTS.notAllowed]);
    const list = (await client.get('/api/v1/calendars')).json();
    expect(list.limit.used).toBe(2);
  });

  it("keeps to the plan's number of calendars", async () => {
    server.feed.body = timetable([{ uid: 'mathe@ks', title: 'Mathematik', time: '08:15' }]);
    const { client } = await pupil(t); // Standard: the two reserved calendars fill it
    const res = await subscribe(client, server.url);
    expect([res.statusCode, res.json().message]).toEqual([403, calendarLimitMessage(PLANS.standard)]);
  });
});
