import { CALENDAR_TEXTS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longestEventLoopBlock } from '../../test/event-loop-blocks';
import { buildTestApp, ENGINES, type TestApp, type TestClient } from '../../test/test-app';
import { multipartBody } from '../learnsets/learnsets.test-helpers';
import { eventRows, examsCalendar, pupil, zurichDay } from './calendars.test-helpers';

const list = (n: number, from = 0) => Array.from({ length: n }, (_, i) => i + from).join(',');
const calendarFile = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//DE', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (uid: string, summary: string, start: string, rule?: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SUMMARY:${summary}`,
    `DTSTART:${start}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    'END:VEVENT',
  ]
    .filter(Boolean)
    .join('\r\n');
/** Today (in Zurich) at 10:00 UTC as an iCalendar date-time. */
const today = () => `${zurichDay().replaceAll('-', '')}T100000Z`;

function importFile(client: TestClient, calendarId: string, content: string) {
  const { payload, headers } = multipartBody(
    { kind: 'appointment' },
    { name: 'kalender.ics', content, type: 'text/calendar' },
  );
  return client.request({ method: 'POST', url: `/api/v1/calendars/${calendarId}/import`, payload, headers });
}

/** The reply, how long it took, and the longest the event loop was held meanwhile (its own CPU time). */
async function timed(request: () => Promise<{ statusCode: number; json: () => { message: string } }>) {
  const started = Date.now();
  const { result, blockMs } = await longestEventLoopBlock(request);
  return { status: result.statusCode, message: result.json().message, took: Date.now() - started, blockMs };
}

describe.each(ENGINES)('calendar files built to cost the server, on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let calendar: string;
  beforeAll(async () => {
    t = await buildTestApp(engine, { UPLOADS_PER_HOUR: '1000' });
    ({ client } = await pupil(t));
    calendar = await examsCalendar(client);
    // The parse pool's child is started: the cases below time the work, not its start.
    const warm = await importFile(client, calendar, calendarFile(vevent('warm', 'Start', today())));
    expect(warm.statusCode, warm.body).toBe(200);
  });
  afterAll(async () => t.close());

  it('refuses at once a daily rule that lists every hour, minute and second (629 bytes, 86,400 times a day)', async () => {
    const file = calendarFile(
      vevent('spam', 'Spam', today(), `FREQ=DAILY;BYHOUR=${list(24)};BYMINUTE=${list(60)};BYSECOND=${list(60)}`),
    );
    expect(file.length).toBeLessThan(700);
    const res = await timed(() => importFile(client, calendar, file));
    expect([res.status, res.message]).toEqual([400, CALENDAR_TEXTS.icsTooFrequent('Spam')]);
    // Refused before a date is made: far below the pool's time limit of 15 s.
    expect(res.took).toBeLessThan(3000);
  });

  it("keeps a file's escaped line breaks out of titles, and out of notes all but the breaks", async () => {
    const event = [
      'BEGIN:VEVENT',
      'UID:zeilen',
      // iCalendar's escaped \n is a real line break once read: it must not reach a title.
      'SUMMARY:Mathe\\nBEGIN:VEVENT',
      'DESCRIPTION:Kapitel 3\\nKapitel 4\u0007',
      `DTSTART:${today()}`,
      'END:VEVENT',
    ].join('\r\n');
    const res = await importFile(client, calendar, calendarFile(event));
    expect(res.statusCode, res.body).toBe(200);
    const row = (await eventRows(t.db.handle.db, calendar)).find((r) => r.title.startsWith('Mathe'));
    expect([row?.title, row?.note]).toEqual(['Mathe BEGIN:VEVENT', 'Kapitel 3\nKapitel 4']);
  });

  it('refuses 2 MB of events without a date while the server goes on answering', async () => {
    const before = await eventRows(t.db.handle.db, calendar);
    const file = calendarFile(...Array<string>(80_000).fill('BEGIN:VEVENT\r\nEND:VEVENT'));
    expect(file.length).toBeGreaterThan(2_000_000);
    const res = await timed(() => importFile(client, calendar, file));
    expect([res.status, res.message]).toEqual([400, CALENDAR_TEXTS.icsBadEvent('(ohne Titel)')]);
    // The file is read in the parse child and only a refusal comes back: no other request waits
    // 100 ms behind it (the main thread's own CPU time, so a busy machine does not count).
    expect(res.blockMs).toBeLessThan(100);
    expect(await eventRows(t.db.handle.db, calendar)).toEqual(before);
  });
});
