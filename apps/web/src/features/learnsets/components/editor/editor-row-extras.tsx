import type { EditorRow } from './editor-rows';

/** The filled-in options of a row whose options are closed, so nothing in it goes unseen. */
export function EditorRowExtras({ row }: { row: EditorRow }) {
  const alternatives = row.answers.filter((a) => a.trim() !== '');
  const parts = [
    alternatives.length > 0 ? `Alternativen: ${alternatives.join(' · ')}` : '',
    row.frequency.trim() !== '' && row.frequency.trim() !== '1' ? `Gewichtung ${row.frequency}` : '',
    row.question_image ? 'Bild zur Frage' : '',
    row.answer_image ? 'Bild zur Antwort' : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="editor-row-extras">{parts.join(' · ')}</p>;
}
