import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp } from '../../test/test-app';
import { buildLearnset, sampleExercises } from '../learnsets/learnsets.test-helpers';
import { eventBody, examDates, examsCalendar, pupil, shareWith, zurichDay } from './calendars.test-helpers';

describe.each(ENGINES)('exam events drive learning on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it('give the linked sets their exam date when made, moved, turned into homework and deleted', async () => {
    const { user, client } = await pupil(t);
    const db = t.db.handle.db;
    const verbs = await buildLearnset(db, user.id, sampleExercises(6), { title: 'Verben' });
    const nouns = await buildLearnset(db, user.id, sampleExercises(4), { title: 'Nomen' });
    const calendar = await examsCalendar(client);
    const url = `/api/v1/calendars/${calendar}/events`;

    const { id } = (await client.post(url, eventBody({ day: zurichDay(9), set_ids: [verbs, nouns] }))).json();
    expect(await examDates(db, user.id)).toEqual({ [verbs]: zurichDay(9), [nouns]: zurichDay(9) });

    // Moved, and one set unlinked: the other set follows, the unlinked one loses the date.
    await client.post(`${url}/${id}`, eventBody({ day: zurichDay(12), set_ids: [verbs] }));
    expect(await examDates(db, user.id)).toEqual({ [verbs]: zurichDay(12) });

    // Two exams on one set: the earlier one counts; deleting it falls back to the later one.
    const { id: early } = (await client.post(url, eventBody({ day: zurichDay(5), set_ids: [verbs] }))).json();
    expect(await examDates(db, user.id)).toEqual({ [verbs]: zurichDay(5) });
    await client.post(`${url}/${early}/delete`);
    expect(await examDates(db, user.id)).toEqual({ [verbs]: zurichDay(12) });

    await client.post(`${url}/${id}`, eventBody({ day: zurichDay(12), set_ids: [verbs], kind: 'homework' }));
    expect(await examDates(db, user.id)).toEqual({});

    // An exam date the pupil set by hand on the set's exam page is not taken away.
    await client.post(`/api/v1/learnsets/exam/${nouns}`, { day: zurichDay(20) });
    const { id: third } = (await client.post(url, eventBody({ day: zurichDay(3), set_ids: [nouns] }))).json();
    expect(await examDates(db, user.id)).toEqual({ [nouns]: zurichDay(3) });
    await client.post(`/api/v1/learnsets/exam/${nouns}`, { day: zurichDay(25) });
    await client.post(`${url}/${third}/delete`);
    expect(await examDates(db, user.id)).toEqual({ [nouns]: zurichDay(25) });
  });

  it('lists the next exams on the start page with the cards to learn, and members who follow the calendar get its exam dates', async () => {
    const owner = await pupil(t, { classes: '5b' });
    const classmate = await pupil(t, { classes: '5b' });
    const db = t.db.handle.db;
    const verbs = await buildLearnset(db, owner.user.id, sampleExercises(6), { title: 'Verben', subject: 'FR' });
    const calendar = await examsCalendar(owner.client);
    await shareWith(owner.client, calendar, '5b', classmate.client);
    await owner.client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ title: 'Verbtest', day: zurichDay(4), set_ids: [verbs] }),
    );
    // In the past: neither on the start page nor an exam date.
    await owner.client.post(
      `/api/v1/calendars/${calendar}/events`,
      eventBody({ title: 'Alter Test', day: zurichDay(-3), set_ids: [verbs] }),
    );

    const upcoming = (await owner.client.get('/api/v1/calendars/upcoming')).json();
    expect(upcoming.exams).toEqual([
      expect.objectContaining({
        title: 'Verbtest',
        day: zurichDay(4),
        calendar_name: 'Prüfungen',
        cards: 6,
        sets: [{ id: verbs, title: 'Verben', subject: 'FR' }],
      }),
    ]);
    expect(await examDates(db, classmate.user.id)).toEqual({});

    await classmate.client.post(`/api/v1/calendars/${calendar}/subscribe`, { subscribed: true });
    expect(await examDates(db, classmate.user.id)).toEqual({ [verbs]: zurichDay(4) });
    expect((await classmate.client.get('/api/v1/calendars/upcoming')).json().exams).toEqual([
      expect.objectContaining({ title: 'Verbtest', cards: 6 }),
    ]);

    // The owner moves the exam: the follower's date moves too.
    const eventId = (await owner.client.get(`/api/v1/calendars/${calendar}`)).json().events[1].id as string;
    await owner.client.post(
      `/api/v1/calendars/${calendar}/events/${eventId}`,
      eventBody({ title: 'Verbtest', day: zurichDay(6), set_ids: [verbs] }),
    );
    expect(await examDates(db, classmate.user.id)).toEqual({ [verbs]: zurichDay(6) });

    await classmate.client.post(`/api/v1/calendars/${calendar}/subscribe`, { subscribed: false });
    expect(await examDates(db, classmate.user.id)).toEqual({});
    expect(await examDates(db, owner.user.id)).toEqual({ [verbs]: zurichDay(6) });
  });
});
