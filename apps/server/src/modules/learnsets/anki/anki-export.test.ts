import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { strFromU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { type ExportCard, writeAnkiPackage } from './anki-export';
import { parseAnkiPackage } from './anki-import';
import { fixture, unzip } from './anki-test-packages';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-anki-export-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PICTURE = unzip(fixture('anki2-all-note-types.apkg'))['2'] as Uint8Array;
const PICTURE_FILE = path.join(dir, 'a1.png');
fs.writeFileSync(PICTURE_FILE, PICTURE);
const CARDS: ExportCard[] = [
  { question: 'Was ist <Mitose>?', answer: 'Kernteilung & Zellteilung', answers: ['Kernteilung', 'Teilung'] },
  {
    question: 'Zwei\nZeilen',
    answer: 'Antwort',
    answers: [],
    questionImage: { name: 'bild-a1.png', path: PICTURE_FILE },
  },
  {
    question: 'Nur Bild hinten',
    answer: 'siehe Bild',
    answers: [],
    answerImage: { name: 'bild-a1.png', path: PICTURE_FILE },
  },
];
const NOW = 1_764_000_000_000;

let written = 0;
/** The package as the export writes it to disk. */
function exportAnkiPackage(title: string, cards: readonly ExportCard[], now: number): Uint8Array {
  const file = path.join(dir, `paket-${++written}.apkg`);
  const size = writeAnkiPackage(title, cards, file, now);
  const bytes = new Uint8Array(fs.readFileSync(file));
  expect(bytes.length).toBe(size);
  return bytes;
}

/** The collection of an exported package, opened as Anki would open it. */
function collectionOf(apkg: Uint8Array) {
  const entries = unzip(apkg);
  return { entries, db: new Database(Buffer.from(entries['collection.anki2'] as Uint8Array), { readonly: true }) };
}
const columns = (db: Database.Database, table: string) =>
  (db.prepare(`select name, type, "notnull", pk from pragma_table_info(?)`).all(table) as object[]).map((c) =>
    JSON.stringify(c),
  );

describe('the .apkg export', () => {
  it('is read back by the importer: one exercise per note, the same alternatives, pictures as media', async () => {
    const result = await parseAnkiPackage(exportAnkiPackage('Zellbiologie', CARDS, NOW), 100);
    if (!result.ok) throw new Error(result.message);
    expect(result.exercises.map((e) => [e.question, e.answer, e.answers])).toEqual(
      CARDS.map((card) => [card.question, card.answer, card.answers]),
    );
    expect(result.skipped).toEqual([]);
    expect(result.imageRefs).toEqual(
      [{}, { question: 0 }, { answer: 0 }].map((r) => ({ question: undefined, answer: undefined, ...r })),
    );
    expect(Buffer.from(result.images[0]?.bytes ?? [])).toEqual(Buffer.from(PICTURE));
  });

  it('has the tables and columns of a collection written by Anki 2.1 itself, at schema 11', () => {
    const { db } = collectionOf(exportAnkiPackage('Zellbiologie', CARDS, NOW));
    const real = new Database(
      Buffer.from(unzip(fixture('anki2-all-note-types.apkg'))['collection.anki2'] as Uint8Array),
    );
    for (const table of ['col', 'notes', 'cards', 'revlog', 'graves'])
      expect(columns(db, table)).toEqual(columns(real, table));
    const indexes = (d: Database.Database) =>
      (
        d
          .prepare("select name from sqlite_master where type = 'index' and name like 'ix_%' order by name")
          .all() as object[]
      ).map((r) => JSON.stringify(r));
    expect(indexes(db)).toEqual(indexes(real));
    expect(db.prepare('select ver from col').get()).toEqual({ ver: 11 });
    real.close();
  });

  it('stores one Basic note type with a field for the alternatives, one deck named after the set, and one new card per note', () => {
    const { db, entries } = collectionOf(exportAnkiPackage('Zellbiologie', CARDS, NOW));
    const col = db.prepare('select models, decks, dconf, conf from col').get() as Record<string, string>;
    const models = Object.values(JSON.parse(col.models as string)) as Array<Record<string, unknown>>;
    expect(models).toHaveLength(1);
    expect(models[0]).toMatchObject({
      name: 'Basic (Lernplattform)',
      type: 0,
      flds: [
        { name: 'Front', ord: 0 },
        { name: 'Back', ord: 1 },
        { name: 'Auch richtig', ord: 2 },
      ],
      tmpls: [
        {
          ord: 0,
          qfmt: '{{Front}}',
          afmt:
            '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' +
            '{{#Auch richtig}}<br><br>Auch richtig:<br>{{Auch richtig}}{{/Auch richtig}}',
        },
      ],
    });
    const decks = Object.values(JSON.parse(col.decks as string)) as Array<{ id: number; name: string }>;
    const deck = decks.find((d) => d.name === 'Zellbiologie');
    expect(deck).toBeDefined();
    expect(JSON.parse(col.conf as string)).toMatchObject({ curModel: models[0]?.id, schedVer: 2 });
    // The deck options the decks name, with the keys of those in the Anki 2.1 package.
    expect(decks.every((d) => (d as { conf?: number }).conf === 1)).toBe(true);
    const real = new Database(
      Buffer.from(unzip(fixture('anki2-all-note-types.apkg'))['collection.anki2'] as Uint8Array),
    );
    const realOptions = JSON.parse((real.prepare('select dconf from col').get() as { dconf: string }).dconf)['1'];
    real.close();
    const options = JSON.parse(col.dconf as string)['1'];
    expect(Object.keys(options)).toEqual(expect.arrayContaining(Object.keys(realOptions)));
    for (const part of ['new', 'rev', 'lapse']) {
      expect(Object.keys(options[part]).sort()).toEqual(Object.keys(realOptions[part]).sort());
    }

    const notes = db.prepare('select id, mid, flds, sfld, csum from notes order by id').all() as Array<
      Record<string, unknown>
    >;
    expect(notes.map((n) => n.flds)).toEqual([
      'Was ist &lt;Mitose&gt;?\x1fKernteilung &amp; Zellteilung\x1fKernteilung<br>Teilung',
      'Zwei<br>Zeilen<img src="bild-a1.png">\x1fAntwort\x1f',
      'Nur Bild hinten\x1fsiehe Bild<img src="bild-a1.png">\x1f',
    ]);
    const sha = (text: string) => Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
    expect(notes.every((n) => n.mid === models[0]?.id && n.csum === sha(String(n.sfld)))).toBe(true);
    const cards = db.prepare('select nid, did, ord, type, queue, due from cards order by id').all();
    expect(cards).toEqual(notes.map((n, i) => ({ nid: n.id, did: deck?.id, ord: 0, type: 0, queue: 0, due: i + 1 })));
    expect(db.prepare('select count(*) as n from revlog').get()).toEqual({ n: 0 });

    expect(JSON.parse(strFromU8(entries.media as Uint8Array))).toEqual({ 0: 'bild-a1.png' });
    expect(Buffer.from(entries['0'] as Uint8Array)).toEqual(Buffer.from(PICTURE));
  });

  it('leaves out a picture whose file is gone, and the card keeps its text', () => {
    const gone = { name: 'bild-weg.png', path: path.join(dir, 'weg.png') };
    const cards = [{ question: 'Frage', answer: 'Antwort', answers: [], questionImage: gone }, ...CARDS];
    const { db, entries } = collectionOf(exportAnkiPackage('Zellbiologie', cards, NOW));
    const notes = db.prepare('select flds from notes order by id').all() as Array<{ flds: string }>;
    expect(notes[0]?.flds).toBe('Frage\x1fAntwort\x1f');
    expect(JSON.parse(strFromU8(entries.media as Uint8Array))).toEqual({ 0: 'bild-a1.png' });
  });
});
