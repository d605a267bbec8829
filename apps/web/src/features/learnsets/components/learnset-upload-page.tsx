import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { LearnsetFieldsSchema } from '@app/shared';
import { LEARNSET_TEXTS } from '@app/shared/learnsets/texts';
import type { SheetColumns } from '@app/shared/learnsets/sheet-columns';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ItemForm } from '../../../components/items';
import { useAccount } from '../../../lib/boot-data';
import { itemDefaultsFromProfile } from '@app/shared';
import { uploadLearnset } from '../api/save-learnset';
import { EditorModeSwitch, LazyLearnsetEditor, maxItemsOf, useEditorMode } from './editor/editor-mode';
import { EMPTY_LEARNSET_VALUES, QuestionLanguageField } from './question-language-field';
import { LearnsetFormHelp, LEARNSET_ACCEPT, LEARNSET_UPLOAD_LIMIT } from './learnset-form-help';
import { SheetColumnsPreview } from './sheet-upload/sheet-columns-preview';
import type { UploadNoticeState } from './upload-notice';

/**
 * /lernsets/neu: the shared upload form plus help links, or (?art=editor) the set typed in the
 * browser; success goes to the new set's preview.
 */
export default function LearnsetUploadPage() {
  const account = useAccount();
  const navigate = useNavigate();
  const mode = useEditorMode('datei');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<SheetColumns | undefined>();
  return (
    <section aria-labelledby="upload-title">
      <h1 id="upload-title">Lernset erstellen</h1>
      {account === null ? <Loading /> : null}
      {account && !account.valid ? (
        <p>
          {LEARNSET_TEXTS.loginToUpload} <Link to={paths.signIn}>Anmelden</Link>
        </p>
      ) : null}
      {account?.valid && account.info ? (
        <>
          <EditorModeSwitch mode={mode} fileLabel="Datei hochladen" />
          {mode === 'editor' ? (
            <Suspense fallback={<Loading />}>
              <LazyLearnsetEditor
                userId={account.info.id_}
                maxItems={maxItemsOf(account)}
                defaults={itemDefaultsFromProfile(account.info)}
                submitLabel="Erstellen"
                onSaved={(id) => navigate(paths.learnsets.preview(id))}
              >
                <p className="field-hint">
                  <Link to={paths.learnsets.help}>Hilfe zu Lernsets</Link>
                </p>
              </LazyLearnsetEditor>
            </Suspense>
          ) : (
            <ItemForm
              schema={LearnsetFieldsSchema}
              extraFields={<QuestionLanguageField />}
              defaultValues={{ ...EMPTY_LEARNSET_VALUES, ...itemDefaultsFromProfile(account.info) }}
              aria-label="Lernset hochladen"
              submitLabel="Hochladen"
              accept={LEARNSET_ACCEPT}
              maxFileBytes={LEARNSET_UPLOAD_LIMIT.maxFileBytes}
              tooLargeMessage={LEARNSET_UPLOAD_LIMIT.tooLargeMessage}
              onFileChange={setFile}
              onSubmit={async (values, chosen, onProgress) => {
                const { id, skipped } = await uploadLearnset(values, chosen, onProgress, columns);
                const state: UploadNoticeState = { uploadNotice: { skipped } };
                await navigate(paths.learnsets.preview(id), { state });
              }}
            >
              <SheetColumnsPreview file={file} maxItems={maxItemsOf(account)} onColumnsChange={setColumns} />
              <LearnsetFormHelp />
            </ItemForm>
          )}
        </>
      ) : null}
    </section>
  );
}
