import type { PastedRow } from '@app/shared/learnsets/editor/paste';

/** One row of the editor as typed; `key` is the browser's, `id_` the stored exercise's (if any). */
export interface EditorRow {
  key: string;
  id_?: string;
  question: string;
  answer: string;
  /** Alternative answers, in order, as typed (blank ones are dropped on saving). */
  answers: string[];
  /** The weight as typed, e.g. '1,5'; empty means the default 1. */
  frequency: string;
  /** Image ids of the card, carried through unchanged so an edit never drops them. */
  question_image?: string | null;
  answer_image?: string | null;
}

/** A field of a row that a keystroke changes. */
export type RowTextField = 'question' | 'answer' | 'frequency';

export type RowAction =
  | { type: 'change'; key: string; field: RowTextField; value: string }
  | { type: 'changeAlternative'; key: string; index: number; value: string }
  | { type: 'addAlternative'; key: string }
  | { type: 'removeAlternative'; key: string; index: number }
  | { type: 'insert'; at: number; rows: EditorRow[] }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number }
  | { type: 'replaceAll'; rows: EditorRow[] }
  | { type: 'setImage'; key: string; side: 'question' | 'answer'; image: string | null };

let counter = 0;
/** A key no other row of this page has. */
export const newRowKey = (): string => `r${(++counter).toString(36)}`;

export const emptyRow = (): EditorRow => ({ key: newRowKey(), question: '', answer: '', answers: [], frequency: '' });

/** Rows from stored exercises (the edit page) or from a pasted block. */
export function rowFromExercise(exercise: {
  id_?: string;
  question: string;
  answer: string;
  answers: readonly string[];
  frequency?: number;
  question_image?: string | null;
  answer_image?: string | null;
}): EditorRow {
  return {
    key: newRowKey(),
    id_: exercise.id_,
    question: exercise.question,
    answer: exercise.answer,
    answers: [...exercise.answers],
    frequency: exercise.frequency === undefined || exercise.frequency === 1 ? '' : formatWeight(exercise.frequency),
    question_image: exercise.question_image ?? null,
    answer_image: exercise.answer_image ?? null,
  };
}

export const rowsFromPaste = (pasted: readonly PastedRow[]): EditorRow[] => pasted.map(rowFromExercise);

/** A weight as a Swiss German reader writes it: 1,5. */
const formatWeight = (weight: number): string => String(weight).replace('.', ',');

/** True when nothing was typed into the row (it is left out on saving). */
export function isBlankRow(row: EditorRow): boolean {
  return (
    row.question.trim() === '' &&
    row.answer.trim() === '' &&
    row.frequency.trim() === '' &&
    row.answers.every((a) => a.trim() === '') &&
    !row.question_image &&
    !row.answer_image
  );
}

/** Only the row with `key` becomes a new object: the other rows' memoised components stay as they are. */
function update(rows: EditorRow[], key: string, change: (row: EditorRow) => EditorRow): EditorRow[] {
  const index = rows.findIndex((row) => row.key === key);
  if (index < 0) return rows;
  const next = rows.slice();
  next[index] = change(rows[index] as EditorRow);
  return next;
}

/** The editor's reducer: one keystroke touches one row. */
export function rowsReducer(rows: EditorRow[], action: RowAction): EditorRow[] {
  switch (action.type) {
    case 'change':
      return update(rows, action.key, (row) => ({ ...row, [action.field]: action.value }));
    case 'changeAlternative':
      return update(rows, action.key, (row) => ({
        ...row,
        answers: row.answers.map((a, i) => (i === action.index ? action.value : a)),
      }));
    case 'addAlternative':
      return update(rows, action.key, (row) => ({ ...row, answers: [...row.answers, ''] }));
    case 'removeAlternative':
      return update(rows, action.key, (row) => ({ ...row, answers: row.answers.filter((_, i) => i !== action.index) }));
    case 'insert': {
      const at = Math.max(0, Math.min(action.at, rows.length));
      return [...rows.slice(0, at), ...action.rows, ...rows.slice(at)];
    }
    case 'remove': {
      const next = rows.filter((row) => row.key !== action.key);
      // The editor always has a row to type into.
      return next.length > 0 ? next : [emptyRow()];
    }
    case 'move': {
      const from = rows.findIndex((row) => row.key === action.key);
      const to = Math.max(0, Math.min(action.to, rows.length - 1));
      if (from < 0 || from === to) return rows;
      const next = rows.slice();
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved as EditorRow);
      return next;
    }
    case 'replaceAll':
      return action.rows.length > 0 ? action.rows : [emptyRow()];
    case 'setImage':
      return update(rows, action.key, (row) => ({ ...row, [`${action.side}_image`]: action.image }));
  }
}

/**
 * A row as the editor calls send it. The weight is read with a decimal comma or point; a text that
 * is no number is sent as it is, so the shared schema answers with its message for the weight.
 */
export function rowToExercise(row: EditorRow) {
  const weight = row.frequency.trim();
  const number = Number(weight.replace(',', '.'));
  return {
    ...(row.id_ ? { id_: row.id_ } : {}),
    question: row.question,
    answer: row.answer,
    answers: row.answers.filter((a) => a.trim() !== ''),
    frequency: weight === '' ? 1 : Number.isFinite(number) ? number : weight,
    ...(row.question_image ? { question_image: row.question_image } : {}),
    ...(row.answer_image ? { answer_image: row.answer_image } : {}),
  };
}
