import { ANKI_TEXTS } from '@app/shared';
import type Database from 'better-sqlite3';
import { AnkiRefusal } from './unpack-budget';

/** The tables the import reads, with the columns it reads (schema 11: note types in `col.models`). */
const LEGACY_TABLES: Record<string, string[]> = {
  col: ['models'],
  notes: ['id', 'mid', 'flds'],
  cards: ['nid', 'ord'],
};
/** Schema 15 and later: note types, their fields and templates in tables of their own. */
const NOTETYPE_TABLES: Record<string, string[]> = {
  col: [],
  notes: ['id', 'mid', 'flds'],
  cards: ['nid', 'ord'],
  notetypes: ['id', 'config'],
  fields: ['ntid', 'ord', 'name'],
  templates: ['ntid', 'ord', 'config'],
};

interface SchemaRow {
  type: string;
  name: string;
  sql: string | null;
}

/**
 * Refuses a collection that holds anything a query would have to compute rather than read: a view
 * (`cards` over a recursive query runs in SQLite's native code without end), a trigger, a virtual
 * table, a generated column. The tables the import reads must be plain tables with the columns it
 * reads. Only the schema and `table_xinfo` are consulted, which run nothing the file defines; Anki
 * itself writes tables, indexes and its statistics, nothing else.
 */
export function assertPlainTables(db: Database.Database): void {
  const refuse = () => new AnkiRefusal(ANKI_TEXTS.notPlainTables);
  const objects = db.prepare('select type, name, sql from sqlite_schema').all() as SchemaRow[];
  const tables = new Set<string>();
  for (const { type, name, sql } of objects) {
    if (type !== 'table' && type !== 'index') throw refuse();
    if (type === 'table' && /^\s*create\s+virtual\b/i.test(sql ?? '')) throw refuse();
    if (type === 'table') tables.add(name.toLowerCase());
  }
  const shape = tables.has('notetypes') ? NOTETYPE_TABLES : LEGACY_TABLES;
  for (const [table, wanted] of Object.entries(shape)) {
    if (!tables.has(table)) throw refuse();
    const columns = db.prepare('select name, hidden from pragma_table_xinfo(?)').all(table) as Array<{
      name: string;
      hidden: number;
    }>;
    // hidden: 0 a stored column, 1 a virtual table's hidden one, 2 and 3 generated ones.
    if (columns.some((column) => column.hidden !== 0)) throw refuse();
    const names = new Set(columns.map((column) => column.name.toLowerCase()));
    if (!wanted.every((column) => names.has(column))) throw refuse();
  }
}
