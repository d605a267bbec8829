import type { LearnsetFields } from '@app/shared';
import type { Learnset } from '@app/shared/learnsets/api';
import { LEARNSET_EDITOR_MESSAGES as M, MAX_LEARNSET_EDITOR_BYTES } from '@app/shared/learnsets/editor/messages';
import {
  editorProblem,
  type EditorProblem,
  LearnsetEditorCreateSchema,
  LearnsetEditorEditSchema,
} from '@app/shared/learnsets/editor/schemas';
import { useCallback, useState } from 'react';
import { isBlankRow, rowToExercise } from './editor-rows';
import type { RowStore } from './row-store';
import { createLearnsetFromEditor, editLearnsetFromEditor } from './save-editor-set';

interface EditorSaveOptions {
  store: RowStore;
  /** The set being edited; none for a new one. */
  learnset?: Learnset;
  maxItems: number;
  onSaved: (id: string) => void | Promise<void>;
  /** Called once the server has the set (the draft is no longer needed). */
  onStored: () => void;
  showProblem: (problem: EditorProblem) => void;
}

/**
 * Saving: blank rows go, the rest is checked by the call's own schema (the same messages the
 * server answers), the plan limit and the body size, then sent. A problem names its row.
 */
export function useEditorSave({ store, learnset, maxItems, onSaved, onStored, showProblem }: EditorSaveOptions) {
  const [pending, setPending] = useState(false);
  const save = useCallback(
    async (fields: LearnsetFields) => {
      const rows = store.getRows();
      const kept = rows.filter((row) => !isBlankRow(row));
      // Blank rows go now, so the rows' numbers are those the messages name.
      if (kept.length > 0 && kept.length !== rows.length) store.dispatch({ type: 'replaceAll', rows: kept });
      const exercises = kept.map(rowToExercise);
      const body = learnset ? { ...fields, id: learnset.id_, exercises } : { ...fields, exercises };
      const parsed = (learnset ? LearnsetEditorEditSchema : LearnsetEditorCreateSchema).safeParse(body);
      if (!parsed.success) return showProblem(editorProblem(parsed.error));
      if (exercises.length > maxItems) return showProblem({ message: M.tooMany(exercises.length, maxItems) });
      if (new Blob([JSON.stringify(parsed.data)]).size > MAX_LEARNSET_EDITOR_BYTES) {
        return showProblem({ message: M.tooLarge });
      }
      setPending(true);
      try {
        let id: string;
        if (learnset) {
          await editLearnsetFromEditor({ ...parsed.data, id: learnset.id_ });
          id = learnset.id_;
        } else {
          id = await createLearnsetFromEditor(parsed.data);
        }
        onStored();
        await onSaved(id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The server's row messages start like the editor's own.
        const row = /^Zeile (\d+):/.exec(message)?.[1];
        showProblem({ message, row: row === undefined ? undefined : Number(row) - 1 });
      } finally {
        setPending(false);
      }
    },
    [store, learnset, maxItems, onSaved, onStored, showProblem],
  );
  return { save, pending };
}
