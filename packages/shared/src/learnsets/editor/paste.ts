// No zod here: the editor's paste preview runs on every change of the separator choice.

/** How a pasted block is cut: between cells, and between rows (`null`: at every line break). */
export interface PasteSeparators {
  field: string;
  row: string | null;
}

/** One row of a pasted block as the editor takes it: first cell, second cell, the rest. */
export interface PastedRow {
  question: string;
  answer: string;
  /** Further non-empty cells, as alternative answers. */
  answers: string[];
}

const QUOTE = '"';

/** Length of the row break at `i` (0 if none): the chosen separator, or \r\n, \n, \r. */
function rowBreakAt(text: string, i: number, row: string | null): number {
  if (row !== null) return row !== '' && text.startsWith(row, i) ? row.length : 0;
  const c = text[i];
  if (c === '\r') return text[i + 1] === '\n' ? 2 : 1;
  return c === '\n' ? 1 : 0;
}

/**
 * A quoted cell starting at `start` (on its opening quote): its text (`""` read as `"`) and where
 * it ends, or undefined when the closing quote is missing or not followed by a separator, a row
 * break or the end. Then the quote is just a character (Quizlet never quotes: `"Hallo" sagen`).
 */
function quotedCell(text: string, start: number, seps: PasteSeparators): { value: string; end: number } | undefined {
  let value = '';
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf(QUOTE, from);
    if (quote < 0) return undefined;
    value += text.slice(from, quote);
    if (text[quote + 1] === QUOTE) {
      value += QUOTE;
      from = quote + 2;
      continue;
    }
    const end = quote + 1;
    const closes = end === text.length || text.startsWith(seps.field, end) || rowBreakAt(text, end, seps.row) > 0;
    return closes ? { value, end } : undefined;
  }
}

/**
 * Splits a pasted block into rows of cells: a spreadsheet's copy (tab-separated, a cell with a line
 * break, tab or quote comes in quotes with `""` for a quote) as well as a Quizlet export with its
 * default or custom separators. Quotes are honoured only around a whole cell; anywhere else they are
 * text. Line breaks may be \r\n, \n or \r, mixed. Rows whose cells are all blank are left out.
 */
export function splitPastedBlock(text: string, seps: PasteSeparators): string[][] {
  if (seps.field === '') return splitPastedBlock(text, { ...seps, field: '\t' });
  const rows: string[][] = [];
  let cells: string[] = [];
  let i = 0;
  const endRow = () => {
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
    cells = [];
  };
  while (i <= text.length) {
    let value: string;
    const quoted = text[i] === QUOTE ? quotedCell(text, i, seps) : undefined;
    if (quoted) {
      value = quoted.value;
      i = quoted.end;
    } else {
      const start = i;
      while (i < text.length && !text.startsWith(seps.field, i) && rowBreakAt(text, i, seps.row) === 0) i++;
      value = text.slice(start, i);
    }
    cells.push(value);
    if (i >= text.length) break;
    if (text.startsWith(seps.field, i)) {
      i += seps.field.length;
      continue;
    }
    i += rowBreakAt(text, i, seps.row);
    endRow();
  }
  endRow();
  return rows;
}

/** Rows of cells as exercises: trimmed; from the third cell on, the non-empty ones are alternatives. */
export function toPastedRows(rows: readonly string[][]): PastedRow[] {
  return rows.map(([question = '', answer = '', ...rest]) => ({
    question: question.trim(),
    answer: answer.trim(),
    answers: rest.map((cell) => cell.trim()).filter((cell) => cell !== ''),
  }));
}

/** `splitPastedBlock` and `toPastedRows` in one. */
export function parsePastedBlock(text: string, seps: PasteSeparators): PastedRow[] {
  return toPastedRows(splitPastedBlock(text, seps));
}

/** Whether pasting `text` into one field is rather a block of rows (offered the preview). */
export function looksLikeBlock(text: string): boolean {
  return /[\t\n\r]/.test(text.trim());
}

/**
 * The separators a block most likely uses: a tab wherever there is one (spreadsheets, Quizlet's
 * default); else ';' or ',' when every line has one (the .txt format, Quizlet's comma); else tab.
 */
export function guessPasteSeparators(text: string): PasteSeparators {
  if (text.includes('\t')) return { field: '\t', row: null };
  const lines = text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 100);
  for (const field of [';', ',']) {
    if (lines.length > 0 && lines.every((line) => line.includes(field))) return { field, row: null };
  }
  return { field: '\t', row: null };
}
