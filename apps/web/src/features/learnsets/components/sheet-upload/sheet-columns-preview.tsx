import { cardCells, columnLetter, MAX_SHEET_COLUMNS, type SheetColumns } from '@app/shared/learnsets/sheet-columns';
import { type Sheet, suggestColumnsFor } from '@app/shared/learnsets/sheet-read';
import { useEffect, useId, useState } from 'react';
import { useSheetPreview } from './use-sheet-preview';
import './sheet-upload.css';

const PREVIEW_CARDS = 5;
/** Rows looked at for the number of columns and their sample text. */
const SAMPLE_ROWS = 500;
const EXCERPT_LENGTH = 24;

interface SheetColumnsPreviewProps {
  file: File | null;
  /** Rows the plan allows. */
  maxItems: number;
  /** The pupil's columns for the upload; undefined while the file is no (readable) table. */
  onColumnsChange: (columns: SheetColumns | undefined) => void;
}

/**
 * For a chosen table file: its first cards as the upload will read them, with the title row
 * detected and the question, answer and alternative columns to choose, before the set is created.
 */
export function SheetColumnsPreview({ file, maxItems, onColumnsChange }: SheetColumnsPreviewProps) {
  const state = useSheetPreview(file, maxItems);
  useEffect(() => {
    if (state.kind !== 'sheet') onColumnsChange(undefined);
  }, [state.kind, onColumnsChange]);
  if (state.kind === 'none') return null;
  if (state.kind === 'reading') return <p role="status">Die Tabelle wird gelesen …</p>;
  if (state.kind === 'error')
    return (
      <p className="error-text" role="alert">
        {state.message}
      </p>
    );
  const key = file ? `${file.name}:${file.size}:${file.lastModified}` : '';
  return <SheetColumnsChooser key={key} sheet={state.sheet} maxItems={maxItems} onColumnsChange={onColumnsChange} />;
}

function SheetColumnsChooser({
  sheet,
  maxItems,
  onColumnsChange,
}: { sheet: Sheet } & Omit<SheetColumnsPreviewProps, 'file'>) {
  const id = useId();
  const [columns, setColumns] = useState<SheetColumns>(() => suggestColumnsFor(sheet));
  useEffect(() => onColumnsChange(columns), [columns, onColumnsChange]);

  const sample = sheet.records.slice(0, SAMPLE_ROWS).map((record) => record.cells);
  const width = Math.min(MAX_SHEET_COLUMNS, Math.max(2, ...sample.map((cells) => cells.length)));
  const indexes = Array.from({ length: width }, (_, i) => i);
  const body = columns.header ? sheet.records.slice(1) : sheet.records;
  const cards = body.map((record) => cardCells(record.cells, columns));
  const missingAnswers = cards.filter((card) => (card.answer ?? '').trim() === '').length;
  const tooMany = !sheet.complete || cards.length > maxItems;

  const label = (index: number) => {
    // With titles the first row names the column; without, it gives an example.
    const excerpt = (sample[0]?.[index] ?? '').trim().replace(/\s+/g, ' ');
    const short = excerpt.length > EXCERPT_LENGTH ? `${excerpt.slice(0, EXCERPT_LENGTH)}…` : excerpt;
    if (!short) return `Spalte ${columnLetter(index)}`;
    return columns.header
      ? `Spalte ${columnLetter(index)}: ${short}`
      : `Spalte ${columnLetter(index)} (z. B. ${short})`;
  };
  const choose = (side: 'question' | 'answer', index: number) =>
    setColumns((current) => {
      const other = side === 'question' ? 'answer' : 'question';
      // Taking the other side's column swaps the two.
      const swapped = current[other] === index ? { [other]: current[side] } : {};
      return {
        ...current,
        ...swapped,
        [side]: index,
        alternatives: current.alternatives.filter((alt) => alt !== index && alt !== (swapped[other] ?? -1)),
      };
    });
  const toggleAlternative = (index: number, on: boolean) =>
    setColumns((current) => ({
      ...current,
      alternatives: on
        ? [...current.alternatives, index].sort((a, b) => a - b)
        : current.alternatives.filter((alt) => alt !== index),
    }));
  const others = indexes.filter((index) => index !== columns.question && index !== columns.answer);

  return (
    <section className="sheet-columns" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Spalten der Tabelle</h2>
      <p className="field-hint">
        Wählen Sie, aus welcher Spalte die Frage und aus welcher die Antwort kommt. Die Vorschau zeigt die ersten Karten
        so, wie sie gespeichert werden.
      </p>
      {sheet.titlesKnown ? null : (
        <label className="sheet-columns-check">
          <input
            type="checkbox"
            checked={columns.header}
            onChange={(event) => setColumns((current) => ({ ...current, header: event.target.checked }))}
          />
          Die erste Zeile enthält Spaltentitel (sie wird keine Karte)
        </label>
      )}
      <div className="sheet-columns-selects">
        <div className="form-field">
          <label htmlFor={`${id}-question`}>Frage aus</label>
          <select
            id={`${id}-question`}
            value={columns.question}
            onChange={(e) => choose('question', Number(e.target.value))}
          >
            {indexes.map((index) => (
              <option key={index} value={index}>
                {label(index)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-answer`}>Antwort aus</label>
          <select id={`${id}-answer`} value={columns.answer} onChange={(e) => choose('answer', Number(e.target.value))}>
            {indexes.map((index) => (
              <option key={index} value={index}>
                {label(index)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {others.length > 0 ? (
        <fieldset className="sheet-columns-alternatives">
          <legend>Weitere richtige Antworten aus</legend>
          {others.map((index) => (
            <label key={index} className="sheet-columns-check">
              <input
                type="checkbox"
                checked={columns.alternatives.includes(index)}
                onChange={(event) => toggleAlternative(index, event.target.checked)}
              />
              {label(index)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="sheet-columns-preview" tabIndex={0} role="region" aria-label="Vorschau der Karten">
        <table>
          <caption className="visually-hidden">Die ersten Karten aus der Tabelle</caption>
          <thead>
            <tr>
              <th scope="col">Frage</th>
              <th scope="col">Antwort</th>
              <th scope="col">Alternativen</th>
            </tr>
          </thead>
          <tbody>
            {cards.slice(0, PREVIEW_CARDS).map((card, i) => (
              <tr key={i}>
                <td>{card.question || <em className="error-text">fehlt</em>}</td>
                <td>{card.answer?.trim() ? card.answer : <em className="error-text">fehlt</em>}</td>
                <td>{card.answers.join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className={tooMany ? 'error-text' : undefined}>
        {tooMany
          ? `Die Tabelle hat mehr Zeilen, als Ihr Abo erlaubt (höchstens ${maxItems} Karten).`
          : `${cards.length} ${cards.length === 1 ? 'Karte' : 'Karten'} erkannt${
              missingAnswers > 0 ? `, davon ${missingAnswers} ohne Antwort` : ''
            }.`}
        {sheet.html ? ' HTML-Formatierungen werden beim Hochladen entfernt.' : ''}
      </p>
    </section>
  );
}
