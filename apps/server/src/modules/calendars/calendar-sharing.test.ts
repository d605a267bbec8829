import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp } from '../../test/test-app';
import {
  eventBody,
  eventRows,
  examsCalendar,
  joinCode,
  LITE,
  listCalendars,
  pupil,
  shareWith,
} from './calendars.test-helpers';

describe.each(ENGINES)('a calendar shared with the class on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it('is read by classmates who joined with its link, not by others, and only its owner changes it: the server refuses every change with 403', async () => {
    const owner = await pupil(t, { name: 'Olga Owner', classes: '5b 5b-FR' });
    const classmate = await pupil(t, { name: 'Clara Klasse', classes: '5a 5b' });
    const stranger = await pupil(t, { name: 'Sven Fremd', classes: '5a' });
    const calendar = await examsCalendar(owner.client);
    await owner.client.post(`/api/v1/calendars/${calendar}/events`, eventBody());

    const notOwnClass = await owner.client.post(`/api/v1/calendars/${calendar}/share`, { share_class: '6c' });
    expect([notOwnClass.statusCode, notOwnClass.json().message]).toEqual([
      400,
      'Sie können einen Kalender nur mit einer Ihrer eigenen Klassen teilen.',
    ]);
    // Before sharing, a classmate may not even read it.
    expect((await classmate.client.get(`/api/v1/calendars/${calendar}`)).statusCode).toBe(403);

    const shared = await owner.client.post(`/api/v1/calendars/${calendar}/share`, { share_class: '5b' });
    expect(shared.json().message).toBe('Der Kalender ist jetzt mit der Klasse 5b geteilt.');
    // Being in the class is not enough: the classmate is invited and reads nothing until joining.
    expect((await listCalendars(classmate.client)).invited).toEqual([
      { id: calendar, name: 'Prüfungen', owner_name: 'Olga Owner', share_class: '5b' },
    ]);
    expect((await classmate.client.get(`/api/v1/calendars/${calendar}`)).statusCode).toBe(403);
    const joined = await classmate.client.post('/api/v1/calendars/join', {
      code: await joinCode(owner.client, calendar),
    });
    expect(joined.json()).toEqual({
      status: 'success',
      id: calendar,
      message: 'Sie sind dem Kalender «Prüfungen» beigetreten. Sie können ihn jetzt lesen.',
    });
    expect((await listCalendars(classmate.client)).invited).toEqual([]);

    expect((await listCalendars(classmate.client)).shared).toEqual([
      expect.objectContaining({
        id: calendar,
        name: 'Prüfungen',
        owner_name: 'Olga Owner',
        own: false,
        subscribed: false,
      }),
    ]);
    const read = (await classmate.client.get(`/api/v1/calendars/${calendar}`)).json();
    // Members see neither the join link nor who else joined.
    expect(read.calendar).toMatchObject({ own: false, share_class: '5b', feed: false, join_code: null });
    expect(read.members).toEqual([]);
    expect(read.events.map((e: { title: string }) => e.title)).toEqual(['Französisch Verben']);
    const eventId = read.events[0].id as string;

    expect((await listCalendars(stranger.client)).shared).toEqual([]);
    const strangerRead = await stranger.client.get(`/api/v1/calendars/${calendar}`);
    expect([strangerRead.statusCode, strangerRead.json().message]).toEqual([
      403,
      'Sie haben keinen Zugriff auf diesen Kalender.',
    ]);

    const changes: Array<[string, unknown]> = [
      [`/api/v1/calendars/${calendar}/events`, eventBody({ title: 'Eingeschmuggelt' })],
      [`/api/v1/calendars/${calendar}/events/${eventId}`, eventBody({ title: 'Überschrieben' })],
      [`/api/v1/calendars/${calendar}/events/${eventId}/delete`, {}],
      [`/api/v1/calendars/${calendar}/rename`, { name: 'Gekapert' }],
      [`/api/v1/calendars/${calendar}/share`, { share_class: '5a' }],
      [`/api/v1/calendars/${calendar}/delete`, {}],
      [`/api/v1/calendars/${calendar}/join-link`, {}],
      [`/api/v1/calendars/${calendar}/join-link/delete`, {}],
      [`/api/v1/calendars/${calendar}/members/${classmate.user.id}/remove`, {}],
    ];
    for (const [url, body] of changes) {
      const res = await classmate.client.post(url, body);
      expect([res.statusCode, res.json().message], url).toEqual([
        403,
        'Nur die Person, der dieser Kalender gehört, kann ihn ändern.',
      ]);
    }
    const rows = await eventRows(t.db.handle.db, calendar);
    expect(rows.map((r) => r.title)).toEqual(['Französisch Verben']);
    expect((await listCalendars(owner.client)).calendars[0]).toMatchObject({ name: 'Prüfungen', share_class: '5b' });
  });

  it('can be put on a member’s start page and leaves it when the owner stops sharing, with the memberships', async () => {
    const owner = await pupil(t, { classes: '4c', ...LITE });
    const classmate = await pupil(t, { classes: '4c' });
    const { id: calendar } = (await owner.client.post('/api/v1/calendars', { name: 'Klassenlager' })).json();
    await shareWith(owner.client, calendar, '4c', classmate.client);
    await owner.client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ title: 'Lager packen', kind: 'homework' }),
    );

    expect((await classmate.client.get('/api/v1/calendars/upcoming')).json().events).toEqual([]);
    const added = await classmate.client.post(`/api/v1/calendars/${calendar}/subscribe`, { subscribed: true });
    expect(added.json().message).toBe('Der Kalender steht jetzt auf Ihrer Startseite.');
    expect((await listCalendars(classmate.client)).shared[0]).toMatchObject({ id: calendar, subscribed: true });
    const upcoming = (await classmate.client.get('/api/v1/calendars/upcoming')).json();
    expect(upcoming.events).toEqual([
      expect.objectContaining({ title: 'Lager packen', calendar_name: 'Klassenlager', kind: 'homework' }),
    ]);

    const own = await owner.client.post(`/api/v1/calendars/${calendar}/subscribe`, { subscribed: true });
    expect([own.statusCode, own.json().message]).toEqual([
      400,
      'Ihre eigenen Kalender stehen schon auf Ihrer Startseite.',
    ]);

    expect((await owner.client.post(`/api/v1/calendars/${calendar}/share`, { share_class: null })).json().message).toBe(
      'Der Kalender ist nicht mehr geteilt.',
    );
    expect((await classmate.client.get(`/api/v1/calendars/${calendar}`)).statusCode).toBe(403);
    expect((await listCalendars(classmate.client)).shared).toEqual([]);
    expect((await classmate.client.get('/api/v1/calendars/upcoming')).json().events).toEqual([]);
    // Sharing again makes a new link: the old members must join again.
    await owner.client.post(`/api/v1/calendars/${calendar}/share`, { share_class: '4c' });
    expect((await classmate.client.get(`/api/v1/calendars/${calendar}`)).statusCode).toBe(403);
    for (const table of ['calendar_subscriptions', 'calendar_members'] as const) {
      const rows = await t.db.handle.db.selectFrom(table).selectAll().where('calendar_id', '=', calendar).execute();
      expect(rows, table).toEqual([]);
    }
  });
});
