import { ANKI_TEXTS, LEARNSET_FILE_MESSAGES as M } from '@app/shared';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AnkiArchive } from './anki-archive';
import { type AnkiParseResult, parseAnkiPackage } from './anki-import';
import { readMediaNames } from './anki-protobuf';
import {
  fixture,
  lieAboutSize,
  meta,
  unzip,
  withChangedCollection,
  zip,
  zstdHugeHeader,
  zstdLargeFrame,
  zstdRawFrame,
  zstdRleBomb,
} from './anki-test-packages';
import { UnpackBudget } from './unpack-budget';
import { decompressZstd } from './zstd';

type Read = Extract<AnkiParseResult, { ok: true }>;
const read = async (bytes: Uint8Array, maxItems = 2000): Promise<Read> => {
  const result = await parseAnkiPackage(bytes, maxItems);
  if (!result.ok) throw new Error(result.message);
  return result;
};
const refusal = async (bytes: Uint8Array, maxItems = 2000) => {
  const result = await parseAnkiPackage(bytes, maxItems);
  if (result.ok) throw new Error(`expected a refusal, got ${result.exercises.length} exercises`);
  return result.message;
};
const pairs = (deck: Read) => deck.exercises.map((e) => [e.question, e.answer]);
const PNG = [0x89, 0x50, 0x4e, 0x47];
const WEBP = [...new TextEncoder().encode('WEBP')];
const JPEG = [0xff, 0xd8, 0xff];

/** What Anki 2.1's stock note types make of the notes in the CardOverflow test deck. */
const ALL_NOTE_TYPES = [
  ['Basic Front', 'Basic Back'],
  ['Basic (and reversed card) front', 'Basic (and reversed card) back'],
  ['Basic (and reversed card) back', 'Basic (and reversed card) front'],
  ['Basic (optional reversed card) front', 'Basic (optional reversed card) back'],
  ['Basic (optional reversed card) back', 'Basic (optional reversed card) front'],
  ['Basic (type in the answer) front', 'Basic (type in the answer) back'],
  ['Cloze text. Canberra was founded in […].', '1913\nCloze extra'],
  ['Basic with image', 'Basic back, no image'],
  ['Basic front with mp3', 'Basic back, no mp3'],
  [ANKI_TEXTS.pictureOnly, ANKI_TEXTS.pictureOnly],
];

describe('an older Anki package (collection.anki2, schema 11, made by Anki 2.1)', () => {
  it('makes one exercise per card: Basic, both sides of reversed cards, type-in and cloze with its gap as […]', async () => {
    expect(pairs(await read(fixture('anki2-all-note-types.apkg')))).toEqual(ALL_NOTE_TYPES);
  });

  it("brings the pictures of the cards' sides from the media, each once, without sounds", async () => {
    const deck = await read(fixture('anki2-all-note-types.apkg'));
    expect(deck.images.map((image) => image.name)).toEqual(['favicon.ico', 'png1.png', 'png2.png']);
    expect([...(deck.images[1]?.bytes.subarray(0, 4) ?? [])]).toEqual(PNG);
    expect(deck.imageRefs[7]).toEqual({ question: 0, answer: undefined });
    expect(deck.imageRefs[9]).toEqual({ question: 1, answer: 2 });
    expect(deck.imageRefs[8]).toEqual({ question: undefined, answer: undefined });
  });

  it('reads collection.anki21 where the package has it beside the dummy collection.anki2', async () => {
    const entries = unzip(fixture('anki21-all-note-types.colpkg'));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(['collection.anki2', 'collection.anki21']));
    expect(pairs(await read(fixture('anki21-all-note-types.colpkg')))).toEqual(ALL_NOTE_TYPES);
  });
});

describe('a current Anki package (meta, zstd-compressed collection.anki21b, schema 18)', () => {
  it('reads the notes of collection.anki21b, not the "please update" note of the dummy collection.anki2', async () => {
    const deck = await read(fixture('anki21b-vocabulary.apkg'));
    expect(deck.exercises).toHaveLength(19);
    expect(pairs(deck)[0]).toEqual(['Insipid', 'Lacking flavor']);
  });

  it('turns HTML fields into plain text with line breaks and decoded entities', async () => {
    const deck = pairs(await read(fixture('anki21b-vocabulary.apkg')));
    expect(deck[2]).toEqual(['Clamour', 'A loud and confused noise, esp. that of people shouting vehemently']);
    expect(deck[7]).toEqual(['Tungkulin ng sining', '1. Personal\n2. Sosyal\n3. Pisikal']);
  });

  it('finds pictures through the protobuf media list, zstd-compressed in the archive', async () => {
    const bytes = fixture('anki21b-image-occlusion.apkg');
    const budget = new UnpackBudget(bytes.length);
    const archive = await AnkiArchive.open(bytes, budget);
    const names = readMediaNames(decompressZstd((await archive.read('media')) as Uint8Array, budget));
    expect(names[0]).toMatch(/^paste-[0-9a-f]+\.jpg$/);
    const picture = decompressZstd((await archive.read('0')) as Uint8Array, budget);
    expect([...picture.subarray(0, 3)]).toEqual(JPEG);
  });

  it('makes an image occlusion note a card that asks «Was ist verdeckt?» with its masked picture, nothing skipped', async () => {
    const deck = await read(fixture('anki21b-image-occlusion.apkg'));
    expect(pairs(deck)).toEqual([[ANKI_TEXTS.occlusionQuestion, ANKI_TEXTS.pictureOnly]]);
    expect(deck.skipped).toEqual([]);
    expect(deck.imageRefs).toEqual([{ question: 0, answer: 1 }]);
    expect(deck.images.map((image) => [...image.bytes.subarray(8, 12)])).toEqual([WEBP, WEBP]);
  });
});

describe('refusals, each with a German message', () => {
  it('a file that is no zip archive', async () => {
    expect(await refusal(strToU8('Hund; dog'))).toBe(ANKI_TEXTS.notAnki);
  });

  it('an archive without a collection', async () => {
    expect(await refusal(zip({ media: strToU8('{}') }))).toBe(ANKI_TEXTS.noCollection);
  });

  it('a package from an Anki newer than this reader', async () => {
    const entries = unzip(fixture('anki21b-vocabulary.apkg'));
    expect(await refusal(zip({ ...entries, meta: meta(4) }))).toBe(ANKI_TEXTS.tooNew);
  });

  it('a collection that is not an SQLite database', async () => {
    expect(await refusal(zip({ 'collection.anki2': strToU8('kein SQLite') }))).toBe(ANKI_TEXTS.corrupt);
  });

  it('more cards than the plan allows, counted before reading them', async () => {
    expect(await refusal(fixture('anki2-all-note-types.apkg'), 5)).toBe(M.tooMany(10, 5));
  });

  it('keeps a card whose field holds a stray control character, without the character', async () => {
    const stray = withChangedCollection(
      'anki2-all-note-types.apkg',
      "update notes set flds = 'Basic' || char(7) || ' Front' || char(31) || 'Basic Back' where flds like 'Basic Front%'",
    );
    expect(pairs(await read(stray))[0]).toEqual(['Basic Front', 'Basic Back']);
  });

  it('keeps a card whose back is empty, showing its front as the answer, as Anki shows the front again', async () => {
    const emptied = withChangedCollection(
      'anki2-all-note-types.apkg',
      "update notes set flds = 'Basic Front' || char(31) || '<div><br></div>' where flds like 'Basic Front%'",
    );
    const deck = await read(emptied);
    expect(pairs(deck)[0]).toEqual(['Basic Front', 'Basic Front']);
    expect(deck.skipped).toEqual([]);
  });

  it('skips a card whose front is empty and lists it with its reason, keeping the other cards', async () => {
    const emptied = withChangedCollection(
      'anki2-all-note-types.apkg',
      "update notes set flds = '[sound:a.mp3]' || char(31) || 'Basic Back' where flds glob 'Basic Front*'",
    );
    const deck = await read(emptied);
    expect(pairs(deck)).toEqual(ALL_NOTE_TYPES.slice(1));
    expect(deck.skipped).toEqual([ANKI_TEXTS.atNote(1, '', ANKI_TEXTS.emptyFront)]);
  });

  it('a collection with a view, a trigger or a computed column where Anki writes plain tables', async () => {
    const shapes = [
      'alter table cards rename to cards_data; create view cards as select * from cards_data',
      'create trigger t after insert on notes begin select 1; end',
      'alter table notes add column extra text generated always as (flds || flds) virtual',
      'create table plain_notes as select id, mid from notes; drop table notes; alter table plain_notes rename to notes',
    ];
    for (const sql of shapes) {
      expect(await refusal(withChangedCollection('anki2-all-note-types.apkg', sql)), sql).toBe(
        ANKI_TEXTS.notPlainTables,
      );
    }
  });

  it('a note whose note type is missing is skipped and listed', async () => {
    const orphaned = withChangedCollection(
      'anki2-all-note-types.apkg',
      'update notes set mid = 42 where id = (select min(id) from notes)',
    );
    const deck = await read(orphaned);
    expect(deck.exercises).toHaveLength(ALL_NOTE_TYPES.length - 1);
    expect(deck.skipped).toEqual([ANKI_TEXTS.atNote(1, 'Basic Front', ANKI_TEXTS.noteTypeMissing)]);
  });
});

describe('archives out of proportion are refused while being read', () => {
  it('an entry that declares more unpacked bytes than the package may have', async () => {
    const bomb = zip({ 'collection.anki2': [new Uint8Array(40 * 1024 * 1024), { level: 9 }] });
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(bomb)).toBe(ANKI_TEXTS.unpackedTooLarge);
  });

  it('an entry that inflates to more than it declares', async () => {
    const bomb = zip({ 'collection.anki2': [new Uint8Array(40 * 1024 * 1024), { level: 9 }] });
    expect(await refusal(lieAboutSize(bomb, 'collection.anki2', 1024))).toBe(ANKI_TEXTS.corrupt);
  });

  it('a zstd collection that decodes beyond the allowance (a few kilobytes that would make 40 MiB)', async () => {
    const bomb = zip({ meta: meta(3), 'collection.anki21b': zstdRleBomb(320) });
    expect(bomb.length).toBeLessThan(4000);
    expect(await refusal(bomb)).toBe(ANKI_TEXTS.unpackedTooLarge);
  });

  it('a second zstd frame in the collection that asks for more than the package may unpack', async () => {
    const entries = unzip(fixture('anki21b-vocabulary.apkg'));
    const first = entries['collection.anki21b'] as Uint8Array;
    const second = zstdLargeFrame(512 * 1024 * 1024);
    const twoFrames = new Uint8Array([...first, ...second]);
    expect(twoFrames.length).toBeLessThan(first.length + 20);
    expect(await refusal(zip({ ...entries, 'collection.anki21b': twoFrames }))).toBe(ANKI_TEXTS.unpackedTooLarge);
  });

  it('a collection in several zstd frames is read whole, every frame counted', async () => {
    const entries = unzip(fixture('anki21b-vocabulary.apkg'));
    const collection = decompressZstd(entries['collection.anki21b'] as Uint8Array, new UnpackBudget(1e9));
    const half = Math.floor(collection.length / 2);
    const frames = [zstdRawFrame(collection.subarray(0, half)), zstdRawFrame(collection.subarray(half))];
    const split = zip({ ...entries, 'collection.anki21b': new Uint8Array([...frames[0]!, ...frames[1]!]) });
    expect(pairs(await read(split))).toEqual(pairs(await read(fixture('anki21b-vocabulary.apkg'))));
  });

  it('a zstd frame whose header asks for a terabyte, before anything is decoded', async () => {
    expect(await refusal(zip({ meta: meta(3), 'collection.anki21b': zstdHugeHeader() }))).toBe(
      ANKI_TEXTS.unpackedTooLarge,
    );
  });
});
