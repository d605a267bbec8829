import { type CsvRecord, decodeSpreadsheetText, readCsvRecords, readDelimitedRecords } from './csv';
import type { LearnsetFileFormat } from './file-messages';
import { detectHeaderRow, type SheetColumns, suggestSheetColumns } from './sheet-columns';
import { readOdsRecords, readXlsxRecords, SheetRefusal } from './sheet-zip';
import { detectTextTable } from './text-tables';

/** A file read as a table: its records and what the file itself says about its columns. */
export interface Sheet {
  /** Non-blank records; a title row is the first one (see `titlesKnown`). */
  records: CsvRecord[];
  /** False when reading stopped at the limit: the file has more records than allowed. */
  complete: boolean;
  /** Columns the file marks as no card text (Anki's tags, guid, deck and note type columns). */
  skipped: number[];
  /** The file names its columns itself (Anki's `#columns:`): the first record holds them. */
  titlesKnown: boolean;
  /** The cells are HTML (Anki's `#html:true`). */
  html: boolean;
}
export type SheetResult = { ok: true; sheet: Sheet } | { ok: false; message: string };

/** Formats that are always tables; a `.txt` is one only when `detectTextTable` says so. */
export const SHEET_FORMATS: readonly LearnsetFileFormat[] = ['csv', 'tsv', 'xlsx', 'ods'];

/**
 * Reads a table file (`.csv`, `.tsv`, `.xlsx`, `.ods`, or a `.txt` from Anki or Quizlet) into
 * records, stopping beyond `maxRecords` plus a title row. Undefined for other files (SPEC's
 * `.txt`, `.json`, `.jsonl`), which parse.ts reads line by line. The upload page calls this too,
 * for its preview, so the pupil sees the rows the server will read.
 */
export function readSheetFile(
  format: LearnsetFileFormat,
  bytes: Uint8Array,
  maxRecords = Infinity,
): SheetResult | undefined {
  const keep = maxRecords + 2;
  const plain = (read: { records: CsvRecord[]; complete: boolean }): SheetResult => ({
    ok: true,
    sheet: { ...read, skipped: [], titlesKnown: false, html: false },
  });
  if (format === 'csv' || format === 'tsv')
    return plain(readCsvRecords(decodeSpreadsheetText(bytes), format, maxRecords));
  if (format === 'xlsx' || format === 'ods') {
    try {
      const records = format === 'xlsx' ? readXlsxRecords(bytes, keep) : readOdsRecords(bytes, keep);
      return plain({ records, complete: records.length < keep });
    } catch (error) {
      if (error instanceof SheetRefusal) return { ok: false, message: error.message };
      throw error;
    }
  }
  if (format !== 'txt') return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined; // parse.ts names the encoding problem
  }
  const table = detectTextTable(text);
  if (!table) return undefined;
  const { records, complete } = readDelimitedRecords(text, table.layout, maxRecords);
  if (table.titles) records.unshift({ line: 1, cells: table.titles });
  return {
    ok: true,
    sheet: { records, complete, skipped: table.skipped, titlesKnown: table.titles !== undefined, html: table.html },
  };
}

/** The columns taken when the pupil chose none: what the file says, else what its rows suggest. */
export function suggestColumnsFor(sheet: Sheet): SheetColumns {
  const rows = sheet.records.map((record) => record.cells);
  return suggestSheetColumns(rows, sheet.titlesKnown || detectHeaderRow(rows), sheet.skipped);
}
