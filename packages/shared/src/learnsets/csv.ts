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

/**
 * Header cells that mark the first row as column titles, compared in lower case. Only a first row
 * whose first two cells are a question and an answer title is skipped, so a set that happens to
 * start with the exercise "Frage; Antwort" is rare enough to accept.
 */
const QUESTION_TITLES = new Set(['frage', 'fragen', 'question', 'begriff', 'term', 'vorderseite', 'front']);
const ANSWER_TITLES = new Set(['antwort', 'antworten', 'answer', 'definition', 'rückseite', 'back', 'lösung']);

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

/**
 * Reads a spreadsheet file's text into records; blank records and a title row are left out.
 * A `.tsv` is often written without quoting (Quizlet's export): if quotes do not pair up there,
 * the file is read again with `"` as an ordinary character. Reading stops once there are more than
 * `maxRecords` (`complete` is then false): a file far over the plan's limit costs no more than one
 * just over it.
 */
export function readCsvRecords(
  text: string,
  format: 'csv' | 'tsv',
  maxRecords = Infinity,
): { records: CsvRecord[]; complete: boolean } {
  // One more than the limit tells "too many"; one more again in case the first is a title row.
  const keep = maxRecords + 2;
  let records =
    format === 'tsv' ? parseRecords(text, '\t', '"', keep) : parseRecords(text, guessDelimiter(text), '"', keep);
  if (format === 'tsv' && records.some((record) => record.quotesBroken))
    records = parseRecords(text, '\t', '\u0000', keep);
  const complete = records.length < keep;
  const first = records[0];
  if (first && isTitleRow(first.cells)) records.shift();
  return { records, complete };
}

function parseRecords(text: string, delimiter: string, quoteChar: string, keep: number): CsvRecord[] {
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter,
    quoteChar,
    step: (row, parser) => {
      if (records.length >= keep) return parser.abort();
      const end = row.meta.cursor;
      const cells = row.data.map((cell) => cell.replace(ESCAPED_FORMULA, ''));
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

function isTitleRow(cells: readonly string[]): boolean {
  const title = (index: number) => (cells[index] ?? '').trim().toLowerCase();
  return QUESTION_TITLES.has(title(0)) && ANSWER_TITLES.has(title(1));
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
 * Writes exercises as a `.csv` file: a title row, then question, answer and alternatives per row,
 * separated by `;` (what Excel expects in Switzerland), with a BOM so Excel reads UTF-8. Cells that
 * a spreadsheet would run as formulas get a leading apostrophe, which the upload removes again.
 */
export function exportLearnsetCsv(
  exercises: ReadonlyArray<{ question: string; answer: string; answers: readonly string[] }>,
): string {
  const most = Math.max(0, ...exercises.map((exercise) => exercise.answers.length));
  const titles = [...CSV_EXPORT_TITLES, ...Array.from({ length: most }, (_, i) => `Alternative ${i + 1}`)];
  const rows = exercises.map(({ question, answer, answers }) => [question, answer, ...answers]);
  const body = Papa.unparse([titles, ...rows], { delimiter: ';', newline: '\r\n', escapeFormulae: true });
  return `\uFEFF${body}\r\n`;
}
