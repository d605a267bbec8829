import { ANKI_TEXTS } from '@app/shared';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { readNotetypeIsCloze, readTemplateFormats } from './anki-protobuf';
import { assertPlainTables } from './collection-shape';
import { AnkiRefusal } from './unpack-budget';

/** A note type as the import needs it: its field names by position and its card templates by ordinal. */
export interface NoteType {
  isCloze: boolean;
  fields: string[];
  templates: Map<number, { question: string; answer: string }>;
}

/** One card of the collection with its note: cards, not notes, are what Anki asks. */
export interface CardRow {
  noteId: number;
  noteTypeId: string;
  ord: number;
  /** The note's fields, HTML, in field order. */
  fields: string[];
}

/** `col.models` of schema 11 (collection.anki2 / .anki21): note types as JSON, by id. */
const LegacyModelsSchema = z.record(
  z.string(),
  z.object({
    type: z.number().optional(),
    flds: z.array(z.object({ name: z.string(), ord: z.number() })),
    tmpls: z.array(z.object({ ord: z.number(), qfmt: z.string(), afmt: z.string() })),
  }),
);

/**
 * Opens a collection's SQLite bytes in memory (only SELECTs run on it). A file still marked for
 * write-ahead logging is marked as a rollback-journal file first, because an in-memory database
 * cannot use a WAL; Anki's `unicase` collation is taken out of the copy's schema. A collection
 * whose tables are not plain tables is refused before any of them is queried (collection-shape.ts);
 * what remains is bounded by the parse pool's time limit, which kills the process.
 */
export function openCollection(bytes: Uint8Array): Database.Database {
  const file = Buffer.from(bytes);
  if (file.length >= 20 && file[18] === 2 && file[19] === 2) {
    file[18] = 1;
    file[19] = 1;
  }
  let db: Database.Database | undefined;
  try {
    db = new Database(file);
    if (db.prepare(UNICASE_TABLES).get()) db = withoutUnicase(db);
    // Untrusted schema: no functions with side effects from views or triggers it may define.
    db.pragma('trusted_schema = OFF');
    // Before the first query of its tables: nothing in the file may run instead of being read.
    assertPlainTables(db);
    db.prepare('select count(*) from col').get();
    return db;
  } catch (error) {
    if (db?.open) db.close();
    throw error instanceof AnkiRefusal ? error : new AnkiRefusal(ANKI_TEXTS.corrupt);
  }
}

const UNICASE_TABLES = "select 1 from sqlite_schema where type = 'table' and sql like '%collate unicase%'";

/**
 * Schema 15+ declares names `COLLATE unicase` (Anki 2.1.28's schema 16 in lower case), a collation Anki registers itself and
 * better-sqlite3 cannot; SQLite then refuses to read those tables at all. In this private copy
 * the collation is removed from the table definitions and the name indexes that depend on it are
 * dropped (the tables' own order is by id, which the collation never touched), then the copy is
 * reopened so SQLite reads the changed schema.
 */
function withoutUnicase(db: Database.Database): Database.Database {
  db.unsafeMode(true);
  db.pragma('writable_schema = ON');
  db.prepare(
    `delete from sqlite_schema where type = 'index' and sql is not null and tbl_name in
       (select name from sqlite_schema where type = 'table' and sql like '%collate unicase%')`,
  ).run();
  db.prepare(
    "update sqlite_schema set sql = replace(replace(sql, 'COLLATE unicase', ''), 'collate unicase', '') where type = 'table' and sql like '%collate unicase%'",
  ).run();
  db.pragma('writable_schema = OFF');
  const copy = db.serialize();
  db.close();
  return new Database(copy);
}

function hasTable(db: Database.Database, name: string): boolean {
  return !!db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name);
}

/** The collection's note types: from the tables of schema 15+ (.anki21b), else from `col.models`. */
export function readNoteTypes(db: Database.Database): Map<string, NoteType> {
  return hasTable(db, 'notetypes') ? readNoteTypeTables(db) : readLegacyModels(db);
}

function readNoteTypeTables(db: Database.Database): Map<string, NoteType> {
  const types = new Map<string, NoteType>();
  const kinds = db.prepare('select cast(id as text) as id, config from notetypes').all() as Array<{
    id: string;
    config: Buffer;
  }>;
  for (const { id, config } of kinds) {
    types.set(id, { isCloze: readNotetypeIsCloze(config), fields: [], templates: new Map() });
  }
  const fields = db
    .prepare('select cast(ntid as text) as ntid, ord, name from fields order by ntid, ord')
    .all() as Array<{
    ntid: string;
    ord: number;
    name: string;
  }>;
  for (const { ntid, ord, name } of fields) {
    const type = types.get(ntid);
    if (type) type.fields[ord] = name;
  }
  const templates = db.prepare('select cast(ntid as text) as ntid, ord, config from templates').all() as Array<{
    ntid: string;
    ord: number;
    config: Buffer;
  }>;
  for (const { ntid, ord, config } of templates) types.get(ntid)?.templates.set(ord, readTemplateFormats(config));
  return types;
}

function readLegacyModels(db: Database.Database): Map<string, NoteType> {
  const row = db.prepare('select models from col').get() as { models?: unknown } | undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(row?.models ?? ''));
  } catch {
    throw new AnkiRefusal(ANKI_TEXTS.corrupt);
  }
  const models = LegacyModelsSchema.safeParse(parsed);
  if (!models.success) throw new AnkiRefusal(ANKI_TEXTS.corrupt);
  const types = new Map<string, NoteType>();
  for (const [id, model] of Object.entries(models.data)) {
    const fields: string[] = [];
    for (const field of model.flds) fields[field.ord] = field.name;
    const templates = new Map(model.tmpls.map((t) => [t.ord, { question: t.qfmt, answer: t.afmt }]));
    types.set(id, { isCloze: model.type === 1, fields, templates });
  }
  return types;
}

/** Every card with its note, notes in the order they were made, a note's cards by template. */
export function* readCards(db: Database.Database): Generator<CardRow> {
  const rows = db
    .prepare(
      `select n.id as noteId, cast(n.mid as text) as noteTypeId, c.ord as ord, n.flds as flds
       from cards c join notes n on n.id = c.nid order by n.id, c.ord`,
    )
    .iterate() as IterableIterator<{ noteId: number; noteTypeId: string; ord: number; flds: string }>;
  for (const row of rows) {
    yield { noteId: row.noteId, noteTypeId: row.noteTypeId, ord: row.ord, fields: String(row.flds).split('\x1f') };
  }
}
