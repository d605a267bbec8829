import { ITEM_MESSAGES } from '@app/shared';
import type { Learnset } from '@app/shared/learnsets/api';
import { LEARNSET_TEXTS, MAX_LEARNSET_FILE_BYTES } from '@app/shared/learnsets/texts';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { ItemForm, type ItemFormValues } from '../../../components/items';
import { useAccount } from '../../../lib/boot-data';
import { useLearnset } from '../api/get-learnset';
import { editLearnset } from '../api/save-learnset';
import { learnsetPaths } from '../paths';
import { LEARNSET_ACCEPT, LearnsetFormHelp } from './learnset-form-help';

/** /lernsets/bearbeiten/{id}: loading text, then the prefilled form for the owner only (SPEC §2, §6). */
export default function LearnsetEditPage() {
  const { id = '' } = useParams();
  const query = useLearnset(id);
  const account = useAccount();
  let body;
  if (query.isPending || account === null) body = <p className="loading">lädt...</p>;
  else if (query.error) body = <Alert>{query.error.message}</Alert>;
  else if (!account.valid || account.info?.id_ !== query.data.learnset.owner) body = <p>{ITEM_MESSAGES.noAccess}</p>;
  else body = <LearnsetEditForm learnset={query.data.learnset} />;
  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">Lernset bearbeiten</h1>
      {body}
    </section>
  );
}

function LearnsetEditForm({ learnset }: { learnset: Learnset }) {
  const navigate = useNavigate();
  const current: Partial<ItemFormValues> = {
    title: learnset.title,
    subject: learnset.subject,
    description: learnset.description,
    class: learnset.class_,
    grade: learnset.grade as ItemFormValues['grade'],
    language: learnset.language as ItemFormValues['language'],
  };
  return (
    <ItemForm
      aria-label="Lernset bearbeiten"
      submitLabel="Ändern"
      accept={LEARNSET_ACCEPT}
      maxFileBytes={MAX_LEARNSET_FILE_BYTES}
      tooLargeMessage={LEARNSET_TEXTS.fileTooLarge}
      defaultValues={current}
      onSubmit={async (values, file, onProgress) => {
        await editLearnset(learnset.id_, values, file, onProgress);
        await navigate(learnsetPaths.preview(learnset.id_));
      }}
    >
      <LearnsetFormHelp />
      <p>
        Übungen, deren Frage und Antwort gleich bleiben, behalten ihre Statistiken.{' '}
        <Link to={learnsetPaths.preview(learnset.id_)}>Zurück zur Vorschau</Link>
      </p>
    </ItemForm>
  );
}
