import { ANKI_FILE_EXTENSIONS } from './anki-texts';

/** Caps on an uploaded learning-set file, beyond the plan's item limit (SPEC §9). */
export const LEARNSET_FILE_LIMITS = {
  /** Characters (UTF-16 code units) per question, answer or alternative, after trimming. */
  maxFieldLength: 4096,
  /** Alternative answers per exercise, not counting the model answer. */
  maxAlternatives: 64,
  /** Keeps the learn-mode weights far from overflow; 1 is the default. */
  maxFrequency: 1000,
  /** The database's signed 32-bit integer column. */
  minAutoCheck: -2147483648,
  maxAutoCheck: 2147483647,
} as const;

/** Every uploadable format, told by the file's extension; Anki's files are read by the server alone. */
export const LEARNSET_FILE_EXTENSIONS = [
  'txt',
  'json',
  'jsonl',
  'csv',
  'tsv',
  'xlsx',
  'ods',
  ...ANKI_FILE_EXTENSIONS,
] as const;
export type LearnsetFileFormat = (typeof LEARNSET_FILE_EXTENSIONS)[number];

const L = LEARNSET_FILE_LIMITS;

/** How the messages name a text field: by its German label, as the editor and the help page do. */
export type LearnsetTextField = 'question' | 'answer';
const LABELS: Record<LearnsetTextField, string> = {
  question: 'Die Frage',
  answer: 'Die Antwort',
};
const alternative = (position?: number) =>
  position === undefined ? 'Eine alternative Antwort' : `Die ${position}. alternative Antwort`;

/**
 * Every German message of the learning-set file parser, so routes, forms and tests share the words.
 * Messages about one exercise are prefixed with `atLine` (txt, jsonl) or `atItem` (json).
 */
export const LEARNSET_FILE_MESSAGES = {
  unsupportedFormat:
    'Dieses Dateiformat wird nicht unterstützt. Lernsets können als .txt-, .json-, .jsonl-, .csv- oder .tsv-Datei, ' +
    'als Tabelle (.xlsx, .ods) oder als Anki-Datei (.apkg, .colpkg, .anki2) hochgeladen werden.',
  sheetNotReadable:
    'Die Tabelle kann nicht gelesen werden. Bitte speichern Sie sie in Excel oder LibreOffice erneut als .xlsx, .ods ' +
    'oder .csv (ohne Kennwortschutz) und laden Sie sie dann hoch.',
  sheetTooLarge:
    'Die Tabelle wurde nicht gelesen: entpackt wäre sie ungewöhnlich gross. Bitte speichern Sie nur die Karten ' +
    '(ohne Bilder) in einer neuen Tabelle.',
  /** The chosen answer column is empty in a row, or the row is shorter. */
  missingAnswerInColumn: (column: string) => `Es fehlt die Antwort in Spalte ${column}.`,
  notUtf8: 'Die Datei ist nicht UTF-8-kodiert. Bitte speichern Sie sie als UTF-8 und laden Sie sie erneut hoch.',
  empty: 'Die Datei enthält keine Übungen.',
  tooMany: (count: number, max: number) =>
    `Die Datei enthält ${count} Übungen; mit Ihrem Abo sind höchstens ${max} erlaubt.`,
  /** A spreadsheet is read only until it is over the limit, so its count is not known. */
  tooManyAtLeast: (max: number) =>
    `Die Datei enthält mehr als ${max} Übungen; mit Ihrem Abo sind höchstens ${max} erlaubt.`,
  jsonSyntax: (where?: { line: number; column: number }) =>
    `Die Datei ist kein gültiges JSON${where ? ` (Zeile ${where.line}, Spalte ${where.column})` : ''}. ` +
    'Bitte prüfen Sie Klammern, Kommas und Anführungszeichen.',
  jsonNotArray: 'Die JSON-Datei muss eine Liste von Übungen enthalten, also mit [ beginnen und mit ] enden.',
  jsonlSyntax:
    'Diese Zeile ist kein gültiges JSON. Jede Zeile muss genau ein Objekt wie {"question": "…", "answer": "…"} enthalten.',
  itemNotObject: 'Der Eintrag muss ein Objekt mit "question" und "answer" sein.',
  txtMissingSeparator: 'Es fehlt das Semikolon zwischen Frage und Antwort (Frage; Antwort).',
  txtTabSeparated:
    'Es fehlt das Semikolon zwischen Frage und Antwort (Frage; Antwort). Die Zeile ist mit Tabulatoren getrennt: ' +
    'Speichern Sie eine solche Datei (etwa einen Quizlet-Export) mit der Endung .tsv.',
  csvMissingAnswer: 'Es fehlt die Antwort in der zweiten Spalte (Frage, Antwort, weitere Antworten).',
  csvQuotes:
    'Ein Anführungszeichen ist nicht richtig geschlossen. Ein Feld mit Trennzeichen oder Zeilenumbrüchen steht ganz ' +
    'in "…", und ein " darin wird verdoppelt ("").',
  fieldMissing: (field: LearnsetTextField) => `${LABELS[field]} fehlt.`,
  fieldNotText: (field: LearnsetTextField) => `${LABELS[field]} muss ein Text sein.`,
  fieldEmpty: (field: LearnsetTextField) => `${LABELS[field]} ist leer.`,
  fieldTooLong: (field: LearnsetTextField) => `${LABELS[field]} ist länger als ${L.maxFieldLength} Zeichen.`,
  answersNotList: 'Die alternativen Antworten müssen eine Liste von Texten sein.',
  tooManyAlternatives: `Es sind höchstens ${L.maxAlternatives} alternative Antworten erlaubt.`,
  alternativeNotText: (position?: number) => `${alternative(position)} muss ein Text sein.`,
  alternativeEmpty: (position?: number) => `${alternative(position)} ist leer.`,
  alternativeTooLong: (position?: number) => `${alternative(position)} ist länger als ${L.maxFieldLength} Zeichen.`,
  frequencyInvalid: `Die Gewichtung muss eine Zahl grösser als 0 und höchstens ${L.maxFrequency} sein.`,
  autoCheckInvalid: `Der Wert der automatischen Prüfung muss eine ganze Zahl zwischen ${L.minAutoCheck} und ${L.maxAutoCheck} sein.`,
  atLine: (line: number, message: string) => `Zeile ${line}: ${message}`,
  atItem: (item: number, message: string) => `Eintrag ${item}: ${message}`,
} as const;
