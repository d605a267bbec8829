import { PLAIN_TEXT_MESSAGES } from '@app/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp } from '../../test/test-app';
import { buildLearnset } from '../learnsets/learnsets.test-helpers';
import { eventBody, examsCalendar, pupil } from './calendars.test-helpers';

/** A line break, a lone carriage return and the start of a made-up event and property. */
const INJECTION = 'Mathe\r\nX-INJECTED:1\rBEGIN:VEVENT\nSUMMARY:Gratis\u000b\u0007';

/** The feed's content lines, with RFC 5545 folding undone. */
const contentLines = (feed: string) => feed.replace(/\r\n[ \t]/g, '').split('\r\n');

describe.each(ENGINES)('text that reaches the phone’s calendar feed on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { PUBLIC_URL: 'https://lernen.ksbeispiel.ch' });
  });
  afterAll(async () => t.close());

  it('is refused with control characters when it comes in: a calendar name, an event title or note', async () => {
    const { client } = await pupil(t);
    const calendar = await examsCalendar(client);
    const renamed = await client.post(`/api/v1/calendars/${calendar}/rename`, { name: 'Mathe\r\nX-INJECTED:1' });
    expect([renamed.statusCode, renamed.json().message]).toEqual([400, PLAIN_TEXT_MESSAGES.singleLine]);
    const titled = await client.post(`/api/v1/calendars/${calendar}/events`, eventBody({ title: 'Test\nX:1' }));
    expect([titled.statusCode, titled.json().message]).toEqual([400, PLAIN_TEXT_MESSAGES.singleLine]);
    const noted = await client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ note: 'Seite 1\u000bSeite 2' }),
    );
    expect([noted.statusCode, noted.json().message]).toEqual([400, PLAIN_TEXT_MESSAGES.multiLine]);
    // Line breaks belong in a note; a text area sends them as \r\n.
    const ok = await client.post(`/api/v1/calendars/${calendar}/events`, eventBody({ note: 'Seite 1\r\nSeite 2\t!' }));
    expect(ok.statusCode).toBe(200);
  });

  it('adds no line to the feed when it was stored with line breaks before the rule (an old row)', async () => {
    const { user, client } = await pupil(t, { name: 'Paula Phone' });
    const db = t.db.handle.db;
    const calendar = await examsCalendar(client);
    const setId = await buildLearnset(db, user.id, undefined, { title: 'Verben' });
    const event = (await client.post(`/api/v1/calendars/${calendar}/events`, eventBody({ set_ids: [setId] }))).json()
      .id as string;
    const url = (await client.post(`/api/v1/calendars/${calendar}/feed`)).json().url as string;
    // Written past the schema, as a row from before it might hold them.
    await db.updateTable('calendars').set({ name: INJECTION }).where('id', '=', calendar).execute();
    await db.updateTable('users').set({ name: 'Paula\nX-OWNER:1' }).where('id', '=', user.id).execute();
    await db
      .updateTable('calendar_events')
      .set({ title: INJECTION, note: INJECTION })
      .where('id', '=', event)
      .execute();
    await db.updateTable('learnsets').set({ title: 'Verben\r\nX-SET:1' }).where('id', '=', setId).execute();

    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(res.statusCode).toBe(200);
    const lines = contentLines(res.body);
    expect(lines.filter((line) => /^(X-INJECTED|X-OWNER|X-SET|SUMMARY:Gratis)/.test(line))).toEqual([]);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    // Nothing but CRLF ends lines, and no other control character is left (HTAB is allowed text).
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/(?!\t)\p{Cc}/u);

    const vcalendar = new ICAL.Component(ICAL.parse(res.body));
    expect(vcalendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Mathe X-INJECTED:1 BEGIN:VEVENT SUMMARY:Gratis  (Paula X-OWNER:1)',
    );
    const [only, ...others] = vcalendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(others).toEqual([]);
    expect(only?.summary).toBe('Prüfung: Mathe X-INJECTED:1 BEGIN:VEVENT SUMMARY:Gratis ');
    expect(only?.description).toContain('Mathe\nX-INJECTED:1\nBEGIN:VEVENT\nSUMMARY:Gratis\n\nLernsets:\n[');
    expect(only?.description).toContain('Verben X-SET:1: https://lernen.ksbeispiel.ch/lernsets/vorschau/');
  });
});
