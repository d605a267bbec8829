// Real Anki files (fixtures/README.md names their sources) read by the import and, independently,
// with plain SQL (anki-sql-reader.ts): the same number of cards, and the same content.
import fs from 'node:fs';
import path from 'node:path';
import { ANKI_TEXTS, LEARNSET_FILE_MESSAGES as M } from '@app/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type AnkiParseResult, parseAnkiPackage } from './anki-import';
import { readWithSql, type SqlCard, stockCard } from './anki-sql-reader';
import { fixture, schema16WithNotes, unzip, withChangedCollection, zip } from './anki-test-packages';
import { STACK_GAP, STACK_MAX_WIDTH } from './side-pictures';

type Read = Extract<AnkiParseResult, { ok: true }>;
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
const REAL_DECKS = [
  ...fs.readdirSync(FIXTURES).filter((name) => /\.(apkg|colpkg|anki2)$/.test(name)),
  ...fs.readdirSync(path.join(FIXTURES, 'anki')).map((name) => `anki/${name}`),
];
/** Lines of the reply that tell of a card left out (the others tell of a card shortened). */
const cardSkips = (deck: Read) => deck.skipped.filter((line) => line.endsWith('die Karte wurde übersprungen.')).length;
const pairs = (deck: Read) => deck.exercises.map((e) => [e.question, e.answer]);

async function read(bytes: Uint8Array): Promise<Read> {
  const result = await parseAnkiPackage(bytes, 5000);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('real Anki files, read as the SQL reader reads them', () => {
  it('holds at least ten real files: old and current packages, a collection package and bare collections', () => {
    expect(REAL_DECKS.length).toBeGreaterThanOrEqual(14);
    expect(REAL_DECKS.some((name) => name.endsWith('.colpkg'))).toBe(true);
    expect(REAL_DECKS.filter((name) => name.endsWith('.anki2')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(REAL_DECKS)('%s: every card the collection holds is an exercise or listed as skipped', async (name) => {
    const bytes = fixture(name);
    const sql = readWithSql(bytes);
    const result = await parseAnkiPackage(bytes, 5000);
    if (sql.cards.length === 0) {
      expect(result).toEqual({ ok: false, message: M.empty });
      return;
    }
    if (!result.ok) {
      // Only a deck whose every card is skipped (the reader finds none to ask) is refused, with the reason.
      expect(result.message.startsWith(ANKI_TEXTS.allSkipped(''))).toBe(true);
      expect(sql.cards.every((card) => stockCard(card) === 'skip')).toBe(true);
      return;
    }
    expect(result.exercises.length + cardSkips(result)).toBe(sql.cards.length);
    // Cards of Anki's stock note types, worked out independently, in the collection's order.
    if (sql.cards.every((card) => stockCard(card) !== undefined)) {
      const expected = sql.cards.map(stockCard).filter((card) => card !== 'skip');
      expect(result.exercises.map((e) => ({ question: e.question, answer: e.answer }))).toEqual(expected);
    }
  });
});

describe("AnkiDroid's template test deck (custom note types, Thai and Japanese, sections, hints)", () => {
  const bytes = fixture('anki/ankidroid-templates.apkg');
  const sql = readWithSql(bytes);
  const cardsOf = (type: string) => sql.cards.filter((card) => card.noteType === type);

  it('asks what each template asks, in template order, with the static text Anki shows', async () => {
    const deck = await read(bytes);
    const muscle = cardsOf('Muscle')[0] as SqlCard;
    const name = muscle.fields[0];
    expect(pairs(deck).slice(0, 5)).toEqual([
      [`Which movements result from the contraction of ${name}?`, 'Adduction at shoulder\nFlexion at shoulder'],
      ['Which muscle is depicted here?', name],
      [`Where does ${name} originate?`, 'Scapula (coracoid process)'],
      [`Where does ${name} insert?`, 'Humerus (medial mid-shaft)'],
      [`Which nerve acts on ${name}?`, 'Musculocutaneous'],
    ]);
  });

  it('keeps Thai script and puts every field of the front in the question, the back in the answer', async () => {
    const deck = await read(bytes);
    const thai = cardsOf('Thaischrift');
    expect(thai).toHaveLength(23);
    for (const card of thai) {
      const [german, script, category, , position] = card.fields;
      expect(pairs(deck)).toContainEqual([[german, category, position].join('\n'), script?.replace('<!--anki-->', '')]);
    }
  });

  it('leaves out what a hint, a false section or a comment hides', async () => {
    const deck = await read(bytes);
    const hint = deck.exercises.find((e) => e.question.startsWith('Hint card'));
    expect(hint).toMatchObject({ question: 'Hint card', answer: 'back' });
    const conjugation = deck.exercises.filter((e) => e.question.startsWith('Yo'));
    // {{^SometimesEmpty}} shows on the first note (field empty), not on the second.
    expect(conjugation[0]?.question.endsWith('The field was empty!')).toBe(true);
    expect(deck.exercises.find((e) => e.question.startsWith('Text[…]'))?.question).toBe('Text[…]\nTextt3\nTextt5');
    expect(deck.exercises.some((e) => e.question.includes('Just a comment'))).toBe(false);
  });

  it('lists the cloze cards whose gap is gone as skipped, naming the note, and the pictures not in the package', async () => {
    const deck = await read(bytes);
    // The package's media list is empty: the reader finds no picture, whatever the fields name.
    expect(sql.media).toEqual([]);
    const named = new Set(
      sql.cards.flatMap((card) => [...card.fields.join('').matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])),
    );
    expect(deck.skipped).toEqual([
      ANKI_TEXTS.atNote(18, '{{c1::子}}', ANKI_TEXTS.gapDeleted),
      ANKI_TEXTS.atNote(19, 'This is a {{c2::long}} sentence that {{…', ANKI_TEXTS.gapDeleted),
      ANKI_TEXTS.missingPictures(named.size),
    ]);
    expect(deck.images).toEqual([]);
  });
});

describe('a schema-16 collection with formulas, other scripts and empty sides', () => {
  const collection = schema16WithNotes();
  const expected = [
    ['Was ist $\\frac{1}{2} + \\frac{1}{3}$?', '$\\frac{5}{6}$'],
    ['Fläche des Kreises', '$A = \\pi r^2$'],
    ['Binomische Formel', '$$\\begin{align*}(a+b)^2 &= a^2 + 2ab + b^2\\end{align*}$$'],
    ['Gauss', '$$\\sum_{k=1}^n k = \\frac{n(n+1)}{2}$$'],
    ['Kaputt', '\\frac{1}{'],
    ['Привет', 'Hallo'],
    ['Hallo', 'Привет'],
    ['γειά σου', 'Grüezi'],
    ['你好', 'Hallo'],
    ['Nur vorne', 'Nur vorne'],
    ['Hund', 'dog'],
    ['Die Ableitung von [\u2026] ist $2x$.', '$x^2$\nPotenzregel'],
    ['Die Ableitung von $x^2$ ist [\u2026].', '$2x$\nPotenzregel'],
  ];

  it('reads a bare .anki2: formulas for KaTeX, what KaTeX cannot set as text, other scripts, empty sides', async () => {
    const deck = await read(collection);
    expect(pairs(deck)).toEqual(expected);
    const sql = readWithSql(collection);
    expect(deck.exercises.length + cardSkips(deck)).toBe(sql.cards.length);
    expect(deck.skipped).toEqual([
      ANKI_TEXTS.atNote(10, '', ANKI_TEXTS.emptyFront),
      ANKI_TEXTS.atNote(12, 'Die Ableitung von {{c1::\\(x^2\\)}} ist {…', ANKI_TEXTS.gapDeleted),
    ]);
  });

  it('reads the same collection as a .colpkg (collection.anki21 in a zip)', async () => {
    const colpkg = zip({ 'collection.anki21': collection, media: new TextEncoder().encode('{}') });
    expect(pairs(await read(colpkg))).toEqual(expected);
  });
});

describe('a side with several pictures', () => {
  it('combines them into one picture, stacked in template order at a common width; nothing is listed', async () => {
    const twoPictures = withChangedCollection(
      'anki2-all-note-types.apkg',
      `update notes set flds = 'Zwei Bilder<img src="png1.png"><img src="png2.png">' || char(31) || '<img src="png2.png">'
       where flds glob '<img*'`,
    );
    const deck = await read(twoPictures);
    expect(deck.images.map((image) => image.name)).toEqual(['favicon.ico', 'png1.png + png2.png', 'png2.png']);
    expect(pairs(deck).at(-1)).toEqual(['Zwei Bilder', ANKI_TEXTS.pictureOnly]);
    expect(deck.imageRefs.at(-1)).toEqual({ question: 1, answer: 2 });
    expect(deck.skipped).toEqual([]);
    const entries = unzip(fixture('anki2-all-note-types.apkg'));
    const mediaMap = JSON.parse(new TextDecoder().decode(entries.media)) as Record<string, string>;
    const sizeOf = async (name: string) => {
      const entry = Object.keys(mediaMap).find((key) => mediaMap[key] === name) as string;
      const { width = 0, height = 0 } = await sharp(entries[entry] as Uint8Array).metadata();
      return { width, height };
    };
    const [first, second] = [await sizeOf('png1.png'), await sizeOf('png2.png')];
    const width = Math.min(STACK_MAX_WIDTH, Math.max(first.width, second.width));
    const scaled = (size: { width: number; height: number }) => Math.round((size.height * width) / size.width);
    const stacked = await sharp(deck.images[1]?.bytes as Uint8Array).metadata();
    expect([stacked.format, stacked.width, stacked.height]).toEqual([
      'webp',
      width,
      scaled(first) + STACK_GAP + scaled(second),
    ]);
  });
});
