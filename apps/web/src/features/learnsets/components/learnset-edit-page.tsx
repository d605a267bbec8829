import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { LearnsetFieldsSchema } from '@app/shared';
import type { SheetColumns } from '@app/shared/learnsets/sheet-columns';
import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ItemEditGate, ItemForm } from '../../../components/items';
import { useAccount } from '../../../lib/boot-data';
import { useLearnset } from '../api/get-learnset';
import { editLearnset } from '../api/save-learnset';
import { EditorModeSwitch, LazyLearnsetEditor, maxItemsOf, useEditorMode } from './editor/editor-mode';
import { QuestionLanguageField, toLearnsetFormValues } from './question-language-field';
import { LEARNSET_ACCEPT, LEARNSET_UPLOAD_LIMIT, LearnsetFormHelp } from './learnset-form-help';
import { SheetColumnsPreview } from './sheet-upload/sheet-columns-preview';
import type { UploadNoticeState } from './upload-notice';

/**
 * /lernsets/bearbeiten/{id}: loading text, then for the owner only (SPEC §2, §6) the editor on the
 * current exercises, or (?art=datei) the prefilled form that replaces the file.
 */
export default function LearnsetEditPage() {
  const { id = '' } = useParams();
  const query = useLearnset(id);
  const account = useAccount();
  const navigate = useNavigate();
  const mode = useEditorMode('editor');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<SheetColumns | undefined>();
  const backToPreview = (setId: string) => <Link to={paths.learnsets.preview(setId)}>Zurück zur Vorschau</Link>;
  return (
    <ItemEditGate
      heading="Lernset bearbeiten"
      item={query.data?.learnset}
      pending={query.isPending}
      errorMessage={query.error?.message}
    >
      {(learnset) => (
        <>
          <EditorModeSwitch mode={mode} fileLabel="Datei ersetzen" />
          {mode === 'editor' && account?.info && query.data ? (
            <Suspense fallback={<Loading />}>
              <LazyLearnsetEditor
                key={learnset.id_}
                userId={account.info.id_}
                maxItems={maxItemsOf(account)}
                saved={query.data}
                submitLabel="Ändern"
                onSaved={() => navigate(paths.learnsets.preview(learnset.id_))}
              >
                <p className="field-hint">
                  Jede Zeile behält ihre Statistiken, auch wenn Sie Frage oder Antwort ändern.{' '}
                  {backToPreview(learnset.id_)}
                </p>
              </LazyLearnsetEditor>
            </Suspense>
          ) : (
            <ItemForm
              schema={LearnsetFieldsSchema}
              extraFields={<QuestionLanguageField />}
              aria-label="Lernset bearbeiten"
              submitLabel="Ändern"
              accept={LEARNSET_ACCEPT}
              maxFileBytes={LEARNSET_UPLOAD_LIMIT.maxFileBytes}
              tooLargeMessage={LEARNSET_UPLOAD_LIMIT.tooLargeMessage}
              defaultValues={toLearnsetFormValues(learnset)}
              onFileChange={setFile}
              onSubmit={async (values, chosen, onProgress) => {
                const { skipped } = await editLearnset(learnset.id_, values, chosen, onProgress, columns);
                const state: UploadNoticeState = { uploadNotice: { skipped } };
                await navigate(paths.learnsets.preview(learnset.id_), { state });
              }}
            >
              {account ? (
                <SheetColumnsPreview file={file} maxItems={maxItemsOf(account)} onColumnsChange={setColumns} />
              ) : null}
              <LearnsetFormHelp />
              <p>
                Übungen, deren Frage und Antwort gleich bleiben, behalten ihre Statistiken.{' '}
                {backToPreview(learnset.id_)}
              </p>
            </ItemForm>
          )}
        </>
      )}
    </ItemEditGate>
  );
}
