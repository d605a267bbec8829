import { LearnsetFieldsSchema } from '@app/shared';
import type { Exercise, Learnset } from '@app/shared/learnsets/api';
import { LEARNSET_EDITOR_MESSAGES as M } from '@app/shared/learnsets/editor/messages';
import type { PastedRow } from '@app/shared/learnsets/editor/paste';
import type { EditorProblem } from '@app/shared/learnsets/editor/schemas';
import { type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Alert } from '../../../../components/alert/alert';
import { useZodForm } from '../../../../components/form';
import { EMPTY_LEARNSET_VALUES, type LearnsetFormValues, toLearnsetFormValues } from '../question-language-field';
import { type EditorDraft, draftKey, formatDraftTime, readDraft } from './editor-draft';
import { EditorFieldsForm } from './editor-fields-form';
import type { RowFieldRef } from './editor-row';
import { EditorRowList } from './editor-row-list';
import { type EditorRow, emptyRow, isBlankRow, rowFromExercise, rowsFromPaste, type RowTextField } from './editor-rows';
import { PasteDialog } from './paste-dialog';
import { RowStore } from './row-store';
import { useDraftSaver } from './use-draft-saver';
import { useEditorSave } from './use-editor-save';
import { type PendingPaste, useRowCommands } from './use-row-commands';
import './editor.css';

export interface LearnsetEditorProps {
  userId: string;
  /** The plan's item limit (checked again by the server). */
  maxItems: number;
  /** The set being edited with its exercises; none for a new set. */
  saved?: { learnset: Learnset; exercises: readonly Exercise[] };
  /** A new set's first field values: the class and grade from the pupil's profile. */
  defaults?: Partial<LearnsetFormValues>;
  submitLabel: string;
  onSaved: (id: string) => void | Promise<void>;
  /** Shown below the fields: links to the help, back to the preview. */
  children?: ReactNode;
}

function savedState(saved: LearnsetEditorProps['saved'], defaults: LearnsetEditorProps['defaults']) {
  return {
    rows: saved && saved.exercises.length > 0 ? saved.exercises.map(rowFromExercise) : [emptyRow()],
    fields: saved
      ? { ...EMPTY_LEARNSET_VALUES, ...toLearnsetFormValues(saved.learnset) }
      : { ...EMPTY_LEARNSET_VALUES, ...defaults },
  };
}

const sameFields = (a: Partial<LearnsetFormValues>, b: Partial<LearnsetFormValues>) =>
  (Object.keys(EMPTY_LEARNSET_VALUES) as Array<keyof LearnsetFormValues>).every((k) => (a[k] ?? '') === (b[k] ?? ''));

/** The row field a problem names, as the row marks it invalid (`answers.{index}` for an alternative). */
function problemField(problem: EditorProblem): string {
  if (problem.field === 'answers') return `answers.${problem.alternative ?? 0}`;
  return problem.field === 'answer' || problem.field === 'frequency' ? problem.field : 'question';
}

/**
 * The learning-set editor (/lernsets/neu?art=editor and /lernsets/bearbeiten/{id}): the upload
 * form's fields and one row per exercise. A draft is kept in this browser per user and set and
 * restored after a reload; the server checks everything again and keeps the ids of rows it knows.
 */
export default function LearnsetEditor(props: LearnsetEditorProps) {
  const { userId, maxItems, saved, defaults, submitLabel, onSaved, children } = props;
  const key = draftKey(userId, saved?.learnset.id_ ?? null);
  const [start] = useState(() => {
    const draft = readDraft(key);
    const base = savedState(saved, defaults);
    return { draft, base, store: new RowStore(draft?.rows ?? base.rows) };
  });
  const { store } = start;
  const keys = useSyncExternalStore(store.subscribeOrder, store.getKeys);
  const [draft, setDraft] = useState<EditorDraft | null>(start.draft);
  const form = useZodForm(LearnsetFieldsSchema, {
    ...EMPTY_LEARNSET_VALUES,
    ...(start.draft?.fields ?? start.base.fields),
  });
  // What the editor showed when nothing was typed yet: no draft is kept of that.
  const pristine = useRef({ rows: start.draft ? null : store.getRows(), fields: start.base.fields });
  const list = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [paste, setPaste] = useState<PendingPaste | null>(null);
  const [problem, setProblem] = useState<EditorProblem | null>(null);
  const commands = useRowCommands(store, list, setAnnouncement, setPaste);

  const saver = useDraftSaver(key, () => {
    const fields = form.getValues();
    const rows = store.getRows();
    if (rows === pristine.current.rows && sameFields(fields, pristine.current.fields)) return null;
    return { savedAt: new Date().toISOString(), base: saved?.learnset.edited ?? null, fields, rows };
  });
  useEffect(() => store.subscribeChange(saver.schedule), [store, saver]);
  useEffect(() => {
    const subscription = form.watch(() => saver.schedule());
    return () => subscription.unsubscribe();
  }, [form, saver]);

  /** Shows a problem and puts the focus on the field it names. */
  const showProblem = useCallback(
    (found: EditorProblem) => {
      const row = found.row === undefined ? undefined : store.getRows()[found.row];
      // The schema counts the alternatives that are sent (blank ones are not); the row shows them all.
      const alternative =
        found.alternative === undefined || !row
          ? undefined
          : row.answers.map((a, i) => [a, i] as const).filter(([a]) => a.trim() !== '')[found.alternative]?.[1];
      const shown = { ...found, alternative };
      setProblem(shown);
      if (!row) return;
      const at: RowFieldRef =
        shown.field === 'answers'
          ? { field: 'alternative', alternative }
          : { field: problemField(shown) as RowTextField };
      commands.focus({ key: row.key, at });
    },
    [store, commands],
  );
  const { save, pending } = useEditorSave({
    store,
    learnset: saved?.learnset,
    maxItems,
    onSaved,
    onStored: saver.discard,
    showProblem,
  });

  const discardDraft = () => {
    saver.discard();
    const base = savedState(saved, defaults);
    store.dispatch({ type: 'replaceAll', rows: base.rows });
    pristine.current = { rows: store.getRows(), fields: base.fields };
    form.reset(base.fields);
    saver.discard();
    setDraft(null);
    setProblem(null);
    setAnnouncement('Der Entwurf wurde verworfen.');
  };

  const insertPasted = (pasted: PastedRow[]) => {
    const current = store.getRows();
    const at = paste?.key ? store.indexOf(paste.key) : current.length - 1;
    // A blank row where the block lands is replaced by it; otherwise the block goes below.
    const replace = at >= 0 && isBlankRow(current[at] as EditorRow);
    const inserted = rowsFromPaste(pasted);
    const from = replace ? at : at + 1;
    setPaste(null);
    store.dispatch({
      type: 'replaceAll',
      rows: [...current.slice(0, from), ...inserted, ...current.slice(from + (replace ? 1 : 0))],
    });
    setAnnouncement(
      `${inserted.length} ${inserted.length === 1 ? 'Zeile' : 'Zeilen'} eingefügt, ab Zeile ${from + 1}.`,
    );
    commands.focus({ key: inserted[0]?.key ?? null, at: { field: 'question' } });
  };

  const insertAsText = () => {
    if (!paste?.key || !paste.target || !paste.selection) return;
    const { target, text, key: rowKey } = paste;
    const [from, to] = paste.selection;
    const value = target.value.slice(0, from) + text + target.value.slice(to);
    const field = target.dataset.field;
    if (field === 'alternative') commands.changeAlternative(rowKey, Number(target.dataset.alt), value);
    else if (field === 'question' || field === 'answer' || field === 'frequency') commands.change(rowKey, field, value);
    setPaste(null);
    requestAnimationFrame(() => target.focus());
  };

  const rowProblem = problem?.row === undefined ? undefined : { row: problem.row, field: problemField(problem) };
  const room = paste ? maxItems - store.getRows().filter((row) => !isBlankRow(row)).length : 0;

  return (
    <div className="learnset-editor">
      {draft ? (
        <Alert kind="info">
          {M.draftRestored(formatDraftTime(draft.savedAt))}
          {saved && draft.base !== saved.learnset.edited ? ` ${M.draftOutdated}` : ''}{' '}
          <button type="button" className="secondary" onClick={discardDraft}>
            Entwurf verwerfen
          </button>
        </Alert>
      ) : null}
      <EditorFieldsForm form={form} onSubmit={save} aria-label={submitLabel}>
        {children}
      </EditorFieldsForm>
      <section className="editor-exercises" aria-labelledby="editor-exercises-title">
        <h2 id="editor-exercises-title">Übungen</h2>
        <p className="field-hint">
          Enter führt von der Frage zur Antwort und von dort zur nächsten Zeile (nach der letzten fügt es eine neue an);
          Umschalt+Enter bricht die Zeile um. Bilder, Alternativen, Gewichtung, Verschieben und Löschen öffnet der Knopf
          «⋯» am Ende jeder Zeile; Escape schliesst sie wieder. Alt+↑ und Alt+↓ verschieben eine Zeile. Mehrere Zeilen
          aus einer Tabelle oder einem Quizlet-Export können Sie direkt in ein Feld einfügen. {M.blankRowsRemoved}
        </p>
        <div className="button-row">
          <button type="button" className="secondary" onClick={() => setPaste({ text: '' })}>
            Mehrere Zeilen einfügen
          </button>
        </div>
        {/* Wide screens: which column is which once the placeholders are typed over (the fields have labels). */}
        <div className="editor-columns" aria-hidden="true">
          <span>Frage</span>
          <span>Antwort</span>
        </div>
        <div ref={list}>
          <EditorRowList store={store} keys={keys} commands={commands} onDrop={commands.drop} problem={rowProblem} />
        </div>
        <div className="button-row">
          <button type="button" className="secondary" onClick={() => commands.addAfter(keys.at(-1) ?? '')}>
            Zeile hinzufügen
          </button>
        </div>
        <p className={keys.length > maxItems ? 'editor-count error-text' : 'editor-count'}>
          {keys.length} {keys.length === 1 ? 'Zeile' : 'Zeilen'}, mit Ihrem Abo höchstens {maxItems}.
        </p>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </section>
      {problem ? (
        <div id="editor-problem">
          <Alert>{problem.message}</Alert>
        </div>
      ) : null}
      <button
        type="button"
        className="editor-save"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void form.handleSubmit(save)()}
      >
        {pending ? 'Wird gespeichert …' : submitLabel}
      </button>
      {paste ? (
        <PasteDialog
          initialText={paste.text}
          room={room}
          onInsert={insertPasted}
          onInsertAsText={paste.key ? insertAsText : undefined}
          onClose={() => setPaste(null)}
        />
      ) : null}
    </div>
  );
}
