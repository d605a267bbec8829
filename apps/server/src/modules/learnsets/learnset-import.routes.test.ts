import fs from 'node:fs';
import path from 'node:path';
import {
  ANKI_TEXTS,
  LEARNSET_FILE_MESSAGES as M,
  LEARNSET_TEXTS,
  MAX_LISTED_SKIPS,
  parseLearnsetFile,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { parseAnkiPackage } from './anki/anki-import';
import { unzip, withChangedCollection, zip, zstdRawFrame } from './anki/anki-test-packages';
import { multipartBody, VALID_FIELDS } from './learnsets.test-helpers';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
type Row = { question: string; answer: string; answers: string[]; question_image?: string; answer_image?: string };

describe.each(ENGINES)('spreadsheets and Anki packages through the upload form, and back out, on %s', (engine) => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    owner = new TestClient(t.app);
    await signInAs(t.db.handle.db, owner, (await buildUser(t.db.handle.db)).id);
  });
  afterAll(async () => t.close());

  const upload = (name: string, content: Uint8Array | string) => {
    const { payload, headers } = multipartBody(VALID_FIELDS, { name, content });
    return owner.request({ method: 'POST', url: '/api/v1/learnsets/new/form', payload, headers });
  };
  const exercisesOf = async (id: string): Promise<Row[]> =>
    (await new TestClient(t.app).get(`/api/v1/learnsets/data/${id}`)).json().exercises;
  const count = async (table: 'learnsets' | 'learnset_images') =>
    (await t.db.handle.db.selectFrom(table).select('id').execute()).length;
  const created = async (name: string, content: Uint8Array | string) => {
    const res = await upload(name, content);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };

  it('stores a CSV saved by LibreOffice Calc', async () => {
    const id = await created('Vokabeln.csv', fixture('libreoffice-windows1252-semicolon.csv'));
    const rows = await exercisesOf(id);
    expect(rows.map((r) => [r.question, r.answer, r.answers])).toEqual([
      ['Häuser', 'houses', ['homes']],
      ['Nenne zwei Primzahlen, bitte', '2, 3', ['3; 5']],
      ['Phasen der Mitose', 'Prophase\nMetaphase\nAnaphase, Telophase', []],
      ['Was sagt «Grüezi» auf Französisch?', '"Bonjour"', ['Salut']],
      ['Strasse (Schweizer Schreibweise)', 'Strasse', []],
    ]);
  });

  it('stores a Quizlet export saved as .tsv', async () => {
    const rows = await exercisesOf(await created('quizlet.tsv', fixture('quizlet-export.tsv')));
    expect(rows).toHaveLength(6);
    expect(rows[2]).toMatchObject({ question: '"bonjour" (formell)', answer: 'guten Tag' });
  });

  it('stores an Anki deck with its pictures as card images (PNG kept, the icon left out)', async () => {
    const rows = await exercisesOf(await created('Stapel.apkg', fixture('anki2-all-note-types.apkg')));
    expect(rows).toHaveLength(10);
    expect(rows[6]).toMatchObject({
      question: 'Cloze text. Canberra was founded in […].',
      answer: '1913\nCloze extra',
    });
    expect(rows[7]?.question_image).toBeUndefined();
    const pictured = rows[9] as Row;
    expect(pictured).toMatchObject({ question: ANKI_TEXTS.pictureOnly, answer: ANKI_TEXTS.pictureOnly });
    const image = await new TestClient(t.app).get(`/api/v1/learnsets/images/${pictured.question_image}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pictured.answer_image).toBeDefined();
  });

  it('stores an image occlusion card with its masked picture on both sides, as WebP card images', async () => {
    const images = await count('learnset_images');
    const res = await upload('Verdeckt.apkg', fixture('anki21b-image-occlusion.apkg'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().skipped).toBeUndefined();
    const [card] = await exercisesOf(res.json().id);
    expect(card).toMatchObject({ question: ANKI_TEXTS.occlusionQuestion, answer: ANKI_TEXTS.pictureOnly });
    for (const id of [card?.question_image, card?.answer_image]) {
      const image = await new TestClient(t.app).get(`/api/v1/learnsets/images/${id}`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
    expect(card?.question_image).not.toBe(card?.answer_image);
    expect(await count('learnset_images')).toBe(images + 2);
  });

  it("releases a deck's pictures when an edit replaces its cards with a spreadsheet", async () => {
    const id = await created('Stapel.apkg', fixture('anki2-all-note-types.apkg'));
    const withPictures = await count('learnset_images');
    const { payload, headers } = multipartBody(
      { ...VALID_FIELDS, id },
      { name: 'Vokabeln.csv', content: fixture('libreoffice-utf8-comma.csv') },
    );
    const res = await owner.request({ method: 'POST', url: '/api/v1/learnsets/edit/form', payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(await exercisesOf(id)).toHaveLength(5);
    expect(await count('learnset_images')).toBe(withPictures - 2);
  });

  it('keeps the cards of a deck with an empty front and lists the skipped one in the reply', async () => {
    const emptyFront = withChangedCollection(
      'anki2-all-note-types.apkg',
      "update notes set flds = '[sound:a.mp3]' || char(31) || 'Basic Back' where flds glob 'Basic Front*'",
    );
    const res = await upload('Stapel.apkg', emptyFront);
    expect(res.statusCode, res.body).toBe(200);
    const skipped = [ANKI_TEXTS.atNote(1, '', ANKI_TEXTS.emptyFront)];
    expect(res.json()).toMatchObject({
      status: 'success',
      message: `${LEARNSET_TEXTS.created} ${ANKI_TEXTS.skippedSummary(1)} ${skipped[0]}`,
      skipped,
    });
    expect(await exercisesOf(res.json().id)).toHaveLength(9);
  });

  it('lists at most MAX_LISTED_SKIPS lines and counts the rest', async () => {
    const many = withChangedCollection(
      'anki2-all-note-types.apkg',
      `with recursive r(n) as (select 1 union all select n + 1 from r where n < 60)
         insert into notes select 2000000000000 + n, 'g' || n, mid, mod, usn, tags, '[sound:a.mp3]' || char(31) || 'x',
           sfld, csum, flags, data from notes, r where flds glob 'Basic Front*';
       insert into cards select 3000000000000 + n.id, n.id, c.did, 0, c.mod, c.usn, c.type, c.queue, c.due, c.ivl,
           c.factor, c.reps, c.lapses, c.left, c.odue, c.odid, c.flags, c.data
         from notes n, cards c where n.id > 2000000000000 and c.id = (select min(id) from cards);`,
    );
    const res = await upload('Stapel.apkg', many);
    expect(res.statusCode, res.body).toBe(200);
    const { skipped } = res.json() as { skipped: string[] };
    expect(skipped).toHaveLength(MAX_LISTED_SKIPS + 1);
    expect(skipped.at(-1)).toBe(ANKI_TEXTS.moreSkipped(60 - MAX_LISTED_SKIPS));
  });

  it('accepts a whole collection (.colpkg) and a bare collection (.anki2), and says the bare one has no pictures', async () => {
    expect(await exercisesOf(await created('Sammlung.colpkg', fixture('anki21-all-note-types.colpkg')))).toHaveLength(
      10,
    );
    const bare = unzip(fixture('anki2-all-note-types.apkg'))['collection.anki2'] as Uint8Array;
    const res = await upload('collection.anki2', bare);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().skipped).toEqual([ANKI_TEXTS.noMedia]);
    expect(await exercisesOf(res.json().id)).toHaveLength(10);
  });

  it('refuses a bad package or spreadsheet with the message naming the note or line, creating nothing', async () => {
    const sets = await count('learnsets');
    const images = await count('learnset_images');
    // An image occlusion whose picture is a GIF, which card images do not take: nothing to ask.
    const entries = unzip(fixture('anki21b-image-occlusion.apkg'));
    entries['0'] = zstdRawFrame(new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;'));
    const bad = await upload('Stapel.apkg', zip(entries));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Das Anki-Paket enthält keine Karte.* Notiz 1 /);
    expect(bad.json().message).toContain(ANKI_TEXTS.occlusionWithoutPicture);
    const csv = await upload('a.csv', 'Hund;dog\nKatze\n');
    expect(csv.json()).toEqual({ status: 'error', message: M.atLine(2, M.csvMissingAnswer) });
    const notZip = await upload('a.apkg', 'Hund;dog');
    expect(notZip.json()).toEqual({ status: 'error', message: ANKI_TEXTS.notAnki });
    expect(await count('learnsets')).toBe(sets);
    expect(await count('learnset_images')).toBe(images);
  });

  it("allows an Anki package beyond the text formats' 16 MB limit, but not a text file", async () => {
    const big = new Uint8Array(17 * 1024 * 1024);
    const text = await upload('gross.txt', big);
    expect(text.statusCode).toBe(413);
    expect(text.json().message).toBe(LEARNSET_TEXTS.fileTooLarge);
    const deck = await upload('gross.apkg', big);
    expect(deck.json()).toEqual({ status: 'error', message: ANKI_TEXTS.notAnki });
  });

  it('exports a set as an Anki package whose alternatives come back as alternatives', async () => {
    const id = await created('Vokabeln.csv', fixture('libreoffice-utf8-comma.csv'));
    const res = await new TestClient(t.app).get(`/dateien/lernsets/${id}/Vokabeln.apkg`);
    const again = await created('Vokabeln.apkg', res.rawPayload);
    const rows = await exercisesOf(id);
    expect(rows.some((r) => r.answers.length > 0)).toBe(true);
    expect((await exercisesOf(again)).map((r) => [r.question, r.answer, r.answers])).toEqual(
      rows.map((r) => [r.question, r.answer, r.answers]),
    );
  });

  it('exports a set as .csv that the upload reads back to the same exercises', async () => {
    const id = await created('Vokabeln.csv', fixture('libreoffice-utf8-comma.csv'));
    const res = await new TestClient(t.app).get(`/dateien/lernsets/${id}/Zellbiologie.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Zellbiologie.csv"');
    const again = parseLearnsetFile('export.csv', res.rawPayload, 100);
    const rows = await exercisesOf(id);
    expect(again.ok && again.exercises.map((e) => [e.question, e.answer, e.answers])).toEqual(
      rows.map((r) => [r.question, r.answer, r.answers]),
    );
  });

  it('exports a set as an Anki package with its pictures, which the importer reads back', async () => {
    const id = await created('Stapel.apkg', fixture('anki2-all-note-types.apkg'));
    const res = await new TestClient(t.app).get(`/dateien/lernsets/${id}/Zellbiologie.apkg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zellbiologie.apkg"; filename*=UTF-8''Zellbiologie.apkg`,
    );
    const back = await parseAnkiPackage(res.rawPayload, 100);
    if (!back.ok) throw new Error(back.message);
    const rows = await exercisesOf(id);
    expect(back.exercises.map((e) => e.question)).toEqual(rows.map((r) => r.question));
    expect(back.images).toHaveLength(2);
    expect(back.imageRefs[9]).toEqual({ question: 0, answer: 1 });
  });

  it("still serves SPEC's .json export under any other name", async () => {
    const id = await created('Vokabeln.csv', fixture('libreoffice-utf8-comma.csv'));
    const res = await new TestClient(t.app).get(`/dateien/lernsets/${id}/Zellbiologie.json`);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()[0]).toEqual({
      question: 'Häuser',
      answer: 'houses',
      answers: ['homes'],
      frequency: 1,
      auto_check: 0,
    });
  });
});
