import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp } from '../../test/test-app';
import { buildLearnset } from '../learnsets/learnsets.test-helpers';
import {
  buildDocument,
  eventBody,
  eventRows,
  examsCalendar,
  LITE,
  listCalendars,
  PREMIUM,
  pupil,
  zurichDay,
} from './calendars.test-helpers';

const STANDARD_REFUSAL =
  'Mit Standard können Sie höchstens 2 eigene Kalender haben (die Kalender «Prüfungen» und «Hausaufgaben» mitgezählt). Mit Premium Lite (5) oder Premium (20) können Sie mehr Kalender anlegen.';

describe.each(ENGINES)('own calendars within the plan on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it('gives every account «Prüfungen» and «Hausaufgaben», which fill Standard’s two calendars: a third is refused with 403', async () => {
    const { client } = await pupil(t);
    const first = await listCalendars(client);
    expect(first.calendars.map((c) => [c.name, c.reserved])).toEqual([
      ['Prüfungen', 'exams'],
      ['Hausaufgaben', 'homework'],
    ]);
    expect(first.limit).toEqual({ used: 2, max: 2, plan: 'Standard' });
    // Asking again (two tabs) makes no more of them.
    await Promise.all([listCalendars(client), listCalendars(client)]);
    expect((await listCalendars(client)).calendars).toHaveLength(2);

    const refused = await client.post('/api/v1/calendars', { name: 'Sport' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: STANDARD_REFUSAL });
    expect((await listCalendars(client)).calendars).toHaveLength(2);
  });

  it('allows Premium Lite five and Premium twenty, counting the reserved two, also when requests race', async () => {
    for (const [payment, max] of [
      [LITE, 5],
      [PREMIUM, 20],
    ] as const) {
      const { client } = await pupil(t, payment);
      const tries = Array.from({ length: max }, (_, i) => client.post('/api/v1/calendars', { name: `Fach ${i + 1}` }));
      const replies = await Promise.all(tries);
      expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(max - 2);
      const refusals = replies.filter((r) => r.statusCode === 403).map((r) => r.json().message as string);
      expect(refusals).toHaveLength(2);
      expect(refusals[0]).toContain(`höchstens ${max} eigene Kalender`);
      const list = await listCalendars(client);
      expect(list.limit).toMatchObject({ used: max, max });
      expect(list.calendars).toHaveLength(max);
    }
  });

  it('renames and deletes own calendars, but never deletes a reserved one', async () => {
    const { client } = await pupil(t, LITE);
    const created = (await client.post('/api/v1/calendars', { name: '  Chor  ' })).json();
    expect(created).toMatchObject({ status: 'success', message: 'Der Kalender wurde erstellt.' });
    expect(
      (await client.post(`/api/v1/calendars/${created.id}/rename`, { name: 'Chor und Orchester' })).json(),
    ).toEqual({
      status: 'success',
      message: 'Der Kalender wurde umbenannt.',
    });
    const emptyName = await client.post(`/api/v1/calendars/${created.id}/rename`, { name: '   ' });
    expect(emptyName.statusCode).toBe(400);
    expect(emptyName.json().message).toBe('Bitte geben Sie einen Namen für den Kalender an.');
    expect((await listCalendars(client)).calendars.map((c) => c.name)).toEqual([
      'Prüfungen',
      'Hausaufgaben',
      'Chor und Orchester',
    ]);

    const exams = await examsCalendar(client);
    const reserved = await client.post(`/api/v1/calendars/${exams}/delete`);
    expect(reserved.statusCode).toBe(403);
    expect(reserved.json().message).toBe(
      'Die Kalender «Prüfungen» und «Hausaufgaben» gehören zu jedem Konto und können nicht gelöscht werden.',
    );
    expect((await client.post(`/api/v1/calendars/${created.id}/delete`)).json().message).toBe(
      'Der Kalender wurde gelöscht.',
    );
    expect((await listCalendars(client)).calendars).toHaveLength(2);
    expect((await client.get(`/api/v1/calendars/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps an exam with its time, duration, note, sets and documents, and sorts the day’s events', async () => {
    const { user, client } = await pupil(t);
    const setId = await buildLearnset(t.db.handle.db, user.id, undefined, { title: 'Verben', subject: 'FR' });
    const documentId = await buildDocument(t.db.handle.db, user.id);
    const calendar = await examsCalendar(client);
    const day = zurichDay(10);
    const saved = await client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ day, set_ids: [setId, setId], document_ids: [documentId] }),
    );
    expect(saved.json()).toMatchObject({ status: 'success', message: 'Der Termin wurde gespeichert.' });
    await client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ title: 'Bücher mitnehmen', day, time: '', duration: '', kind: 'homework' }),
    );

    const detail = (await client.get(`/api/v1/calendars/${calendar}`)).json();
    expect(detail.calendar).toMatchObject({ name: 'Prüfungen', own: true, events: 2, feed: false });
    expect(detail.events).toEqual([
      expect.objectContaining({ title: 'Bücher mitnehmen', day, time: null, duration: null, kind: 'homework' }),
      {
        id: saved.json().id,
        calendar_id: calendar,
        title: 'Französisch Verben',
        day,
        time: '08:15',
        duration: 45,
        kind: 'exam',
        note: 'Kapitel 3 und 4',
        sets: [{ id: setId, title: 'Verben', subject: 'FR' }],
        documents: [{ id: documentId, title: 'Zusammenfassung Verben', subject: 'FR' }],
      },
    ]);

    const changed = await client.post(
      `/api/v1/calendars/${calendar}/events/${saved.json().id}`,
      eventBody({ day, title: 'Französisch Verben (Teil 2)', set_ids: [], document_ids: [] }),
    );
    expect(changed.json().message).toBe('Der Termin wurde geändert.');
    const after = (await client.get(`/api/v1/calendars/${calendar}`)).json().events[1];
    expect(after).toMatchObject({ title: 'Französisch Verben (Teil 2)', sets: [], documents: [] });
    expect((await client.post(`/api/v1/calendars/${calendar}/events/${saved.json().id}/delete`)).json().message).toBe(
      'Der Termin wurde gelöscht.',
    );
    expect(await eventRows(t.db.handle.db, calendar)).toHaveLength(1);
  });

  it('refuses a bad event with the German message of its first fault and stores nothing', async () => {
    const { client } = await pupil(t);
    const calendar = await examsCalendar(client);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ title: '  ' }, 400, 'Bitte geben Sie einen Titel an.'],
      [{ title: 'x'.repeat(121) }, 400, 'Der Titel darf höchstens 120 Zeichen lang sein.'],
      [{ day: '2026-02-30' }, 400, 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).'],
      [{ time: '25:00' }, 400, 'Bitte geben Sie eine gültige Uhrzeit an (HH:MM).'],
      [{ duration: -5 }, 400, 'Die Dauer muss eine ganze Zahl von 1 bis 44640 Minuten sein.'],
      [{ time: '', duration: 30 }, 400, 'Eine Dauer braucht eine Uhrzeit.'],
      [{ kind: 'party' }, 400, 'Bitte wählen Sie, ob es eine Prüfung, eine Hausaufgabe oder ein Termin ist.'],
      [{ note: 'n'.repeat(2001) }, 400, 'Die Notiz darf höchstens 2000 Zeichen lang sein.'],
      [{ set_ids: ['a.b'] }, 400, 'Die Auswahl der verknüpften Lernsets oder Dokumente ist ungültig.'],
      [
        { set_ids: Array.from({ length: 21 }, (_, i) => `s${i}`) },
        400,
        'Ein Termin kann höchstens 20 Lernsets und 20 Dokumente verknüpfen.',
      ],
      [{ set_ids: ['unbekannt'] }, 404, 'Mindestens eines der gewählten Lernsets existiert nicht mehr.'],
      [{ document_ids: ['unbekannt'] }, 404, 'Mindestens eines der gewählten Dokumente existiert nicht mehr.'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await client.post(`/api/v1/calendars/${calendar}/events`, eventBody(overrides));
      expect([res.statusCode, res.json().message], JSON.stringify(overrides)).toEqual([status, message]);
    }
    expect(await eventRows(t.db.handle.db, calendar)).toEqual([]);
    const unknown = await client.post('/api/v1/calendars/unbekannt/events', eventBody());
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Dieser Kalender existiert nicht.']);
  });
});
