import {
  guessPasteSeparators,
  parsePastedBlock,
  type PastedRow,
  type PasteSeparators,
} from '@app/shared/learnsets/editor/paste';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';

const PREVIEW_ROWS = 50;

type FieldChoice = 'tab' | 'comma' | 'semicolon' | 'own';
const FIELD_CHOICES: Array<[FieldChoice, string, string]> = [
  ['tab', 'Tabulator', '\t'],
  ['comma', 'Komma', ','],
  ['semicolon', 'Semikolon', ';'],
];

function choiceOf(separator: string): FieldChoice {
  return FIELD_CHOICES.find(([, , value]) => value === separator)?.[0] ?? 'own';
}

interface PasteDialogProps {
  /** What was pasted, or '' when opened from the button (the text is pasted into the dialog). */
  initialText: string;
  /** Rows the plan still allows. */
  room: number;
  onInsert: (rows: PastedRow[]) => void;
  /** Offered when the block was pasted into a field: put it into that field as it is. */
  onInsertAsText?: () => void;
  onClose: () => void;
}

/**
 * The preview of a pasted block (a spreadsheet range, a Quizlet export): which separators cut it
 * into cells and rows, and the rows that result, before any of them enters the editor.
 */
export function PasteDialog({ initialText, room, onInsert, onInsertAsText, onClose }: PasteDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState(initialText);
  const guessed = useMemo(() => guessPasteSeparators(initialText), [initialText]);
  const [fieldChoice, setFieldChoice] = useState<FieldChoice>(choiceOf(guessed.field));
  const [ownField, setOwnField] = useState(' - ');
  const [rowChoice, setRowChoice] = useState<'line' | 'own'>('line');
  const [ownRow, setOwnRow] = useState('\\n\\n');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const separators: PasteSeparators = {
    field:
      fieldChoice === 'own'
        ? unescapeSeparator(ownField)
        : (FIELD_CHOICES.find(([choice]) => choice === fieldChoice)?.[2] ?? '\t'),
    row: rowChoice === 'own' && ownRow !== '' ? unescapeSeparator(ownRow) : null,
  };
  const deferredText = useDeferredValue(text);
  const rows = useMemo(
    () => parsePastedBlock(deferredText, separators),
    // The separators are plain strings: compare them, not the object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [deferredText, separators.field, separators.row],
  );
  const missingAnswers = rows.filter((row) => row.answer === '').length;
  const tooMany = rows.length > room;

  return (
    <dialog ref={dialog} className="paste-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>Mehrere Zeilen einfügen</h2>
      <p className="field-hint">
        Aus einer Tabelle (Excel, LibreOffice, Google Tabellen) oder einem Quizlet-Export: die erste Spalte wird zur
        Frage, die zweite zur Antwort, weitere Spalten zu Alternativen.
      </p>
      <div className="editor-field">
        <label htmlFor={`${id}-text`}>Eingefügter Text</label>
        <textarea id={`${id}-text`} rows={5} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="paste-options">
        <fieldset>
          <legend>Zwischen Frage und Antwort</legend>
          {FIELD_CHOICES.map(([choice, label]) => (
            <label key={choice} className="paste-choice">
              <input
                type="radio"
                name={`${id}-field`}
                checked={fieldChoice === choice}
                onChange={() => setFieldChoice(choice)}
              />
              {label}
            </label>
          ))}
          <label className="paste-choice">
            <input
              type="radio"
              name={`${id}-field`}
              checked={fieldChoice === 'own'}
              onChange={() => setFieldChoice('own')}
            />
            Eigenes:
          </label>
          <input
            type="text"
            className="paste-own"
            aria-label="Eigenes Trennzeichen zwischen Frage und Antwort"
            value={ownField}
            onFocus={() => setFieldChoice('own')}
            onChange={(e) => setOwnField(e.target.value)}
          />
        </fieldset>
        <fieldset>
          <legend>Zwischen den Zeilen</legend>
          <label className="paste-choice">
            <input
              type="radio"
              name={`${id}-row`}
              checked={rowChoice === 'line'}
              onChange={() => setRowChoice('line')}
            />
            Zeilenumbruch
          </label>
          <label className="paste-choice">
            <input type="radio" name={`${id}-row`} checked={rowChoice === 'own'} onChange={() => setRowChoice('own')} />
            Eigenes:
          </label>
          <input
            type="text"
            className="paste-own"
            aria-label="Eigenes Trennzeichen zwischen den Zeilen"
            value={ownRow}
            onFocus={() => setRowChoice('own')}
            onChange={(e) => setOwnRow(e.target.value)}
          />
        </fieldset>
      </div>
      <p className="field-hint">
        Für einen Zeilenumbruch im eigenen Trennzeichen schreiben Sie \n, für einen Tabulator \t.
      </p>
      <PastePreview rows={rows} />
      <p role="status" className={tooMany ? 'error-text' : undefined}>
        {rows.length === 0
          ? 'Noch keine Zeilen erkannt.'
          : `${rows.length} ${rows.length === 1 ? 'Zeile' : 'Zeilen'} erkannt`}
        {missingAnswers > 0 ? `, davon ${missingAnswers} ohne Antwort` : ''}
        {rows.length > 0 ? '.' : ''}
        {tooMany ? ` Mit Ihrem Abo haben nur noch ${room} Zeilen Platz.` : ''}
      </p>
      <div className="button-row">
        <button type="button" disabled={rows.length === 0 || tooMany} onClick={() => onInsert(rows)}>
          {rows.length === 1 ? '1 Zeile einfügen' : `${rows.length} Zeilen einfügen`}
        </button>
        {onInsertAsText ? (
          <button type="button" className="secondary" onClick={onInsertAsText}>
            Als Text in das Feld einfügen
          </button>
        ) : null}
        <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
          Abbrechen
        </button>
      </div>
    </dialog>
  );
}

/** \n and \t typed into an own separator stand for a line break and a tab. */
function unescapeSeparator(typed: string): string {
  return typed.replace(/\\n/g, '\n').replace(/\\t/g, '\t');
}

function PastePreview({ rows }: { rows: readonly PastedRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="paste-preview" tabIndex={0} role="region" aria-label="Vorschau">
      <table>
        <caption className="visually-hidden">Vorschau der erkannten Zeilen</caption>
        <thead>
          <tr>
            <th scope="col">Nr.</th>
            <th scope="col">Frage</th>
            <th scope="col">Antwort</th>
            <th scope="col">Alternativen</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, PREVIEW_ROWS).map((row, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{row.question || <em className="error-text">fehlt</em>}</td>
              <td>{row.answer || <em className="error-text">fehlt</em>}</td>
              <td>{row.answers.join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > PREVIEW_ROWS ? <p className="field-hint">… und {rows.length - PREVIEW_ROWS} weitere.</p> : null}
    </div>
  );
}
