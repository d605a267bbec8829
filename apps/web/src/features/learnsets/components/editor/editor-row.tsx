import { type ClipboardEvent, type KeyboardEvent, memo } from 'react';
import { looksLikeBlock } from '@app/shared/learnsets/editor/paste';
import { CardImageField } from '../card-face/card-image-field';
import { FormulaPreview } from '../card-face/formula-preview';
import type { EditorRow, RowTextField } from './editor-rows';

/** A field of a row as the editor addresses it for focus: a text field or the n-th alternative. */
export interface RowFieldRef {
  field: RowTextField | 'alternative' | 'up' | 'down';
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
 * One row: Frage, Antwort, alternatives and the weight, with its move and delete buttons. Enter
 * goes to the next field and in the weight adds a row below; Shift+Enter breaks the line in
 * question and answer; Alt+↑/↓ moves the row. Memoised: only the row being typed in renders.
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
    if (field.field === 'frequency') {
      commands.addAfter(row.key);
      return;
    }
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

  return (
    <div
      role="listitem"
      className="editor-row"
      data-key={row.key}
      aria-label={where}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
    >
      <div className="editor-row-head">
        <span className="editor-drag" draggable="true" aria-hidden="true" title="Ziehen, um die Zeile zu verschieben">
          ⠿
        </span>
        <span className="editor-row-number">{n}</span>
        <span className="editor-row-actions">
          <button
            type="button"
            className="secondary editor-icon"
            data-field="up"
            aria-label={`${where} nach oben`}
            title="Nach oben (Alt+↑)"
            disabled={index === 0}
            onClick={() => commands.move(row.key, -1, { field: 'up' })}
          >
            ↑
          </button>
          <button
            type="button"
            className="secondary editor-icon"
            data-field="down"
            aria-label={`${where} nach unten`}
            title="Nach unten (Alt+↓)"
            disabled={isLast}
            onClick={() => commands.move(row.key, 1, { field: 'down' })}
          >
            ↓
          </button>
          <button
            type="button"
            className="secondary editor-icon"
            aria-label={`${where} löschen`}
            title="Zeile löschen"
            onClick={() => commands.remove(row.key)}
          >
            ✕
          </button>
        </span>
      </div>
      <div className="editor-question">
        <div className="editor-field">
          <label htmlFor={`${row.key}-question`}>
            Frage<span className="visually-hidden"> {where}</span>
          </label>
          <textarea
            id={`${row.key}-question`}
            rows={1}
            data-field="question"
            value={row.question}
            onChange={(e) => commands.change(row.key, 'question', e.target.value)}
            {...invalid('question')}
          />
        </div>
        <CardImageField
          side="question"
          where={where}
          image={row.question_image}
          onChange={(image) => commands.setImage(row.key, 'question', image)}
        />
      </div>
      <div className="editor-answer">
        <div className="editor-field">
          <label htmlFor={`${row.key}-answer`}>
            Antwort<span className="visually-hidden"> {where}</span>
          </label>
          <textarea
            id={`${row.key}-answer`}
            rows={1}
            data-field="answer"
            value={row.answer}
            onChange={(e) => commands.change(row.key, 'answer', e.target.value)}
            {...invalid('answer')}
          />
        </div>
        <CardImageField
          side="answer"
          where={where}
          image={row.answer_image}
          onChange={(image) => commands.setImage(row.key, 'answer', image)}
        />
      </div>
      <div className="editor-field editor-alternatives" role="group" aria-label={`Alternativen ${where}`}>
        <span aria-hidden="true">Alternativen</span>
        {row.answers.map((alternative, i) => (
          <span className="editor-alternative" key={i}>
            <input
              type="text"
              data-field="alternative"
              data-alt={i}
              aria-label={`Alternative ${i + 1} ${where}`}
              value={alternative}
              onChange={(e) => commands.changeAlternative(row.key, i, e.target.value)}
              {...invalid(`answers.${i}`)}
            />
            <button
              type="button"
              className="secondary editor-icon"
              aria-label={`Alternative ${i + 1} ${where} entfernen`}
              onClick={() => commands.removeAlternative(row.key, i)}
            >
              ✕
            </button>
          </span>
        ))}
        <button
          type="button"
          className="secondary editor-add-alternative"
          onClick={() => commands.addAlternative(row.key)}
        >
          + Alternative<span className="visually-hidden"> {where}</span>
        </button>
      </div>
      <div className="editor-field editor-weight">
        <label htmlFor={`${row.key}-frequency`}>
          Gewichtung<span className="visually-hidden"> {where}</span>
        </label>
        <input
          id={`${row.key}-frequency`}
          type="text"
          inputMode="decimal"
          placeholder="1"
          data-field="frequency"
          value={row.frequency}
          onChange={(e) => commands.change(row.key, 'frequency', e.target.value)}
          {...invalid('frequency')}
        />
      </div>
      <FormulaPreview question={row.question} answer={row.answer} />
    </div>
  );
});
