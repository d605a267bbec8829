// Packages for the tests: real Anki files taken apart and changed, and hostile archives.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { openCollectionFile } from './anki-sql-reader';

export const fixture = (name: string): Uint8Array =>
  new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name)));

/** The entries of a package, to change and zip again. */
export const unzip = (bytes: Uint8Array): Record<string, Uint8Array> => unzipSync(bytes);
export const zip = (entries: Zippable): Uint8Array => zipSync(entries);

/** A package's schema-11 collection changed by `sql` (run on a copy), zipped again with its media. */
export function withChangedCollection(name: string, sql: string): Uint8Array {
  const entries = unzip(fixture(name));
  const db = new Database(Buffer.from(entries['collection.anki2'] as Uint8Array));
  db.exec(sql);
  entries['collection.anki2'] = new Uint8Array(db.serialize());
  db.close();
  return zip(entries);
}

/** `PackageMetadata { version }` as protobuf: field 1, varint. */
export const meta = (version: number): Uint8Array => Uint8Array.from([0x08, version]);

/**
 * A zstd frame (RFC 8878) of RLE blocks: `blocks` × 128 KiB of one byte in four bytes each, the
 * shape of a zstd bomb. Its header declares a 128 KiB window, so only decoding can tell its size.
 */
export function zstdRleBomb(blocks: number): Uint8Array {
  const BLOCK = 128 * 1024;
  const out = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x38];
  for (let i = 0; i < blocks; i++) {
    const last = i === blocks - 1 ? 1 : 0;
    const header = last | (1 << 1) | (BLOCK << 3);
    out.push(header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff, 0x00);
  }
  return Uint8Array.from(out);
}

/** A zstd frame header that asks for a 1 TiB single-segment buffer before any data. */
export function zstdHugeHeader(): Uint8Array {
  const out = new Uint8Array(14);
  out.set([0x28, 0xb5, 0x2f, 0xfd, 0xe0]);
  new DataView(out.buffer).setBigUint64(5, 2n ** 40n, true);
  return out;
}

/** Sets the uncompressed size that an archive's central directory declares for `name`. */
export function lieAboutSize(archive: Uint8Array, name: string, declared: number): Uint8Array {
  const out = new Uint8Array(archive);
  const view = new DataView(out.buffer);
  const nameBytes = new TextEncoder().encode(name);
  for (let at = out.length - 46; at >= 0; at--) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    const found = out.subarray(at + 46, at + 46 + length);
    if (length === nameBytes.length && found.every((b, i) => b === nameBytes[i])) {
      view.setUint32(at + 24, declared, true);
      return out;
    }
  }
  throw new Error(`${name} not in the archive`);
}

/**
 * A package whose `cards` is a view over a recursive query without end: counting its rows would
 * run in SQLite's native code until the process is killed.
 */
export const cardsAsEndlessView = (): Uint8Array =>
  withChangedCollection(
    'anki2-all-note-types.apkg',
    `drop table cards;
     create view cards as with recursive r(n) as (select 1 union all select n + 1 from r)
       select n as id, 0 as nid, 0 as ord from r;`,
  );

/**
 * A package of plain tables whose statistics lie: they say `notes` and `cards` hold one row each,
 * so SQLite joins 2,000 cards to 300,000 notes (no key on their id) by scanning every note for
 * every card, for minutes in its native code. Nothing in it is refused by its shape.
 */
export const lyingStatistics = (): Uint8Array =>
  withChangedCollection(
    'anki2-all-note-types.apkg',
    `create table notes_plain as select * from notes; drop table notes; alter table notes_plain rename to notes;
     create table cards_plain as select * from cards; drop table cards; alter table cards_plain rename to cards;
     with recursive r(n) as (select 1 union all select n + 1 from r where n < 300000)
       insert into notes (id, mid, flds) select 1000000000000 + n, 0, 'x' from r;
     with recursive r(n) as (select 1 union all select n + 1 from r where n < 2000)
       insert into cards (id, nid, ord) select n, (select min(id) from notes), 0 from r;
     analyze; delete from sqlite_stat1;
     insert into sqlite_stat1 values ('notes', null, '1'), ('cards', null, '1');`,
  );

/**
 * A zstd frame (one segment) that declares `size` bytes of content and holds one RLE block of a
 * byte: fzstd sets the declared size aside before it decodes anything.
 */
export function zstdLargeFrame(size: number): Uint8Array {
  const out = new Uint8Array(17);
  // Single segment, 8-byte content size, no checksum.
  out.set([0x28, 0xb5, 0x2f, 0xfd, 0xe0]);
  new DataView(out.buffer).setBigUint64(5, BigInt(size), true);
  // Last block, RLE, one byte (block size 1): header 0b1_01_1 → 0x0b 0x00 0x00, then the byte.
  out.set([0x0b, 0x00, 0x00, 0x00], 13);
  return out;
}

/** A zstd frame holding `bytes` as raw blocks (no compression), to test how frames are told apart. */
export function zstdRawFrame(bytes: Uint8Array): Uint8Array {
  const BLOCK = 128 * 1024;
  // No single segment, no content size, no checksum; a window of 1 MiB.
  const parts: Uint8Array[] = [Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x50])];
  for (let at = 0; at === 0 || at < bytes.length; at += BLOCK) {
    const part = bytes.subarray(at, at + BLOCK);
    const header = (at + BLOCK >= bytes.length ? 1 : 0) | (part.length << 3);
    parts.push(Uint8Array.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), part);
  }
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * AnkiDroid's schema-16 collection (Anki 2.1.28's stock note types in tables of their own,
 * `collate unicase` in lower case) with notes added by SQL, as Anki would store them: MathJax and
 * Anki's LaTeX, Cyrillic, Greek and Chinese, a note with an empty back and one with only a sound.
 */
export function schema16WithNotes(): Uint8Array {
  const db = openCollectionFile(fixture('anki/ankidroid-schema16.anki2'));
  // Compared here, not in SQL: the names' collation is Anki's own.
  const types = db.prepare('select id, name from notetypes').all() as Array<{ id: number; name: string }>;
  const type = (name: string) => types.find((t) => t.name === name)?.id;
  const notes: Array<[string, string[], number[]]> = [
    ['Basic', ['Was ist \\(\\frac{1}{2} + \\frac{1}{3}\\)?', '\\(\\frac{5}{6}\\)'], [0]],
    ['Basic', ['Fläche des Kreises', '[$]A = \\pi r^2[/$]'], [0]],
    ['Basic', ['Binomische Formel', '[latex]\\begin{align}(a+b)^2 &= a^2 + 2ab + b^2\\end{align}[/latex]'], [0]],
    ['Basic', ['Gauss', '\\[\\sum_{k=1}^n k = \\frac{n(n+1)}{2}\\]'], [0]],
    ['Basic', ['Kaputt', '\\(\\frac{1}{\\)'], [0]],
    ['Basic (and reversed card)', ['Привет', 'Hallo'], [0, 1]],
    ['Basic', ['γειά σου', 'Grüezi'], [0]],
    ['Basic', ['你好', 'Hallo'], [0]],
    ['Basic', ['Nur vorne', ''], [0]],
    ['Basic', ['[sound:ton.mp3]', 'Nur ein Ton'], [0]],
    ['Basic (optional reversed card)', ['Hund', 'dog', ''], [0]],
    ['Cloze', ['Die Ableitung von {{c1::\\(x^2\\)}} ist {{c2::\\(2x\\)}}.', 'Potenzregel'], [0, 1, 2]],
  ];
  const insertNote = db.prepare(`insert into notes values (?, ?, ?, 0, -1, '', ?, ?, 0, 0, '')`);
  const insertCard = db.prepare(`insert into cards values (?, ?, 1, ?, 0, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')`);
  notes.forEach(([name, fields, ords], i) => {
    const id = 1_700_000_000_000 + i;
    insertNote.run(id, `g${i}`, type(name), fields.join('\x1f'), fields[0]);
    for (const ord of ords) insertCard.run(id * 10 + ord, id, ord, i);
  });
  db.pragma('journal_mode = delete');
  const bytes = new Uint8Array(db.serialize());
  db.close();
  return bytes;
}
