import { type ClipboardEvent, type KeyboardEvent, memo, useRef, useState } from 'react';
import { looksLikeBlock } from '@app/shared/learnsets/editor/paste';
import { FormulaPreview } from './formula-preview';
import { EditorRowExtras } from './editor-row-extras';
import { EditorRowMore } from './editor-row-more';
import type { EditorRow, RowTextField } from './editor-rows';

/** A field of a row as the editor addresses it for focus: a text field or the n-th alternative. */
export interface RowFieldRef {
  field: RowTextField | 'alternative' | 'up' | 'down' | 'menu';
  alternative?: number;
}

/** What a row asks of the editor; one stable object, so typing in one row never re-renders another. */
export interface RowCommands {
  change: (key: string, field: RowTextField, value: string) => void;
  /** An image was uploaded for a side of the row (its id), or removed (null). */
  setImage: (key: string, side: 'question' | 'answer', image: string | null) => void;
  changeAlternative: (key: string, index: number, value: string) => void;
  addAlternative: (key: string) => void;
  removeAlternative: (key: string, index: number) => void;
  /** Moves the row by `delta` places and puts the focus back on `focus`. */
  move: (key: string, delta: number, focus: RowFieldRef) => void;
  remove: (key: string) => void;
  addAfter: (key: string) => void;
  /** On to the next row's question; after the last row, a new row. */
  next: (key: string) => void;
  /** A block of several lines or cells was pasted into a field: the editor offers the preview. */
  pasteBlock: (key: string, target: HTMLInputElement | HTMLTextAreaElement, text: string) => void;
}

interface EditorRowProps {
  row: EditorRow;
  index: number;
  isLast: boolean;
  commands: RowCommands;
  /** The field a failed save pointed at: `question`, `answer`, `frequency` or `answers.{index}`. */
  invalidField?: string;
}

const fieldOf = (element: HTMLElement): RowFieldRef | null => {
  const field = element.dataset.field as RowFieldRef['field'] | undefined;
  if (!field) return null;
  return { field, alternative: element.dataset.alt === undefined ? undefined : Number(element.dataset.alt) };
};

/**
 * One row: Frage and Antwort, then the button of its further options (pictures, alternatives,
 * weight, move, delete). Tab goes question → answer → options button → next row. Enter goes from
 * the question to the answer and from the answer to the next row (a new one after the last);
 * Shift+Enter breaks the line; Alt+↑/↓ moves the row. Memoised: only the row being typed in renders.
 */
export const EditorRowItem = memo(function EditorRowItem({
  row,
  index,
  isLast,
  commands,
  invalidField,
}: EditorRowProps) {
  const n = index + 1;
  const where = `Zeile ${n}`;
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const invalid = (field: string) =>
    invalidField === field ? { 'aria-invalid': true, 'aria-describedby': 'editor-problem' } : {};

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const field = fieldOf(target);
    if (!field) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      commands.move(row.key, event.key === 'ArrowUp' ? -1 : 1, field);
      return;
    }
    if (
      event.key !== 'Enter' ||
      event.ctrlKey ||
      event.metaKey ||
      event.altKey ||
      !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
    )
      return;
    if (event.shiftKey && target instanceof HTMLTextAreaElement) return; // a line break in the text
    event.preventDefault(); // never submits the form
    if (field.field === 'answer') return commands.next(row.key);
    if (field.field === 'frequency') return commands.addAfter(row.key);
    const inputs = [...event.currentTarget.querySelectorAll<HTMLElement>('input[data-field], textarea[data-field]')];
    inputs[inputs.indexOf(target) + 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    const text = event.clipboardData.getData('text/plain');
    if (!looksLikeBlock(text)) return;
    event.preventDefault();
    commands.pasteBlock(row.key, target, text);
  };

  const textField = (field: 'question' | 'answer', label: string) => (
    <div className={`editor-field editor-${field}`}>
      <label htmlFor={`${row.key}-${field}`} className="visually-hidden">
        {label} {where}
      </label>
      <textarea
        id={`${row.key}-${field}`}
        rows={1}
        placeholder={label}
        data-field={field}
        value={row[field]}
        onChange={(e) => commands.change(row.key, field, e.target.value)}
        {...invalid(field)}
      />
    </div>
  );

  return (
    <div
      role="listitem"
      className="editor-row"
      data-key={row.key}
      aria-label={where}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
    >
      <span className="editor-drag" draggable="true" aria-hidden="true" title="Ziehen, um die Zeile zu verschieben">
        ⠿
      </span>
      <span className="editor-row-number" aria-hidden="true">
        {n}
      </span>
      {textField('question', 'Frage')}
      {textField('answer', 'Antwort')}
      <button
        ref={menuButton}
        type="button"
        className="secondary editor-row-menu"
        data-field="menu"
        aria-expanded={open}
        aria-controls={`${row.key}-more`}
        aria-label={`Weitere Optionen für ${where}`}
        title="Bilder, Alternativen, Gewichtung, verschieben, löschen"
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <EditorRowMore
          id={`${row.key}-more`}
          row={row}
          where={where}
          index={index}
          isLast={isLast}
          commands={commands}
          invalid={invalid}
          onClose={() => {
            setOpen(false);
            menuButton.current?.focus();
          }}
        />
      ) : (
        <EditorRowExtras row={row} />
      )}
      <FormulaPreview question={row.question} answer={row.answer} />
    </div>
  );
});
