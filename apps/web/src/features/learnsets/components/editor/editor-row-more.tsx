import type { KeyboardEvent } from 'react';
import { CardImageField } from './card-image-field';
import type { RowCommands } from './editor-row';
import type { EditorRow } from './editor-rows';

interface EditorRowMoreProps {
  id: string;
  row: EditorRow;
  /** 'Zeile 3'. */
  where: string;
  index: number;
  isLast: boolean;
  commands: RowCommands;
  invalid: (field: string) => object;
  /** Escape: the panel closes and the focus goes back to its button. */
  onClose: () => void;
}

/**
 * What a row holds besides question and answer, opened by the row's "Weitere Optionen" button:
 * pictures, alternatives, weight, moving and deleting. Kept out of the Tab order until asked for,
 * so Tab goes question → answer → next row.
 */
export function EditorRowMore({ id, row, where, index, isLast, commands, invalid, onClose }: EditorRowMoreProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  return (
    <div
      id={id}
      className="editor-row-more"
      role="group"
      aria-label={`Weitere Optionen für ${where}`}
      onKeyDown={onKeyDown}
    >
      <div className="editor-row-images">
        <CardImageField
          side="question"
          where={where}
          image={row.question_image}
          onChange={(image) => commands.setImage(row.key, 'question', image)}
        />
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
      <div className="editor-row-actions">
        <button
          type="button"
          className="secondary"
          data-field="up"
          title="Alt+↑"
          disabled={index === 0}
          onClick={() => commands.move(row.key, -1, { field: 'up' })}
        >
          <span aria-hidden="true">↑ </span>Nach oben<span className="visually-hidden"> ({where})</span>
        </button>
        <button
          type="button"
          className="secondary"
          data-field="down"
          title="Alt+↓"
          disabled={isLast}
          onClick={() => commands.move(row.key, 1, { field: 'down' })}
        >
          <span aria-hidden="true">↓ </span>Nach unten<span className="visually-hidden"> ({where})</span>
        </button>
        <button type="button" className="secondary" onClick={() => commands.remove(row.key)}>
          {where} löschen
        </button>
      </div>
    </div>
  );
}
