import { addDays, toZurichDay } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Throttle } from '../../lib/throttle';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { ExamService } from '../../kernel/exam.service';
import { LearnAnswerService } from './learn-answer.service';
import { AnswersRepository } from './answers.repository';
import { buildLearnset, buildPupilWithSet, sampleExercises } from '../learnsets/learnsets.test-helpers';

const HOUR = 3600_000;

describe.each(ENGINES)('exam dates on %s', (engine) => {
  let t: TestApp;
  let answers: LearnAnswerService;
  let stats: AnswersRepository;
  let exams: ExamService;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    answers = new LearnAnswerService(t.db.handle, await Throttle.open(t.db.handle.db));
    stats = new AnswersRepository(t.db.handle.db);
    exams = new ExamService(t.db.handle.db);
  });
  afterAll(async () => t.close());

  const pupilWithSet = (size = 3) => buildPupilWithSet(t.db.handle.db, size);
  const dueOf = async (userId: string, exerciseId: string) =>
    (await stats.cardState(userId, exerciseId))?.due ?? 'kein Zustand';

  it('caps intervals: a card learnt two weeks ahead comes back when the last three days begin, one learnt in them on the day before', async () => {
    const { userId, setId, exercises } = await pupilWithSet();
    // Exam on Friday 2026-12-11; the last three days begin on Tuesday 2026-12-08 at 00:00 Zurich.
    const monday = new Date('2026-11-30T08:00:00Z');
    await exams.setExamDay(userId, [setId], '2026-12-11', monday);
    const [early = '', late = ''] = exercises;
    for (const day of ['2026-11-24', '2026-11-26', '2026-11-30']) {
      await answers.record(userId, early, { answer: 'a', value: true }, new Date(`${day}T08:00:00Z`));
    }
    expect(await dueOf(userId, early)).toBe('2026-12-07T23:00:00.000Z');

    await answers.record(userId, late, { answer: 'a', value: true }, new Date('2026-12-08T09:00:00Z'));
    expect(await dueOf(userId, late)).toBe('2026-12-09T23:00:00.000Z');

    // Without the exam the same answers leave the card far beyond it.
    const other = await pupilWithSet();
    for (const day of ['2026-11-24', '2026-11-26', '2026-11-30']) {
      await answers.record(
        other.userId,
        other.exercises[0] ?? '',
        { answer: 'a', value: true },
        new Date(`${day}T08:00:00Z`),
      );
    }
    expect(Date.parse(await dueOf(other.userId, other.exercises[0] ?? ''))).toBeGreaterThan(Date.parse('2026-12-11'));
  });

  it('pulls cards already scheduled past the exam forward when the date is set, and says how many cards a day that means', async () => {
    const { userId, setId, exercises } = await pupilWithSet(10);
    const now = new Date('2026-12-01T10:00:00Z');
    for (let i = 0; i < 4; i++) {
      await answers.record(
        userId,
        exercises[i] ?? '',
        { answer: 'a', value: true },
        new Date(now.getTime() - 30 * 24 * HOUR),
      );
      await answers.record(
        userId,
        exercises[i] ?? '',
        { answer: 'a', value: true },
        new Date(now.getTime() - 10 * 24 * HOUR),
      );
    }
    expect(Date.parse(await dueOf(userId, exercises[0] ?? ''))).toBeGreaterThan(Date.parse('2026-12-20'));
    await exams.setExamDay(userId, [setId], '2026-12-15', now);
    expect(await dueOf(userId, exercises[0] ?? '')).toBe('2026-12-11T23:00:00.000Z');

    const { exams: days, plan } = await exams.examsOf(userId, [setId], now);
    expect(days).toEqual([{ set_id: setId, day: '2026-12-15' }]);
    // Ten cards, 14 days from Tuesday 1 December to the exam on the 15th: one a day.
    expect(plan).toEqual({ day: '2026-12-15', set_ids: [setId], days: 14, cards: 10, perDay: 1 });
  });

  it('lets a pupil set, read and remove the date of a selection through the API, with German refusals', async () => {
    const { userId, setId } = await pupilWithSet(4);
    const second = await buildLearnset(t.db.handle.db, userId, sampleExercises(6));
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
    const today = toZurichDay(new Date());
    const examDay = addDays(today, 5);
    const url = `/api/v1/learnsets/exam/${setId}.${second}`;

    const saved = await client.post(url, { day: examDay });
    expect(saved.json()).toEqual({ status: 'success', message: 'Das Prüfungsdatum wurde gespeichert.' });
    const read = (await client.get(url)).json();
    expect(read.exams).toHaveLength(2);
    expect(read.plan).toMatchObject({ day: examDay, days: 5, cards: 10, perDay: 2 });

    const refusals = [
      [{ day: addDays(today, -1) }, 400, 'Das Prüfungsdatum darf nicht in der Vergangenheit liegen.'],
      [{ day: addDays(today, 401) }, 400, 'Das Prüfungsdatum darf höchstens 400 Tage in der Zukunft liegen.'],
      [{ day: '2026-02-30' }, 400, 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).'],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await client.post(url, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const unknown = await client.post(`/api/v1/learnsets/exam/${setId}.unbekannt`, { day: examDay });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Mindestens eines der gewählten Lernsets existiert nicht mehr.');
    expect((await client.get(url)).json().exams.map((e: { day: string }) => e.day)).toEqual([examDay, examDay]);

    expect((await client.post(url, { day: null })).json().message).toBe('Das Prüfungsdatum wurde entfernt.');
    expect((await client.get(url)).json()).toEqual({ status: 'success', exams: [], plan: null });
  });

  it('keeps each pupil to their own exam dates', async () => {
    const { userId, setId } = await pupilWithSet();
    const classmate = await buildUser(t.db.handle.db);
    await exams.setExamDay(userId, [setId], addDays(toZurichDay(new Date()), 3));
    expect((await exams.examsOf(classmate.id, [setId])).exams).toEqual([]);
  });
});
