import fs from 'node:fs';
import path from 'node:path';
import {
  LEARNSET_FIELD_MESSAGES,
  LEARNSET_FILE_MESSAGES as M,
  PLAIN_TEXT_MESSAGES,
  SHEET_COLUMNS_MESSAGE,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { buildLearnset, sampleExercises, multipartBody, VALID_FIELDS } from './learnsets.test-helpers';

type FileSpec = { name: string; content: string | Uint8Array };

describe.each(ENGINES)('learning-set upload and edit on %s', (engine) => {
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
  const send = (client: TestClient, url: string, fields: Record<string, string>, file?: FileSpec) => {
    const { payload, headers } = multipartBody(fields, file);
    return client.request({ method: 'POST', url, payload, headers });
  };
  const upload = (file?: FileSpec, fields: Record<string, string> = VALID_FIELDS, client = owner) =>
    send(client, '/api/v1/learnsets/new/form', fields, file);
  const edit = (id: string, file?: FileSpec, client = owner, fields: Record<string, string> = VALID_FIELDS) =>
    send(client, '/api/v1/learnsets/edit/form', { ...fields, id }, file);
  const setCount = async () => (await db().selectFrom('learnsets').select('id').execute()).length;
  const data = async (id: string) => (await new TestClient(t.app).get(`/api/v1/learnsets/data/${id}`)).json();

  it.each([
    ['vokabeln.txt', '\uFEFFHund; dog\r\nHaus; house; home, place\r\n\r\n'],
    [
      'vokabeln.json',
      '[{"question":"Hund","answer":"dog"},{"question":"Haus","answer":"house","answers":["home, place"]}]',
    ],
    [
      'vokabeln.jsonl',
      '{"question":"Hund","answer":"dog"}\n{"question":"Haus","answer":"house","answers":["home, place"]}\n',
    ],
  ])('stores a %s upload and goes on to its preview data', async (name, content) => {
    const res = await upload({ name, content });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Das Lernset wurde hochgeladen.' });
    const { learnset, exercises } = await data(res.json().id);
    expect(learnset).toMatchObject({ title: 'Zellbiologie', class_: '5b', size: 2, owner: ownerId });
    expect(exercises.map((e: { question: string; answers: string[] }) => [e.question, e.answers])).toEqual([
      ['Hund', []],
      ['Haus', ['home, place']],
    ]);
  });

  it.each([
    ['not UTF-8', { name: 'a.txt', content: new Uint8Array([0x48, 0xfc, 0x3b, 0x20, 0x61]) }, M.notUtf8],
    ['empty', { name: 'a.txt', content: '\n \n' }, M.empty],
    ['missing answer', { name: 'a.txt', content: 'Hund; dog\nKatze\n' }, M.atLine(2, M.txtMissingSeparator)],
    [
      'wrong types',
      { name: 'a.json', content: '[{"question":"Hund","answer":"dog"},{"question":"Haus","answer":3}]' },
      M.atItem(2, M.fieldNotText('answer')),
    ],
    ['unknown format', { name: 'a.xls', content: 'Hund;dog' }, M.unsupportedFormat],
    ['a workbook in name only', { name: 'a.xlsx', content: 'Hund;dog' }, M.sheetNotReadable],
    [
      'holding a control character in a card',
      { name: 'a.json', content: '[{"question":"Hund","answer":"dog"},{"question":"Haus","answer":"ho\\u0001use"}]' },
      M.atItem(2, PLAIN_TEXT_MESSAGES.multiLine),
    ],
    [
      'over the plan limit',
      {
        name: 'a.txt',
        content: sampleExercises(2001)
          .map((e) => `${e.question}; ${e.answer}`)
          .join('\n'),
      },
      M.tooMany(2001, 2000),
    ],
  ])('refuses a file that is %s with the parser message, creating nothing', async (_what, file, message) => {
    const before = await setCount();
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message });
    expect(await setCount()).toBe(before);
  });

  describe('a workbook (.xlsx) saved by LibreOffice', () => {
    const workbook = {
      name: 'Vokabeln.xlsx',
      content: fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'libreoffice-spalten.xlsx')),
    };
    const cardsOf = async (id: string) =>
      (await data(id)).exercises.map((e: { question: string; answer: string; answers: string[] }) => [
        e.question,
        e.answer,
        e.answers,
      ]);

    it('is stored without a column choice (old clients): title row, numbering and tags left out', async () => {
      const res = await upload(workbook);
      expect(res.statusCode).toBe(200);
      const cards = await cardsOf(res.json().id);
      expect(cards).toHaveLength(5);
      expect(cards[0]).toEqual(['das Haus', 'la maison', []]);
      expect(cards[2]).toEqual(['- lich (Nachsilbe)', '-ique', ['-al']]);
    });

    it("is stored by the pupil's columns, sent after the file too", async () => {
      const columns = JSON.stringify({ header: true, question: 2, answer: 1, alternatives: [3] });
      const { payload, headers } = multipartBody(VALID_FIELDS, workbook, { sheet_columns: columns });
      const res = await owner.request({ method: 'POST', url: '/api/v1/learnsets/new/form', payload, headers });
      expect(res.statusCode).toBe(200);
      expect((await cardsOf(res.json().id))[0]).toEqual(['la maison', 'das Haus', ['lektion1 nomen']]);
    });

    it('refuses a column choice that repeats a column, creating nothing', async () => {
      const before = await setCount();
      const columns = JSON.stringify({ header: true, question: 1, answer: 1, alternatives: [] });
      const res = await upload(workbook, { ...VALID_FIELDS, sheet_columns: columns });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: SHEET_COLUMNS_MESSAGE });
      expect(await setCount()).toBe(before);
    });
  });

  it("allows a Premium user's larger set", async () => {
    const premium = new TestClient(t.app);
    const user = await buildUser(db(), { payment: '2999-12-31' });
    await signInAs(db(), premium, user.id);
    const content = sampleExercises(2001)
      .map((e) => `${e.question}; ${e.answer}`)
      .join('\n');
    const res = await upload({ name: 'gross.txt', content }, VALID_FIELDS, premium);
    expect(res.statusCode).toBe(200);
    expect((await data(res.json().id)).learnset.size).toBe(2001);
  });

  it('needs a file, valid fields and a signed-in user', async () => {
    const before = await setCount();
    expect((await upload()).json().message).toBe('Bitte wählen Sie eine Datei aus.');
    const bad = await upload({ name: 'a.txt', content: 'a; b' }, { ...VALID_FIELDS, title: 'abc' });
    expect(bad.json().message).toBe('Der Titel muss mindestens 4 Zeichen lang sein');
    const visitor = await upload({ name: 'a.txt', content: 'a; b' }, VALID_FIELDS, new TestClient(t.app));
    expect(visitor.statusCode).toBe(401);
    expect(await setCount()).toBe(before);
  });

  it('stores the language of the questions; a form without it (an old client) keeps German, an edit keeps the choice', async () => {
    const file = { name: 'a.txt', content: 'dog; Hund' };
    const oldClient = await upload(file);
    expect((await data(oldClient.json().id)).learnset.question_language).toBe('de');
    const english = await upload(file, { ...VALID_FIELDS, question_language: 'en' });
    const id = english.json().id;
    expect((await data(id)).learnset).toMatchObject({ language: 'de', question_language: 'en' });
    expect((await edit(id, file, owner, { ...VALID_FIELDS, title: 'Old client' })).statusCode).toBe(200);
    expect((await data(id)).learnset).toMatchObject({ title: 'Old client', question_language: 'en' });
    await edit(id, file, owner, { ...VALID_FIELDS, question_language: 'fr' });
    expect((await data(id)).learnset.question_language).toBe('fr');
    const bad = await upload(file, { ...VALID_FIELDS, question_language: 'klingonisch' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LEARNSET_FIELD_MESSAGES.questionLanguageInvalid);
  });

  it("refuses to edit someone else's set (403) and changes nothing", async () => {
    const other = await buildUser(db());
    const id = await buildLearnset(db(), other.id, sampleExercises(2), { title: 'Fremdes Set' });
    const before = await data(id);
    const res = await edit(id, { name: 'neu.txt', content: 'x; y' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sie haben keinen Zugriff auf diese Seite.');
    expect(await data(id)).toEqual(before);
    expect((await edit('gibtesnicht', { name: 'neu.txt', content: 'x; y' })).statusCode).toBe(404);
  });

  it('keeps the statistics of exercises whose question and answer are unchanged', async () => {
    const id = await buildLearnset(db(), ownerId, sampleExercises(3));
    const learner = new TestClient(t.app);
    const learnerId = (await buildUser(db())).id;
    await signInAs(db(), learner, learnerId);
    const [one, two, three] = (await data(id)).exercises.map((e: { id_: string }) => e.id_);
    for (const exercise of [one, two, three]) {
      await learner.post(`/api/v1/learnsets/answer/${exercise}`, { answer: 'x', value: true });
    }
    // Learn mode has read (and cached) the old exercises before the edit.
    expect((await learner.get(`/api/v1/learnsets/bulk/${id}`)).json().exercises).toHaveLength(3);
    const listed = async () =>
      (await new TestClient(t.app).get('/api/v1/learnsets/list'))
        .json()
        .learnsets.find((set: { id_: string }) => set.id_ === id);
    expect((await listed()).title).toBe('Zellbiologie');
    const file = 'Frage 3; Antwort 3; alt\nFrage 1; Antwort 1\nFrage 2; Antwort zwei\nFrage 4; Antwort 4\n';
    const res = await edit(id, { name: 'neu.txt', content: file }, owner, { ...VALID_FIELDS, title: 'Neuer Titel' });
    expect(res.json()).toEqual({ status: 'success', message: 'Das Lernset wurde geändert.' });

    const after = await data(id);
    expect(after.learnset).toMatchObject({ title: 'Neuer Titel', size: 4 });
    // The cached library notices the edit at once.
    expect(await listed()).toMatchObject({ title: 'Neuer Titel', size: 4 });
    const ids = after.exercises.map((e: { id_: string }) => e.id_);
    expect(ids[0]).toBe(three);
    expect(ids[1]).toBe(one);
    expect(ids).not.toContain(two);
    expect(after.exercises[0].answers).toEqual(['alt']);
    const bulk = (await learner.get(`/api/v1/learnsets/bulk/${id}`)).json();
    expect(bulk.exercises.map((e: { id_: string }) => e.id_)).toEqual(ids);
    expect(bulk.stats).toEqual({ [three]: { correct: 1, wrong: 0 }, [one]: { correct: 1, wrong: 0 } });
  });

  it('takes an exported set back unchanged', async () => {
    const source = await buildLearnset(db(), ownerId, [
      { question: 'Größe; Maß', answer: 'size', answers: ['a, b', 'c'], frequency: 0.3, auto_check: 2 },
      { question: 'Zeile\nzwei', answer: '"quoted"', answers: [], frequency: 1, auto_check: 0 },
      {
        question: 'Back\\slash\t\u2028 😀 </script>',
        answer: 'ä',
        answers: ['Tab\tund\nZeile'],
        frequency: 1000,
        auto_check: -5,
      },
    ]);
    const exported = await new TestClient(t.app).get(`/dateien/lernsets/${source}/Zellbiologie.json`);
    const res = await upload({ name: 'Zellbiologie.json', content: exported.rawPayload });
    expect(res.statusCode).toBe(200);
    const strip = (list: Array<Record<string, unknown>>) => list.map(({ id_: _id, set_id: _set, ...rest }) => rest);
    expect(strip((await data(res.json().id)).exercises)).toEqual(strip((await data(source)).exercises));
  });
});
