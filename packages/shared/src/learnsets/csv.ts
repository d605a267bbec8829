import Papa from 'papaparse';

/** One record of a spreadsheet file: its cells and the line it starts on (1-based, as an editor counts). */
export interface CsvRecord {
  line: number;
  cells: string[];
  /** Set when this record's quotes are broken; the message names the record's line. */
  quotesBroken?: boolean;
}

/**
 * Separators a `.csv` may use: Excel in a Swiss or German locale writes `;`, most other programs
 * `,`. Where both split every row alike, `;` wins (listed first): this site's users are Swiss.
 */
const CSV_DELIMITERS = [';', ',', '\t'];
/** Rows looked at to tell the separator. */
const GUESS_ROWS = 20;

const LINE_BREAK = /\r\n|\r|\n/g;

/** Line breaks (CRLF, CR or LF) in `text` between `start` and `end`, without copying it. */
function lineBreaks(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) count++;
  }
  return count;
}

/**
 * A cell that a spreadsheet would run as a formula is written with a leading apostrophe by the
 * export (`escapeFormulae`); reading it back removes exactly that apostrophe.
 */
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

/** How a delimited text is cut; `quoteChar: false` reads `"` as an ordinary character (Quizlet never quotes). */
export interface DelimitedLayout {
  delimiter: string;
  /**
   * Between records when not a line break (Quizlet's `;` between cards): then nothing is quoted,
   * a card may hold line breaks, and a record's "line" is its position.
   */
  newline?: string;
  quoteChar?: string | false;
  /** Lines starting with `#` are comments (Anki's text export and its header lines). */
  comments?: boolean;
  /** Only the first delimiter separates: the rest stays in the second cell (Quizlet's unquoted comma). */
  splitOnce?: boolean;
}

/**
 * Reads a spreadsheet file's text into records; blank records are left out, a title row is kept
 * (sheet-columns.ts tells it). A `.tsv` is often written without quoting (Quizlet's export): if
 * quotes do not pair up there, the file is read again with `"` as an ordinary character. Reading
 * stops once there are more than `maxRecords` (`complete` is then false): a file far over the
 * plan's limit costs no more than one just over it.
 */
export function readCsvRecords(
  text: string,
  format: 'csv' | 'tsv',
  maxRecords = Infinity,
): { records: CsvRecord[]; complete: boolean } {
  return readDelimitedRecords(text, { delimiter: format === 'tsv' ? '\t' : guessDelimiter(text) }, maxRecords);
}

/** `readCsvRecords` with a known layout; a tab-separated text falls back to no quoting as above. */
export function readDelimitedRecords(
  text: string,
  layout: DelimitedLayout,
  maxRecords = Infinity,
): { records: CsvRecord[]; complete: boolean } {
  // One more than the limit tells "too many"; one more again in case the first is a title row.
  const keep = maxRecords + 2;
  if (layout.newline) return splitRecords(text, layout.newline, layout.delimiter, keep);
  let records = parseRecords(text, layout, keep);
  if (layout.delimiter === '\t' && layout.quoteChar === undefined && records.some((record) => record.quotesBroken))
    records = parseRecords(text, { ...layout, quoteChar: false }, keep);
  return { records, complete: records.length < keep };
}

function splitRecords(text: string, newline: string, delimiter: string, keep: number) {
  const records: CsvRecord[] = [];
  for (const [index, piece] of text.split(newline).entries()) {
    if (records.length >= keep) break;
    if (piece.trim() !== '') records.push({ line: index + 1, cells: piece.split(delimiter) });
  }
  return { records, complete: records.length < keep };
}

function parseRecords(text: string, layout: DelimitedLayout, keep: number): CsvRecord[] {
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: layout.delimiter,
    // A character no text holds stands for "no quoting".
    quoteChar: layout.quoteChar === false ? '\u0000' : (layout.quoteChar ?? '"'),
    ...(layout.comments ? { comments: '#' } : {}),
    step: (row, parser) => {
      if (records.length >= keep) return parser.abort();
      const end = row.meta.cursor;
      const split =
        layout.splitOnce && row.data.length > 2
          ? [row.data[0] ?? '', row.data.slice(1).join(layout.delimiter)]
          : row.data;
      const cells = split.map((cell) => cell.replace(ESCAPED_FORMULA, ''));
      const quotesBroken = row.errors.some((error) => error.type === 'Quotes');
      if (quotesBroken || cells.some((cell) => cell.trim() !== '')) records.push({ line, cells, quotesBroken });
      line += lineBreaks(text, start, end);
      start = end;
    },
  });
  return records;
}

/**
 * Papaparse's guess over the first rows (blank lines left out of the guess only). It needs
 * every row split alike; when rows differ (one lacks its answer), the separator found in the
 * most of those lines is taken instead.
 */
function guessDelimiter(text: string): string {
  const sample = Papa.parse<string[]>(text, {
    delimitersToGuess: CSV_DELIMITERS,
    skipEmptyLines: 'greedy',
    preview: GUESS_ROWS,
  });
  if (!sample.errors.some((error) => error.code === 'UndetectableDelimiter')) return sample.meta.delimiter;
  const lines = text
    .split(LINE_BREAK, GUESS_ROWS * 4)
    .filter((line) => line.trim() !== '')
    .slice(0, GUESS_ROWS);
  const rowsWith = (delimiter: string) => lines.filter((line) => line.includes(delimiter)).length;
  return CSV_DELIMITERS.reduce((best, delimiter) => (rowsWith(delimiter) > rowsWith(best) ? delimiter : best));
}

/**
 * Spreadsheet files are often not UTF-8: Excel's plain "CSV" writes Windows-1252. Bytes that are
 * not valid UTF-8 are read as Windows-1252, which every byte sequence is, so umlauts survive.
 */
export function decodeSpreadsheetText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Column titles of the `.csv` export, recognised again on upload. */
export const CSV_EXPORT_TITLES = ['Frage', 'Antwort'] as const;

/**
 * Cells a spreadsheet could run as a formula (decision 0041): starting with `=`, `+`, `@`, a tab or
 * CR; or with `-` unless a word or a space follows (a vocabulary dash, `-ung`) or it is a plain
 * number (`-3`). A `-` cell that calls a function (`-HYPERLINK(`) or another program (`-cmd|`) is
 * always caught, whatever follows the dash.
 */
export const CSV_FORMULA_RISK = /^(?:[=+@\t\r]|-(?![\p{L}\s]|\d+(?:[.,]\d+)?$)|-.*(?:\||[\p{L}\p{N}_.]\())/su;

/**
 * Writes exercises as a `.csv` file: a title row, then question, answer and alternatives per row,
 * separated by `;` (what Excel expects in Switzerland), with a BOM so Excel reads UTF-8. Cells that
 * a spreadsheet could run as formulas (CSV_FORMULA_RISK) get a leading apostrophe, which the upload
 * removes again; no other cell gets one.
 */
export function exportLearnsetCsv(
  exercises: ReadonlyArray<{ question: string; answer: string; answers: readonly string[] }>,
): string {
  const most = Math.max(0, ...exercises.map((exercise) => exercise.answers.length));
  const titles = [...CSV_EXPORT_TITLES, ...Array.from({ length: most }, (_, i) => `Alternative ${i + 1}`)];
  const rows = exercises.map(({ question, answer, answers }) => [question, answer, ...answers]);
  const body = Papa.unparse([titles, ...rows], { delimiter: ';', newline: '\r\n', escapeFormulae: CSV_FORMULA_RISK });
  return `\uFEFF${body}\r\n`;
}
