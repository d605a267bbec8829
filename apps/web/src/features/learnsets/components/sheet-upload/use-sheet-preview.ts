import { learnsetFileFormat } from '@app/shared/learnsets/parse';
import { readSheetFile, type Sheet } from '@app/shared/learnsets/sheet-read';
import { useEffect, useState } from 'react';

/** What the chosen file is, read in the browser: a table (with its rows), a refusal, or no table. */
export type SheetPreviewState =
  { kind: 'none' } | { kind: 'reading' } | { kind: 'sheet'; sheet: Sheet } | { kind: 'error'; message: string };

/**
 * Reads a chosen table file (`.csv`, `.tsv`, `.xlsx`, `.ods`, Anki's or Quizlet's `.txt`) with the
 * server's own reader, so the preview shows the rows the upload will store. Other files give
 * `none`: SPEC's formats need no column choice.
 */
export function useSheetPreview(file: File | null, maxItems: number): SheetPreviewState {
  const [state, setState] = useState<SheetPreviewState>({ kind: 'none' });
  useEffect(() => {
    const format = file ? learnsetFileFormat(file.name) : undefined;
    if (!file || !format || format === 'apkg' || format === 'json' || format === 'jsonl') {
      setState({ kind: 'none' });
      return;
    }
    let current = true;
    setState({ kind: 'reading' });
    void file.arrayBuffer().then(
      (buffer) => {
        if (!current) return;
        const read = readSheetFile(format, new Uint8Array(buffer), maxItems);
        if (!read) setState({ kind: 'none' });
        else setState(read.ok ? { kind: 'sheet', sheet: read.sheet } : { kind: 'error', message: read.message });
      },
      () => current && setState({ kind: 'error', message: 'Die Datei konnte nicht gelesen werden.' }),
    );
    return () => {
      current = false;
    };
  }, [file, maxItems]);
  return state;
}
