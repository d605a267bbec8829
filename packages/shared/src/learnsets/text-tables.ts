// No zod here: the upload page runs this in the browser for its preview.
import type { DelimitedLayout } from './csv';

/** A `.txt` that is a table rather than SPEC's `question; answer` lines, and how to read it. */
export interface TextTable {
  layout: DelimitedLayout;
  /** Columns (0-based) that the file itself marks as no card text: Anki's tags, guid, deck, note type. */
  skipped: number[];
  /** Anki's `#columns:` titles, which stand in for a title row. */
  titles?: string[];
  /** Anki's `#html:true`: the cells are HTML. */
  html: boolean;
  /** Who wrote it, for the upload page's hint. */
  source: 'anki' | 'quizlet';
}

/** Anki's names of its separators (`#separator:tab`); a single character may stand for itself. */
const ANKI_SEPARATORS: Record<string, string> = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
  space: ' ',
  pipe: '|',
  colon: ':',
};
/** Header lines naming a column (1-based) that holds no card text. */
const ANKI_META_COLUMNS = ['tags column', 'guid column', 'deck column', 'notetype column'];

const LINE_BREAK = /\r\n|\r|\n/;
/** Lines looked at to recognise a table; an export is alike throughout. */
const SAMPLE_LINES = 200;

/** Keys of Anki's header lines (`rslib/src/import_export/text/csv/metadata.rs`). */
const ANKI_KEYS = new Set([
  'separator',
  'html',
  'tags',
  'columns',
  'notetype',
  'deck',
  'match scope',
  'if matches',
  ...ANKI_META_COLUMNS,
]);

/** Anki's `#key:value` lines (and `# comments`) at the start of a text export; undefined without any. */
function ankiHeader(lines: readonly string[]): Map<string, string> | undefined {
  const header = new Map<string, string>();
  for (const line of lines) {
    if (!line.startsWith('#')) break;
    const colon = line.indexOf(':');
    if (colon > 0) header.set(line.slice(1, colon).trim().toLowerCase(), line.slice(colon + 1));
  }
  return lines[0]?.startsWith('#') ? header : undefined;
}

function ankiSeparator(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const name = value.trim().toLowerCase();
  return ANKI_SEPARATORS[name] ?? (value.length === 1 ? value : undefined);
}

function ankiTable(header: Map<string, string>, dataLines: readonly string[]): TextTable {
  const delimiter =
    ankiSeparator(header.get('separator')) ??
    // Anki guesses as this does: the first of its separators found in the text.
    ['\t', ';', ','].find((candidate) => dataLines.some((line) => line.includes(candidate))) ??
    '\t';
  const skipped = ANKI_META_COLUMNS.map((key) => Number(header.get(key)?.trim()))
    .filter((column) => Number.isInteger(column) && column > 0)
    .map((column) => column - 1);
  const columns = header.get('columns');
  return {
    layout: { delimiter, comments: true },
    skipped,
    ...(columns === undefined ? {} : { titles: columns.split(delimiter) }),
    html: header.get('html')?.trim().toLowerCase() === 'true',
    source: 'anki',
  };
}

/**
 * Tells a `.txt` table (decision 0041): Anki's text export (`#separator:tab`, `#html:false`,
 * `#tags column:3` … then one note per line) or Quizlet's export saved as a file, with the
 * separators its dialog offers: a tab between term and definition with a line break or `;` between
 * cards, or a comma with line breaks (then the first comma separates, as Quizlet never quotes).
 * Anything else is SPEC's `question; answer` text (undefined).
 */
export function detectTextTable(text: string): TextTable | undefined {
  const lines = text.replace(/^\uFEFF/, '').split(LINE_BREAK, SAMPLE_LINES * 2);
  const header = ankiHeader(lines);
  const dataLines = lines.filter((line) => line.trim() !== '' && !line.startsWith('#')).slice(0, SAMPLE_LINES);
  if (dataLines.length === 0) return undefined;
  // A `#` line is Anki's when it names a known key, or when most lines below have tabs (a commented
  // export, a broken row among them); SPEC's text may start with `#1 Frage; Antwort`.
  const withTabs = dataLines.filter((line) => line.includes('\t')).length;
  const namesAnkiKey = header && [...header.keys()].some((key) => ANKI_KEYS.has(key));
  if (header && (namesAnkiKey || withTabs * 2 > dataLines.length)) return ankiTable(header, dataLines);
  const tabbed = withTabs === dataLines.length;
  const quizlet = (layout: DelimitedLayout): TextTable => ({ layout, skipped: [], html: false, source: 'quizlet' });
  // `;` between cards: one tab in every card, and more cards than lines (a card may hold a line break).
  const cards = text.split(';', SAMPLE_LINES).filter((card) => card.trim() !== '');
  if (cards.length > dataLines.length && cards.every((card) => card.split('\t').length === 2))
    return quizlet({ delimiter: '\t', newline: ';' });
  if (tabbed) return quizlet({ delimiter: '\t', quoteChar: false });
  if (dataLines.every((line) => line.includes(',') && !line.includes(';')))
    return {
      layout: { delimiter: ',', quoteChar: false, splitOnce: true },
      skipped: [],
      html: false,
      source: 'quizlet',
    };
  return undefined;
}
