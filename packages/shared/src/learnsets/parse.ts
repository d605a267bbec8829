import { isAnkiFile } from './anki-texts';
import { LearnsetFileItemSchema, type ParsedExercise } from './file-item-schema';
import { LEARNSET_FILE_EXTENSIONS, LEARNSET_FILE_MESSAGES as M, type LearnsetFileFormat } from './file-messages';
import { cardCells, columnLetter, type SheetColumns } from './sheet-columns';
import { readSheetFile, type Sheet, suggestColumnsFor } from './sheet-read';

export type LearnsetParseResult = { ok: true; exercises: ParsedExercise[] } | { ok: false; message: string };

/** How a table file is read beyond what the file says. */
export interface LearnsetParseOptions {
  /** The pupil's choice on the upload page; without it `suggestSheetColumns` decides. */
  columns?: SheetColumns;
  /** Turns an HTML cell (Anki's `#html:true`) into text; without it the cell is kept as written. */
  htmlToText?: (html: string) => string;
}
type ItemResult = { ok: true; exercise: ParsedExercise } | { ok: false; message: string };
interface Line {
  /** 1-based, counting blank lines too, as an editor shows it. */
  number: number;
  text: string;
}

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** The learning-set format named by a file's extension (case-insensitive), or undefined. */
export function learnsetFileFormat(fileName: string): LearnsetFileFormat | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return LEARNSET_FILE_EXTENSIONS.find((known) => known === extension);
}

/** Checks one raw item against the shared schema; the message is its first problem, without location. */
export function validateLearnsetItem(raw: unknown): ItemResult {
  const result = LearnsetFileItemSchema.safeParse(raw);
  if (result.success) return { ok: true, exercise: result.data };
  return fail(result.error.issues[0]?.message ?? M.itemNotObject);
}

/**
 * Reads an uploaded learning set (`.txt`, `.json` or `.jsonl`, SPEC §9, a `.csv`/`.tsv`/`.xlsx`/
 * `.ods` spreadsheet, or a `.txt` exported by Anki or Quizlet) into exercises. Text must be UTF-8
 * (spreadsheets may also be Windows-1252); a leading BOM and CRLF/CR line ends are accepted. The
 * first problem found is returned as a German message naming the line (txt, jsonl, tables) or
 * entry (json). Anki packages (`.apkg`) need SQLite and are read by the server's parse worker.
 * @param maxItems the uploader's plan limit (`Plan.maxLearnsetItems`)
 */
export function parseLearnsetFile(
  fileName: string,
  bytes: Uint8Array,
  maxItems: number,
  options: LearnsetParseOptions = {},
): LearnsetParseResult {
  const format = learnsetFileFormat(fileName);
  if (!format || isAnkiFile(format)) return fail(M.unsupportedFormat);
  const sheet = readSheetFile(format, bytes, maxItems);
  if (sheet) return sheet.ok ? parseSheet(sheet.sheet, maxItems, options) : sheet;
  let text: string;
  try {
    // ignoreBOM stays false, so the decoder itself drops one leading BOM.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(M.notUtf8);
  }
  if (format === 'json') return parseJson(text, maxItems);
  return parseLines(nonBlankLines(text), maxItems, format === 'txt' ? txtLineToItem : jsonlLineToItem);
}

function nonBlankLines(text: string): Line[] {
  const lines: Line[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() !== '') lines.push({ number: index + 1, text: line });
  });
  return lines;
}

/** Counted before validating anything, so an oversized file is refused cheaply. */
function countProblem(count: number, maxItems: number): string | undefined {
  if (count === 0) return M.empty;
  if (count > maxItems) return M.tooMany(count, maxItems);
  return undefined;
}

function parseLines(lines: Line[], maxItems: number, toItem: (text: string) => ItemResult): LearnsetParseResult {
  const problem = countProblem(lines.length, maxItems);
  if (problem) return fail(problem);
  const exercises: ParsedExercise[] = [];
  for (const line of lines) {
    const item = toItem(line.text);
    if (!item.ok) return fail(M.atLine(line.number, item.message));
    exercises.push(item.exercise);
  }
  return { ok: true, exercises };
}

/** `question; answer; alternative; …` — commas stay inside their field. */
function txtLineToItem(text: string): ItemResult {
  const [question, answer, ...answers] = text.split(';');
  if (answer === undefined) return fail(text.includes('\t') ? M.txtTabSeparated : M.txtMissingSeparator);
  return validateLearnsetItem({ question, answer, answers });
}

/**
 * The cards of a table: the chosen (or suggested) question, answer and alternative columns of each
 * record after the title row. Empty alternative cells (a spreadsheet's unused columns) are no
 * alternatives.
 */
function parseSheet(sheet: Sheet, maxItems: number, options: LearnsetParseOptions): LearnsetParseResult {
  if (!sheet.complete) return fail(M.tooManyAtLeast(maxItems));
  const columns = options.columns ?? suggestColumnsFor(sheet);
  const records = columns.header ? sheet.records.slice(1) : sheet.records;
  const problem = countProblem(records.length, maxItems);
  if (problem) return fail(problem);
  const text = (cell: string) => (sheet.html && options.htmlToText ? options.htmlToText(cell) : cell);
  const exercises: ParsedExercise[] = [];
  for (const { line, cells, quotesBroken } of records) {
    if (quotesBroken) return fail(M.atLine(line, M.csvQuotes));
    const { question, answer, answers } = cardCells(cells, columns);
    if (answer === undefined) {
      const isDefault = columns.question === 0 && columns.answer === 1;
      return fail(
        M.atLine(line, isDefault ? M.csvMissingAnswer : M.missingAnswerInColumn(columnLetter(columns.answer))),
      );
    }
    const item = validateLearnsetItem({ question: text(question), answer: text(answer), answers: answers.map(text) });
    if (!item.ok) return fail(M.atLine(line, item.message));
    exercises.push(item.exercise);
  }
  return { ok: true, exercises };
}

function jsonlLineToItem(text: string): ItemResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail(M.jsonlSyntax);
  }
  return validateLearnsetItem(raw);
}

function parseJson(text: string, maxItems: number): LearnsetParseResult {
  if (text.trim() === '') return fail(M.empty);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return fail(M.jsonSyntax(jsonErrorLocation(error, text)));
  }
  if (!Array.isArray(raw)) return fail(M.jsonNotArray);
  const problem = countProblem(raw.length, maxItems);
  if (problem) return fail(problem);
  const exercises: ParsedExercise[] = [];
  for (const [index, element] of raw.entries()) {
    const item = validateLearnsetItem(element);
    if (!item.ok) return fail(M.atItem(index + 1, item.message));
    exercises.push(item.exercise);
  }
  return { ok: true, exercises };
}

/**
 * Where JSON.parse stopped. Engines word this differently: V8 says `position N` (newer V8 also
 * `line L column C`), Firefox `at line L column C`; Safari says neither, so the location is optional.
 */
export function jsonErrorLocation(error: unknown, text: string): { line: number; column: number } | undefined {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/i.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/i.exec(message);
  if (!position) return undefined;
  const before = text.slice(0, Number(position[1]));
  const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
  return { line: before.split(/\r\n|\r|\n/).length, column: before.length - lineStart + 1 };
}
