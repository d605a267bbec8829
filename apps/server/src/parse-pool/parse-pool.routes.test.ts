import { ANKI_TEXTS, CALENDAR_TEXTS, HTTP_MESSAGES, LEARNSET_TEXTS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examsCalendar, pupil, zurichDay } from '../modules/calendars/calendars.test-helpers';
import { cardsAsEndlessView, fixture } from '../modules/learnsets/anki/anki-test-packages';
import { multipartBody, VALID_FIELDS } from '../modules/learnsets/learnsets.test-helpers';
import { longestEventLoopBlock } from '../test/event-loop-blocks';
import { buildTestApp, ENGINES, type TestApp, type TestClient } from '../test/test-app';

const day = () => zurichDay().replaceAll('-', '');
const calendarFile = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//DE', ...events, 'END:VCALENDAR'].join('\r\n');
const lesson = (uid: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nSUMMARY:Mathematik\r\nDTSTART:${day()}T100000Z\r\nDTEND:${day()}T104500Z\r\nEND:VEVENT`;
const list = (n: number) => Array.from({ length: n }, (_, i) => i).join(',');
/** 629 bytes repeating every second of every day. */
const everySecond = () =>
  calendarFile(
    `BEGIN:VEVENT\r\nUID:spam\r\nSUMMARY:Spam\r\nDTSTART:${day()}T100000Z\r\n` +
      `RRULE:FREQ=DAILY;BYHOUR=${list(24)};BYMINUTE=${list(60)};BYSECOND=${list(60)}\r\nEND:VEVENT`,
  );

type Reply = { status: number; message?: string };

function uploadSet(client: TestClient, name: string, content: Uint8Array) {
  const { payload, headers } = multipartBody(VALID_FIELDS, { name, content });
  return client.request({ method: 'POST', url: '/api/v1/learnsets/new/form', payload, headers });
}
function importIcs(client: TestClient, calendarId: string, content: string) {
  const { payload, headers } = multipartBody(
    { kind: 'appointment' },
    { name: 'plan.ics', content, type: 'text/calendar' },
  );
  return client.request({ method: 'POST', url: `/api/v1/calendars/${calendarId}/import`, payload, headers });
}
const reply = (res: { statusCode: number; json: () => { message?: string } }): Reply => ({
  status: res.statusCode,
  message: res.json().message,
});

describe.each(ENGINES)('hostile uploads in the parse pool, on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let calendar: string;
  beforeAll(async () => {
    t = await buildTestApp(engine, { UPLOADS_PER_HOUR: '1000' });
    ({ client } = await pupil(t, { payment: '2999-12-31' }));
    calendar = await examsCalendar(client);
    // The pool's children start with the first jobs; the cases below time the work, not that.
    const warm = await Promise.all([
      uploadSet(client, 'a.txt', new TextEncoder().encode('Hund; dog\n')),
      importIcs(client, calendar, calendarFile(lesson('warm'))),
    ]);
    expect(warm.map((res) => res.statusCode)).toEqual([200, 200]);
  });
  afterAll(async () => t.close());

  it('refuses an Anki package whose cards are an endless view without running it, and reads the next one', async () => {
    // Had the view been queried, its job would have ended at the pool's time limit with another message.
    const refused = await uploadSet(client, 'Stapel.apkg', cardsAsEndlessView());
    expect(reply(refused)).toEqual({ status: 400, message: ANKI_TEXTS.notPlainTables });
    const next = await uploadSet(client, 'Stapel.apkg', fixture('anki2-all-note-types.apkg'));
    expect(next.statusCode, next.body).toBe(200);
  });

  it('answers a burst of calendar imports and Anki uploads, hostile ones among them, while other requests go on', async () => {
    const good = fixture('anki2-all-note-types.apkg');
    const jobs: Array<{ kind: string; send: () => Promise<Reply> }> = [];
    for (let i = 0; i < 5; i++) {
      jobs.push({
        kind: 'ics',
        send: async () => reply(await importIcs(client, calendar, calendarFile(lesson(`b${i}`)))),
      });
      jobs.push({ kind: 'apkg', send: async () => reply(await uploadSet(client, 'Stapel.apkg', good)) });
    }
    for (let i = 0; i < 3; i++) {
      jobs.push({ kind: 'hostile ics', send: async () => reply(await importIcs(client, calendar, everySecond())) });
      jobs.push({
        kind: 'hostile apkg',
        send: async () => reply(await uploadSet(client, 'Stapel.apkg', cardsAsEndlessView())),
      });
    }
    const { result: replies, blockMs } = await longestEventLoopBlock(() => Promise.all(jobs.map((job) => job.send())));

    const busy: Reply = { status: 503, message: HTTP_MESSAGES.unavailable };
    const expected: Record<string, Reply> = {
      ics: { status: 200, message: expect.stringMatching(/^1 Termin wurde importiert/) as unknown as string },
      apkg: { status: 200, message: LEARNSET_TEXTS.created },
      'hostile ics': { status: 400, message: CALENDAR_TEXTS.icsTooFrequent('Spam') },
      'hostile apkg': { status: 400, message: ANKI_TEXTS.notPlainTables },
    };
    replies.forEach((answer, i) => {
      const kind = jobs[i]?.kind as string;
      expect([busy, expected[kind]], `${kind}: ${JSON.stringify(answer)}`).toContainEqual(answer);
    });
    // Two children and eight waiting jobs: the first ten of the burst are taken, whatever their kind.
    expect(replies.filter((answer) => answer.status !== 503).length).toBeGreaterThanOrEqual(10);
    // Parsing happens in the children. On the event loop an endless view would hold it until the
    // job's limit (15 s); a second of its own CPU time leaves room for a machine busy with other work.
    expect(blockMs).toBeLessThan(1000);
    // And afterwards the pool takes work again.
    expect(reply(await importIcs(client, calendar, calendarFile(lesson('after'))))).toMatchObject({ status: 200 });
  });
});
