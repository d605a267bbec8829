import {
  HTTP_MESSAGES,
  LEARNSET_FIELD_MESSAGES,
  LEARNSET_EDITOR_MESSAGES as M,
  LEARNSET_FILE_MESSAGES as F,
  MAX_LEARNSET_EDITOR_BYTES,
} from '@app/shared';
import { fastestCostsMs } from '@app/shared/test/linear-growth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longestEventLoopBlock } from '../../test/event-loop-blocks';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { judgeEditorBody } from './learnset-editor-worker';
import { buildLearnset, sampleExercises, VALID_FIELDS } from './learnsets.test-helpers';

interface StoredExercise {
  id_: string;
  question: string;
  answer: string;
  answers: string[];
  frequency: number;
  auto_check: number;
}
type Row = { id_?: string; question: string; answer: string; answers?: string[]; frequency?: number };

const row = (question: string, answer: string, extra: Partial<Row> = {}): Row => ({
  question,
  answer,
  answers: [],
  frequency: 1,
  ...extra,
});

describe.each(ENGINES)('learning sets from the browser editor on %s', (engine) => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    owner = new TestClient(t.app);
    ownerId = (await buildUser(t.db.handle.db)).id;
    await signInAs(t.db.handle.db, owner, ownerId);
  });
  afterAll(async () => t.close());

  const db = () => t.db.handle.db;
  const create = (exercises: unknown, client = owner, fields: Record<string, string> = VALID_FIELDS) =>
    client.post('/api/v1/learnsets/new/json', { ...fields, exercises });
  const edit = (id: string, exercises: unknown, client = owner, fields: Record<string, string> = VALID_FIELDS) =>
    client.post('/api/v1/learnsets/edit/json', { ...fields, id, exercises });
  const data = async (id: string) =>
    (await new TestClient(t.app).get(`/api/v1/learnsets/data/${id}`)).json() as {
      learnset: { title: string; size: number; owner: string; question_language?: string };
      exercises: StoredExercise[];
    };
  const setCount = async () => (await db().selectFrom('learnsets').select('id').execute()).length;
  const signedIn = async (overrides: Parameters<typeof buildUser>[1] = {}) => {
    const client = new TestClient(t.app);
    const user = await buildUser(db(), overrides);
    await signInAs(db(), client, user.id);
    return { client, userId: user.id };
  };

  it('stores a set typed in the editor, in row order, trimmed, and answers like the upload form', async () => {
    const res = await create([
      row(' Hund ', 'dog', { answers: [' Köter ', 'hound'] }),
      row('Katze', 'cat', { frequency: 2.5 }),
      { question: 'Maus', answer: 'mouse' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Das Lernset wurde hochgeladen.' });
    const { learnset, exercises } = await data(res.json().id);
    expect(learnset).toMatchObject({ title: 'Zellbiologie', size: 3, owner: ownerId });
    expect(
      exercises.map(({ question, answer, answers, frequency, auto_check }) => [
        question,
        answer,
        answers,
        frequency,
        auto_check,
      ]),
    ).toEqual([
      ['Hund', 'dog', ['Köter', 'hound'], 1, 0],
      ['Katze', 'cat', [], 2.5, 0],
      ['Maus', 'mouse', [], 1, 0],
    ]);
  });

  it.each([
    ['an empty answer', [row('a', 'b'), row('c', ' ')], F.atLine(2, F.fieldEmpty('answer'))],
    ['an empty alternative', [row('a', 'b', { answers: ['x', ''] })], F.atLine(1, F.alternativeEmpty(2))],
    ['a weight of 0', [row('a', 'b'), row('c', 'd', { frequency: 0 })], F.atLine(2, F.frequencyInvalid)],
    ['a question too long', [row('x'.repeat(4097), 'b')], F.atLine(1, F.fieldTooLong('question'))],
    ['no rows', [], M.empty],
    ['rows that are not a list', 'Hund; dog', M.exercisesNotList],
    ['an id twice', [row('a', 'b', { id_: 'x1' }), row('c', 'd', { id_: 'x1' })], F.atLine(2, M.idRepeated(1))],
    ['an id on a new set', [row('a', 'b'), row('c', 'd', { id_: 'x1' })], F.atLine(2, M.idUnknown)],
  ])('refuses %s with a German message naming the row, creating nothing', async (_what, exercises, message) => {
    const before = await setCount();
    const res = await create(exercises);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message });
    expect(await setCount()).toBe(before);
  });

  it('stores the language of the questions from the editor; without it a new set has German questions and an edit keeps them', async () => {
    const plain = await create([row('dog', 'Hund')]);
    expect((await data(plain.json().id)).learnset.question_language).toBe('de');
    const id = (await create([row('dog', 'Hund')], owner, { ...VALID_FIELDS, question_language: 'en' })).json().id;
    expect((await data(id)).learnset.question_language).toBe('en');
    expect((await edit(id, [row('cat', 'Katze')])).statusCode).toBe(200);
    expect((await data(id)).learnset.question_language).toBe('en');
    const bad = await create([row('dog', 'Hund')], owner, { ...VALID_FIELDS, question_language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LEARNSET_FIELD_MESSAGES.questionLanguageInvalid);
  });

  it('checks the form fields with the upload messages, and needs a signed-in user and the anti-forgery header', async () => {
    const before = await setCount();
    const bad = await create([row('a', 'b')], owner, { ...VALID_FIELDS, title: 'abc' });
    expect(bad.json()).toEqual({ status: 'error', message: 'Der Titel muss mindestens 4 Zeichen lang sein' });
    expect((await create([row('a', 'b')], new TestClient(t.app))).statusCode).toBe(401);
    const forged = await owner.request({
      method: 'POST',
      url: '/api/v1/learnsets/new/json',
      payload: { ...VALID_FIELDS, exercises: [row('a', 'b')] },
      headers: { 'x-xsrf-token': 'falsch' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await setCount()).toBe(before);
  });

  it("holds to the plan's item limit like the file upload: 2,000 for Standard, more for Premium", async () => {
    const rows = sampleExercises(2001).map((e) => row(e.question, e.answer));
    const refused = await create(rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.tooMany(2001, 2000));
    const { client } = await signedIn({ payment: '2999-12-31' });
    const res = await create(rows, client);
    expect(res.statusCode).toBe(200);
    expect((await data(res.json().id)).learnset.size).toBe(2001);
  });

  it("names the plan's row limit before any problem of a row", async () => {
    const rows = [row('a', ' '), ...sampleExercises(2000).map((e) => row(e.question, e.answer))];
    const res = await create(rows);
    expect(res.json()).toEqual({ status: 'error', message: M.tooMany(2001, 2000) });
  });

  it("answers zod's own messages in German too, as the form shows them", async () => {
    const res = await edit('', [row('a', 'b')]);
    expect(res.json()).toEqual({ status: 'error', message: 'Zu klein: erwartet, dass string >=1 Zeichen hat' });
  });

  it('answers a body that is not JSON with the German 400', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/v1/learnsets/new/json',
      payload: '{"title": "Zellbiologie", "exercises": [',
      headers: { 'content-type': 'application/json' },
    });
    expect([res.statusCode, res.json()]).toEqual([400, { status: 'error', message: HTTP_MESSAGES.badRequest }]);
  });

  it('reads and judges a 16 MB body off the event loop: no other request waits as long as judging it takes', async () => {
    const { client } = await signedIn({ payment: '2999-12-31' });
    const send = (json: string) =>
      client.request({
        method: 'POST',
        url: '/api/v1/learnsets/new/json',
        payload: json,
        headers: { 'content-type': 'application/json' },
      });
    // 10,000 rows of 64 blank alternatives: 640,000 problems for the schema, the most a body can hold.
    const blank = row('Frage', 'Antwort', { answers: Array(64).fill(' '.repeat(22)) });
    const json = JSON.stringify({ ...VALID_FIELDS, exercises: Array(10_000).fill(blank) });
    expect(json.length).toBeGreaterThan(15 * 1024 * 1024);
    // The baseline: what a body as large that is no JSON holds up (received, handed over, refused at
    // its first character), measured here and now, worker started.
    const notJson = Buffer.from('x'.repeat(json.length)).toString();
    await send(notJson); // the first large body compiles the code that reads one
    const baseline = await longestEventLoopBlock(() => send(notJson));
    expect(baseline.result.json()).toEqual({ status: 'error', message: HTTP_MESSAGES.badRequest });
    const { blockMs, result } = await longestEventLoopBlock(() => send(json));
    expect(result.json()).toEqual({ status: 'error', message: F.atLine(1, F.alternativeEmpty(1)) });
    // The yardstick, measured here and now: the judging itself (the worker's function), which on the
    // event loop would hold it up that long at least. Half of it above the baseline leaves room for
    // noise on a busy machine and none for judging on the loop.
    const bytes = new TextEncoder().encode(json).buffer;
    const [judgeMs = 0] = await fastestCostsMs([
      () => judgeEditorBody({ id: 0, kind: 'create', bytes, maxRows: 10_000 }),
    ]);
    expect(blockMs, `baseline ${baseline.blockMs.toFixed(1)} ms, judging ${judgeMs.toFixed(1)} ms`).toBeLessThan(
      baseline.blockMs + judgeMs / 2,
    );
  });

  it('answers a body beyond the largest set with a German 413', async () => {
    const huge = [row('x'.repeat(4096), 'y'.repeat(4096), { answers: Array(64).fill('z'.repeat(4096)) })];
    const rows = Array.from({ length: Math.ceil(MAX_LEARNSET_EDITOR_BYTES / (66 * 4096)) + 1 }, () => huge[0]);
    const res = await create(rows);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: 'Die Anfrage ist zu gross.' });
  });

  it('keeps the id, statistics and memory state of every row that kept its id, also with new text', async () => {
    const setId = await buildLearnset(db(), ownerId, [
      ...sampleExercises(3),
      { question: 'Alt', answer: 'old', answers: [], frequency: 1, auto_check: 5 },
    ]);
    const [one, two, three, four] = (await data(setId)).exercises;
    const learner = await signedIn();
    for (const exercise of [one, two, three, four]) {
      await learner.client.post(`/api/v1/learnsets/answer/${exercise?.id_}`, { answer: 'x', value: true });
    }
    const memoryBefore = await db()
      .selectFrom('card_states')
      .select(['exercise_id', 'due', 'stability', 'reps'])
      .where('user_id', '=', learner.userId)
      .orderBy('exercise_id')
      .execute();
    expect(memoryBefore).toHaveLength(4);

    // Row 1 moves down and gets a new answer; row 2 is deleted; row 3 untouched; a new row; row 4 reweighted.
    const res = await edit(
      setId,
      [
        row(three?.question ?? '', three?.answer ?? '', { id_: three?.id_ }),
        row('Neu', 'new'),
        row(one?.question ?? '', 'Antwort eins, verbessert', { id_: one?.id_, answers: ['eins'] }),
        row('Alt', 'old', { id_: four?.id_, frequency: 3 }),
      ],
      owner,
      { ...VALID_FIELDS, title: 'Neuer Titel' },
    );
    expect(res.json()).toEqual({ status: 'success', message: 'Das Lernset wurde geändert.' });

    const after = await data(setId);
    expect(after.learnset).toMatchObject({ title: 'Neuer Titel', size: 4 });
    expect(after.exercises.map((e) => e.id_)).toEqual([three?.id_, expect.any(String), one?.id_, four?.id_]);
    expect(after.exercises[2]).toMatchObject({ answer: 'Antwort eins, verbessert', answers: ['eins'] });
    // auto_check is not the editor's: a kept row keeps it.
    expect(after.exercises[3]).toMatchObject({ frequency: 3, auto_check: 5 });
    const bulk = (await learner.client.get(`/api/v1/learnsets/bulk/${setId}`)).json();
    const kept = { correct: 1, wrong: 0 };
    expect(bulk.stats).toEqual({ [one?.id_ ?? '']: kept, [three?.id_ ?? '']: kept, [four?.id_ ?? '']: kept });
    const memoryAfter = await db()
      .selectFrom('card_states')
      .select(['exercise_id', 'due', 'stability', 'reps'])
      .where('user_id', '=', learner.userId)
      .orderBy('exercise_id')
      .execute();
    expect(memoryAfter).toEqual(memoryBefore.filter((card) => card.exercise_id !== two?.id_));
  });

  it('refuses an id from another set with a 400 naming the row, and changes neither set', async () => {
    const setId = await buildLearnset(db(), ownerId, sampleExercises(2));
    const otherId = await buildLearnset(db(), (await buildUser(db())).id, sampleExercises(2), { title: 'Fremd' });
    const [foreign] = (await data(otherId)).exercises;
    const mine = (await data(setId)).exercises;
    const before = [await data(setId), await data(otherId)];
    const res = await edit(setId, [
      row('geändert', 'x', { id_: mine[0]?.id_ }),
      row('b', 'c'),
      row('gestohlen', 'y', { id_: foreign?.id_ }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: F.atLine(3, M.idUnknown) });
    expect([await data(setId), await data(otherId)]).toEqual(before);
  });

  it("refuses to edit someone else's set (403) or an unknown one (404), changing nothing", async () => {
    const stranger = await buildUser(db());
    const id = await buildLearnset(db(), stranger.id, sampleExercises(2), { title: 'Fremdes Set' });
    const before = await data(id);
    const res = await edit(id, [row('x', 'y')]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sie haben keinen Zugriff auf diese Seite.');
    expect(await data(id)).toEqual(before);
    expect((await edit('gibtesnicht', [row('x', 'y')])).statusCode).toBe(404);
  });

  it('describes both calls with their bodies and replies in the OpenAPI document', async () => {
    const doc = (await new TestClient(t.app).get('/api/v1/openapi.json')).json();
    for (const path of ['/api/v1/learnsets/new/json', '/api/v1/learnsets/edit/json']) {
      const post = doc.paths[path]?.post;
      expect(post?.requestBody?.content?.['application/json']?.schema?.properties?.exercises).toBeDefined();
      expect(post?.responses?.['200']).toBeDefined();
    }
  });
});
