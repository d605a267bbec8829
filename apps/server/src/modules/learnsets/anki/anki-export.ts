import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { strToU8 } from 'fflate';
import { ANKI_TEXTS } from '@app/shared';
import { ANKI_COLLECTION_SCHEMA } from './anki-schema11';
import { writeZipFile, type ZipFileEntry } from './zip-file-writer';

/** One exercise to export, with the pictures of its sides (their files and names in the package). */
export interface ExportCard {
  question: string;
  answer: string;
  answers: readonly string[];
  questionImage?: ExportPicture;
  answerImage?: ExportPicture;
}
export interface ExportPicture {
  /** Unique within the package, e.g. `bild-<id>.png`. */
  name: string;
  /** The stored image file, read only while the package is written. */
  path: string;
}

/** Text as Anki field HTML: special characters escaped, line breaks as `<br>`. */
function fieldHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** The first 8 hex digits of the sort field's SHA-1, as Anki checks duplicates with. */
function checksum(text: string): number {
  return Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

/** Anki's note guids are short random strings; any unique text is accepted. */
const guid = () => randomBytes(8).toString('base64url');

/**
 * Basic with a third field for the alternatives, one per line: Anki shows them below the answer,
 * and an import (here) reads them back as alternatives rather than as part of the answer.
 */
const NOTE_TYPE_NAME = 'Basic (Lernplattform)';
const ALTERNATIVES = ANKI_TEXTS.alternativesField;
const BACK_TEMPLATE =
  `{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}` +
  `{{#${ALTERNATIVES}}}<br><br>${ALTERNATIVES}:<br>{{${ALTERNATIVES}}}{{/${ALTERNATIVES}}}`;

const CARD_CSS = `.card {
 font-family: arial;
 font-size: 20px;
 text-align: center;
 color: black;
 background-color: white;
}`;

/**
 * The JSON of `col.models`, `col.decks`, `col.dconf` and `col.conf` for one Basic note type and one
 * deck, as schema 11 stores them (the fields Anki's importer requires, from rslib's schema11.rs,
 * and as Anki 2.1's own packages carry them).
 */
function collectionJson(title: string, modelId: number, deckId: number, seconds: number) {
  const field = (name: string, ord: number) => ({
    name,
    ord,
    sticky: false,
    rtl: false,
    font: 'Arial',
    size: 20,
    media: [],
  });
  const model = {
    id: modelId,
    name: NOTE_TYPE_NAME,
    type: 0,
    mod: seconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: '{{Front}}',
        afmt: BACK_TEMPLATE,
        bqfmt: '',
        bafmt: '',
        did: null,
        bfont: '',
        bsize: 0,
      },
    ],
    flds: [field('Front', 0), field('Back', 1), field(ALTERNATIVES, 2)],
    css: CARD_CSS,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
  const deck = (id: number, name: string) => ({
    id,
    mod: seconds,
    name,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  });
  const conf = {
    activeDecks: [deckId],
    curDeck: deckId,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: modelId,
    nextPos: 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
    dayLearnFirst: false,
    schedVer: 2,
  };
  // Anki's default deck options (id 1), which both decks use; Anki 2.1 writes them so.
  const options = {
    id: 1,
    mod: 0,
    name: 'Default',
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    new: { delays: [1, 10], ints: [1, 4, 7], initialFactor: 2500, separate: true, order: 1, perDay: 20, bury: false },
    rev: { perDay: 200, ease4: 1.3, fuzz: 0.05, minSpace: 1, ivlFct: 1, maxIvl: 36500, bury: false, hardFactor: 1.2 },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
    dyn: false,
  };
  return {
    models: { [modelId]: model },
    decks: { 1: deck(1, 'Default'), [deckId]: deck(deckId, title) },
    dconf: { 1: options },
    conf,
  };
}

/**
 * Writes a set as an Anki package of the older kind (`collection.anki2`, schema 11, a JSON media
 * map), which every Anki since 2.1 imports: one note per exercise in a deck named after the set,
 * the model answer on the back and the alternatives in a field of their own shown below it,
 * pictures as media. The package
 * goes to `outPath`, its pictures streamed from their files (a set may carry hundreds of MB); a
 * picture whose file is gone is left out.
 * @param now fixes the ids and times (tests); notes, cards and types are numbered from it
 * @returns the package's size in bytes
 */
export function writeAnkiPackage(
  title: string,
  cards: readonly ExportCard[],
  outPath: string,
  now = Date.now(),
): number {
  const seconds = Math.floor(now / 1000);
  const modelId = now;
  const deckId = now + 1;
  const db = new Database(':memory:');
  let collection: Buffer;
  const media: ZipFileEntry[] = [];
  const mediaMap: Record<string, string> = {};
  try {
    db.exec(ANKI_COLLECTION_SCHEMA);
    const json = collectionJson(title, modelId, deckId, seconds);
    db.prepare(`insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')`).run(
      seconds - (seconds % 86_400),
      now,
      now,
      JSON.stringify(json.conf),
      JSON.stringify(json.models),
      JSON.stringify(json.decks),
      JSON.stringify(json.dconf),
    );
    const present = new Map<string, boolean>();
    const picture = (image: ExportPicture | undefined) => {
      if (!image) return '';
      if (!present.has(image.name)) {
        const exists = fs.statSync(image.path, { throwIfNoEntry: false })?.isFile() ?? false;
        present.set(image.name, exists);
        if (exists) {
          const entry = String(media.length);
          mediaMap[entry] = image.name;
          media.push({ name: entry, path: image.path });
        }
      }
      return present.get(image.name) ? `<img src="${image.name.replace(/"/g, '&quot;')}">` : '';
    };
    const insertNote = db.prepare(`insert into notes values (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')`);
    const insertCard = db.prepare(`insert into cards values (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')`);
    db.transaction(() => {
      cards.forEach((card, i) => {
        const id = now + i;
        const alternatives = card.answers.map(fieldHtml).join('<br>');
        const front = `${fieldHtml(card.question)}${picture(card.questionImage)}`;
        const back = `${fieldHtml(card.answer)}${picture(card.answerImage)}`;
        const fields = [front, back, alternatives].join('\x1f');
        insertNote.run(id, guid(), modelId, seconds, fields, card.question, checksum(card.question));
        insertCard.run(id, id, deckId, seconds, i + 1);
      });
    })();
    collection = db.serialize();
  } finally {
    db.close();
  }
  return writeZipFile(outPath, [
    { name: 'collection.anki2', bytes: collection, deflate: true },
    { name: 'media', bytes: strToU8(JSON.stringify(mediaMap)), deflate: true },
    ...media,
  ]);
}
