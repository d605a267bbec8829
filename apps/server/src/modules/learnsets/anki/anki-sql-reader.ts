// Tests only: a second, independent reader of Anki files, to check the import against. It shares
// no code with the import: the archive is unpacked with fflate and fzstd, the collection read with
// plain SQL, and the stock note types' cards worked out from the fields as Anki's manual describes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { decompress } from 'fzstd';

export interface SqlCard {
  noteId: number;
  ord: number;
  noteType: string;
  fields: string[];
}

export interface SqlCollection {
  notes: number;
  cards: SqlCard[];
  /** Media entries of the package (file names), none for a bare collection. */
  media: string[];
}

/** Opens a package (`.apkg`, `.colpkg`) or a bare collection and reads it with SQL. */
export function readWithSql(file: Uint8Array): SqlCollection {
  const isSqlite = new TextDecoder().decode(file.subarray(0, 15)) === 'SQLite format 3';
  if (isSqlite) return readCollection(file, []);
  const entries = unzipSync(file);
  const current = entries['collection.anki21b'];
  const collection = current ? decompress(current) : (entries['collection.anki21'] ?? entries['collection.anki2']);
  if (!collection) throw new Error('no collection in the package');
  let media: string[] = [];
  if (!current && entries.media) media = Object.values(JSON.parse(new TextDecoder().decode(entries.media)));
  return readCollection(collection, media);
}

/**
 * A collection opened from a file of its own, as Anki opens it (a collection in write-ahead-log
 * mode cannot be opened from memory); the file goes when the database is closed.
 */
export function openCollectionFile(bytes: Uint8Array): Database.Database {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-anki-sql-'));
  const file = path.join(dir, 'collection.anki2');
  fs.writeFileSync(file, bytes);
  const db = new Database(file);
  const close = db.close.bind(db);
  db.close = () => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
    return db;
  };
  return db;
}

function readCollection(bytes: Uint8Array, media: string[]): SqlCollection {
  const db = openCollectionFile(bytes);
  try {
    const names = new Map<string, string>();
    const hasNotetypes = db.prepare("select 1 from sqlite_master where name = 'notetypes'").get();
    if (hasNotetypes) {
      // Anki's unicase collation is not needed to read ids and names as bytes.
      for (const row of db
        .prepare('select cast(id as text) as id, cast(name as blob) as name from notetypes')
        .all() as Array<{
        id: string;
        name: Buffer;
      }>) {
        names.set(row.id, row.name.toString('utf8'));
      }
    } else {
      const models = JSON.parse((db.prepare('select models from col').get() as { models: string }).models) as Record<
        string,
        { name: string }
      >;
      for (const [id, model] of Object.entries(models)) names.set(id, model.name);
    }
    const cards = (
      db
        .prepare(
          `select n.id as noteId, c.ord as ord, cast(n.mid as text) as mid, n.flds as flds
           from cards c join notes n on n.id = c.nid order by n.id, c.ord`,
        )
        .all() as Array<{ noteId: number; ord: number; mid: string; flds: string }>
    ).map((row) => ({
      noteId: row.noteId,
      ord: row.ord,
      noteType: names.get(row.mid) ?? '',
      fields: row.flds.split('\x1f'),
    }));
    const notes = (db.prepare('select count(*) as n from notes').get() as { n: number }).n;
    return { notes, cards, media };
  } finally {
    db.close();
  }
}

/** A field's text as a reader sees it: tags gone, line breaks at <br> and <div>, a few entities decoded. */
function plainText(html: string): string {
  return html
    .replace(/\[sound:[^\]]*\]/g, '')
    .replace(/<br\s*\/?>|<\/?(div|p|li|ol|ul|h\d|tr|table|blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * What a card of one of Anki's stock note types asks and answers, from the manual: Basic asks the
 * front, the reverse card the back; a cloze card hides its gap and expects the gap's text. Other
 * note types return undefined (their templates are checked card by card in the tests). A card
 * with nothing on its front is `skip`.
 */
export function stockCard(card: SqlCard): { question: string; answer: string } | 'skip' | undefined {
  // A side with a picture and no text shows the stand-in the import puts there.
  const [first = '', second = '', third = ''] = card.fields.map(
    (html) => plainText(html) || (/<img\b/i.test(html) ? '[Bild]' : ''),
  );
  switch (card.noteType) {
    case 'Basic':
    case 'Basic (type in the answer)':
    case 'Basic (and reversed card)':
    case 'Basic (optional reversed card)': {
      const reversed = card.ord === 1;
      if (reversed && card.noteType === 'Basic (optional reversed card)' && third === '') return 'skip';
      const question = reversed ? second : first;
      const answer = reversed ? first : second;
      if (question === '') return 'skip';
      return { question, answer: answer || question };
    }
    case 'Cloze': {
      const number = card.ord + 1;
      // Gaps of the test decks hold no colon: `{{c1::text}}` or `{{c1::text::hint}}`.
      const gap = new RegExp(`\\{\\{c${number}::([^:}]*)(::[^}]*)?\\}\\}`, 'g');
      const hidden = [...card.fields[0]!.matchAll(gap)].map((match) => plainText(match[1]!));
      if (hidden.length === 0) return 'skip';
      const question = plainText(
        card.fields[0]!.replace(gap, (_all, _text, hint?: string) => (hint ? `[${hint.slice(2)}]` : '[…]')).replace(
          /\{\{c\d+::([^:}]*)(?:::[^}]*)?\}\}/g,
          '$1',
        ),
      );
      return { question, answer: [hidden.join(', '), second].filter(Boolean).join('\n') };
    }
    case 'Image Occlusion': {
      // Fields: Occlusion, Image, Header, Back Extra. One card per cloze number among the shapes;
      // it asks the header (else the import's stand-in) and answers the back's extra.
      if (!new RegExp(`\\{\\{c(\\d+,)*${card.ord + 1}(,\\d+)*::image-occlusion:`).test(card.fields[0]!)) return 'skip';
      return { question: third || 'Was ist verdeckt?', answer: plainText(card.fields[3] ?? '') || '[Bild]' };
    }
    default:
      return undefined;
  }
}
