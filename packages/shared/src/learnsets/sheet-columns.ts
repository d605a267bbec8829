import { SINGLE_LINE_CHECK } from '../format/plain-text';
import { z } from 'zod';
import { LEARNSET_FILE_LIMITS } from './file-messages';

/**
 * Which columns of a spreadsheet (0-based) make the cards, and whether its first row holds
 * column titles. The upload page lets the pupil choose them; without a choice (SPEC's form, old
 * clients) `suggestSheetColumns` decides (decision 0041).
 */
export interface SheetColumns {
  header: boolean;
  question: number;
  answer: number;
  alternatives: number[];
}

export const SHEET_COLUMNS_MESSAGE =
  'Die Spaltenwahl ist ungültig: Frage und Antwort brauchen je eine eigene Spalte, und keine Spalte darf doppelt gewählt sein.';
const invalid = { error: SHEET_COLUMNS_MESSAGE };

/** Columns of a sheet that are read; cells further right are left out (a card needs a few). */
export const MAX_SHEET_COLUMNS = 1024;
const column = z
  .int(invalid)
  .min(0, invalid)
  .max(MAX_SHEET_COLUMNS - 1, invalid);

export const SheetColumnsSchema = z
  .object(
    {
      header: z.boolean(invalid),
      question: column,
      answer: column,
      alternatives: z.array(column, invalid).max(LEARNSET_FILE_LIMITS.maxAlternatives, invalid),
    },
    invalid,
  )
  .refine(
    ({ question, answer, alternatives }) =>
      new Set([question, answer, ...alternatives]).size === alternatives.length + 2,
    invalid,
  );

/**
 * The upload form's optional `sheet_columns` field: the choice as JSON text, e.g.
 * `{"header":true,"question":0,"answer":2,"alternatives":[3]}`.
 */
export const SheetColumnsFieldSchema = z
  .string(invalid)
  .check(SINGLE_LINE_CHECK)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: SHEET_COLUMNS_MESSAGE });
      return z.NEVER;
    }
  })
  .pipe(SheetColumnsSchema);

/** A column as a spreadsheet names it: A, B, …, Z, AA, AB, … */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// Titles compared in lower case, without a trailing number or colon ("Alternative 2", "Frage:").
const QUESTION_TITLES = ['frage', 'fragen', 'question', 'begriff', 'term', 'vorderseite', 'front', 'wort', 'word'];
const ANSWER_TITLES = ['antwort', 'antworten', 'answer', 'definition', 'rückseite', 'back', 'lösung', 'bedeutung'];
const ALTERNATIVE_TITLES = ['alternative', 'alternativen', 'weitere antwort', 'synonym', 'synonyme', 'auch richtig'];
/** Languages head vocabulary lists ("Deutsch; Französisch"): either side may be the question. */
const LANGUAGE_TITLES = [
  'deutsch',
  'englisch',
  'französisch',
  'italienisch',
  'spanisch',
  'latein',
  'romanisch',
  'griechisch',
  'german',
  'english',
  'french',
  'français',
  'italiano',
  'español',
  'latin',
];
/** Columns that other programs add beside the cards and that are never an answer. */
const OTHER_TITLES = [
  'tags',
  'tag',
  'schlagwörter',
  'id',
  'guid',
  'nr',
  'nr.',
  'nummer',
  'notiz',
  'notizen',
  'notes',
  'note',
  'deck',
  'stapel',
  'notetype',
  'notiztyp',
  'kategorie',
  'category',
  'thema',
  'lektion',
  'kapitel',
  'unit',
  'seite',
  'bemerkung',
  'kommentar',
  'comment',
  'beispiel',
  'beispielsatz',
  'example',
  'bild',
  'image',
];

type TitleKind = 'question' | 'answer' | 'alternative' | 'language' | 'other';
const TITLE_KINDS = new Map<string, TitleKind>([
  ...QUESTION_TITLES.map((title) => [title, 'question'] as const),
  ...ANSWER_TITLES.map((title) => [title, 'answer'] as const),
  ...ALTERNATIVE_TITLES.map((title) => [title, 'alternative'] as const),
  ...LANGUAGE_TITLES.map((title) => [title, 'language'] as const),
  ...OTHER_TITLES.map((title) => [title, 'other'] as const),
]);

/** Titles are short: a longer cell is text, and its trailing characters are not looked at. */
const MAX_TITLE_LENGTH = 40;

function titleKind(cell: string | undefined): TitleKind | undefined {
  const title = (cell ?? '').trim().toLowerCase();
  if (title.length > MAX_TITLE_LENGTH) return undefined;
  let end = title.length;
  while (end > 0 && /[\s:\d]/.test(title.charAt(end - 1))) end--;
  return TITLE_KINDS.get(title.slice(0, end));
}

const INTEGER = /^\s*\d+\s*$/;

/** A column of row numbers (1, 2, 3 …): a list's numbering, not an answer. */
function isNumbering(rows: readonly (readonly string[])[], index: number): boolean {
  const values = rows.map((cells) => cells[index] ?? '');
  if (values.length < 2 || !values.every((value) => INTEGER.test(value))) return false;
  return values.every((value, i) => i === 0 || Number(value) > Number(values[i - 1]));
}

/**
 * Whether the first row holds column titles: all its filled cells are known titles (at least two
 * of them), or it has text above a column of row numbers ("Nr." over 1, 2, 3). A set that starts
 * with the card "Deutsch; Englisch" is taken for titles; the upload page shows it and lets the
 * pupil say otherwise.
 */
export function detectHeaderRow(rows: readonly (readonly string[])[]): boolean {
  const [first, ...rest] = rows;
  if (!first) return false;
  const filled = first.filter((cell) => cell.trim() !== '');
  if (filled.length >= 2 && filled.every((cell) => titleKind(cell) !== undefined)) return true;
  const sample = rest.slice(0, 200);
  return first.some((cell, index) => cell.trim() !== '' && !INTEGER.test(cell) && isNumbering(sample, index));
}

/**
 * The columns taken when nobody chose: the question and answer titles where there are some, else
 * the first two columns that are not numbering or known side columns (tags, ids, notes). Further
 * columns are alternatives only when their title says so or, without titles, when they are not
 * numbering: an unknown titled column ("Beispielsatz") is left out rather than accepted as an answer.
 */
export function suggestSheetColumns(
  rows: readonly (readonly string[])[],
  header = detectHeaderRow(rows),
  skipped: readonly number[] = [],
): SheetColumns {
  const width = Math.max(0, ...rows.slice(0, 200).map((cells) => cells.length));
  const titles = header ? (rows[0] ?? []) : [];
  const body = rows.slice(header ? 1 : 0, 201);
  const indexes = Array.from({ length: width }, (_, i) => i).filter(
    (i) => !skipped.includes(i) && titleKind(titles[i]) !== 'other' && !isNumbering(body, i),
  );
  const titled = (kind: TitleKind) => indexes.find((i) => titleKind(titles[i]) === kind);
  const question = titled('question') ?? indexes.find((i) => titleKind(titles[i]) !== 'answer') ?? 0;
  const answer = titled('answer') ?? indexes.find((i) => i !== question) ?? (question === 0 ? 1 : 0);
  const alternatives = indexes
    .filter((i) => i !== question && i !== answer)
    .filter((i) => !header || titleKind(titles[i]) === 'alternative' || titleKind(titles[i]) === 'answer')
    .slice(0, LEARNSET_FILE_LIMITS.maxAlternatives);
  return { header, question, answer, alternatives };
}

/** One row's card by the columns: the answer is undefined when the row is too short for it. */
export function cardCells(
  cells: readonly string[],
  columns: SheetColumns,
): { question: string; answer: string | undefined; answers: string[] } {
  return {
    question: cells[columns.question] ?? '',
    answer: cells[columns.answer],
    answers: columns.alternatives.map((index) => cells[index] ?? '').filter((cell) => cell.trim() !== ''),
  };
}
