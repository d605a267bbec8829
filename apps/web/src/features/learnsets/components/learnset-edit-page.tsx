import { paths } from '../../../config/paths';
import { LEARNSET_TEXTS, MAX_LEARNSET_FILE_BYTES } from '@app/shared/learnsets/texts';
import { Link, useNavigate, useParams } from 'react-router';
import { ItemEditGate, ItemForm, toItemFormValues } from '../../../components/items';
import { useLearnset } from '../api/get-learnset';
import { editLearnset } from '../api/save-learnset';
import { LEARNSET_ACCEPT, LearnsetFormHelp } from './learnset-form-help';

/** /lernsets/bearbeiten/{id}: loading text, then the prefilled form for the owner only (SPEC §2, §6). */
export default function LearnsetEditPage() {
  const { id = '' } = useParams();
  const query = useLearnset(id);
  const navigate = useNavigate();
  return (
    <ItemEditGate
      heading="Lernset bearbeiten"
      item={query.data?.learnset}
      pending={query.isPending}
      errorMessage={query.error?.message}
    >
      {(learnset) => (
        <ItemForm
          aria-label="Lernset bearbeiten"
          submitLabel="Ändern"
          accept={LEARNSET_ACCEPT}
          maxFileBytes={MAX_LEARNSET_FILE_BYTES}
          tooLargeMessage={LEARNSET_TEXTS.fileTooLarge}
          defaultValues={toItemFormValues(learnset)}
          onSubmit={async (values, file, onProgress) => {
            await editLearnset(learnset.id_, values, file, onProgress);
            await navigate(paths.learnsets.preview(learnset.id_));
          }}
        >
          <LearnsetFormHelp />
          <p>
            Übungen, deren Frage und Antwort gleich bleiben, behalten ihre Statistiken.{' '}
            <Link to={paths.learnsets.preview(learnset.id_)}>Zurück zur Vorschau</Link>
          </p>
        </ItemForm>
      )}
    </ItemEditGate>
  );
}
