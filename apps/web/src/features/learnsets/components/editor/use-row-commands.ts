import { type RefObject, useMemo } from 'react';
import type { RowCommands, RowFieldRef } from './editor-row';
import { emptyRow } from './editor-rows';
import type { RowStore } from './row-store';

/** Where the focus goes after the next render: a row's field (the first row when `key` is null). */
export interface FocusRequest {
  key: string | null;
  at: RowFieldRef;
}

/** A block pasted into a field, waiting in the preview. */
export interface PendingPaste {
  text: string;
  /** The row and field it was pasted into (none when opened from the button). */
  key?: string;
  target?: HTMLInputElement | HTMLTextAreaElement;
  selection?: [number, number];
}

/** The row element (the first row when `key` is null). */
const rowOf = (list: HTMLElement, key: string | null) =>
  key
    ? list.querySelector<HTMLElement>(`.editor-row[data-key="${key}"]`)
    : list.querySelector<HTMLElement>('.editor-row');

/** Fields that sit behind a row's "Weitere Optionen" button. */
const BEHIND_MENU: ReadonlySet<RowFieldRef['field']> = new Set(['alternative', 'frequency', 'up', 'down']);

/**
 * Focuses the field; false while the row is still shown as text (far from the window) or its
 * options are still opening.
 */
function focusField(list: HTMLElement, request: FocusRequest): boolean {
  const row = rowOf(list, request.key);
  if (!row || row.classList.contains('editor-row-static')) return false;
  const { field, alternative } = request.at;
  const selector =
    field === 'alternative' ? `[data-field="alternative"][data-alt="${alternative ?? 0}"]` : `[data-field="${field}"]`;
  let element = row.querySelector<HTMLElement>(selector);
  const menu = row.querySelector<HTMLButtonElement>('[data-field="menu"]');
  // A field behind the closed options (a problem in the weight, a row moved by its button): they open first.
  if (!element && BEHIND_MENU.has(field) && menu?.getAttribute('aria-expanded') === 'false') {
    menu.click();
    return false;
  }
  // A move button that has just become disabled (first or last place): its neighbour takes the focus.
  if (element instanceof HTMLButtonElement && element.disabled) {
    element = row.querySelector<HTMLElement>(`[data-field="${field === 'up' ? 'down' : 'up'}"]`);
  }
  if (!element || (element instanceof HTMLButtonElement && element.disabled)) {
    element = row.querySelector<HTMLElement>('[data-field="question"]');
  }
  element?.focus();
  return true;
}

/**
 * The row commands as one object that never changes (rows are read from the store), the focus
 * that follows a change (in the frame after it, when the row is in the page), and a message for
 * the live region when rows move or go.
 */
export function useRowCommands(
  store: RowStore,
  list: RefObject<HTMLElement | null>,
  announce: (message: string) => void,
  openPaste: (paste: PendingPaste) => void,
) {
  return useMemo((): RowCommands & {
    focus: (request: FocusRequest) => void;
    drop: (key: string, to: number) => void;
  } => {
    const { dispatch, indexOf } = store;
    const rows = () => store.getRows();
    // In the frame after the change; a row shown as text is scrolled near, gets its fields, then the focus.
    const focus = (request: FocusRequest, tries = 20) =>
      requestAnimationFrame(() => {
        const element = list.current;
        if (!element || focusField(element, request) || tries === 0) return;
        rowOf(element, request.key)?.scrollIntoView({ block: 'center' });
        focus(request, tries - 1);
      });
    const move = (key: string, to: number, at: RowFieldRef) => {
      const from = indexOf(key);
      if (from < 0 || to < 0 || to >= rows().length || to === from) return;
      dispatch({ type: 'move', key, to });
      focus({ key, at });
      announce(`Zeile ${from + 1} ist jetzt Zeile ${to + 1} von ${rows().length}.`);
    };
    const addAfter = (key: string) => {
      const row = emptyRow();
      dispatch({ type: 'insert', at: indexOf(key) + 1, rows: [row] });
      focus({ key: row.key, at: { field: 'question' } });
    };
    return {
      change: (key, field, value) => dispatch({ type: 'change', key, field, value }),
      setImage: (key, side, image) => dispatch({ type: 'setImage', key, side, image }),
      changeAlternative: (key, index, value) => dispatch({ type: 'changeAlternative', key, index, value }),
      addAlternative: (key) => {
        const alternative = store.getRow(key)?.answers.length ?? 0;
        dispatch({ type: 'addAlternative', key });
        focus({ key, at: { field: 'alternative', alternative } });
      },
      removeAlternative: (key, index) => {
        dispatch({ type: 'removeAlternative', key, index });
        focus({ key, at: index > 0 ? { field: 'alternative', alternative: index - 1 } : { field: 'answer' } });
      },
      move: (key, delta, at) => move(key, indexOf(key) + delta, at),
      drop: (key, to) => move(key, to, { field: 'question' }),
      remove: (key) => {
        const index = indexOf(key);
        const neighbour = rows()[index + 1] ?? rows()[index - 1];
        dispatch({ type: 'remove', key });
        focus({ key: neighbour?.key ?? null, at: { field: 'question' } });
        announce(`Zeile ${index + 1} gelöscht.`);
      },
      addAfter,
      next: (key) => {
        const next = rows()[indexOf(key) + 1];
        if (next) focus({ key: next.key, at: { field: 'question' } });
        else addAfter(key);
      },
      pasteBlock: (key, target, text) =>
        openPaste({ key, target, text, selection: [target.selectionStart ?? 0, target.selectionEnd ?? 0] }),
      focus,
    };
  }, [store, list, announce, openPaste]);
}
