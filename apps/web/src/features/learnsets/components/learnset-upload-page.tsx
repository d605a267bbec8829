import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { LEARNSET_TEXTS, MAX_LEARNSET_FILE_BYTES } from '@app/shared/learnsets/texts';
import { Link, useNavigate } from 'react-router';
import { ItemForm } from '../../../components/items';
import { useAccount } from '../../../lib/boot-data';
import { uploadLearnset } from '../api/save-learnset';
import { LearnsetFormHelp, LEARNSET_ACCEPT } from './learnset-form-help';

/** /lernsets/neu: the shared upload form plus help links; success goes to the new set's preview. */
export default function LearnsetUploadPage() {
  const account = useAccount();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="upload-title">
      <h1 id="upload-title">Lernset hochladen</h1>
      {account === null ? <Loading /> : null}
      {account && !account.valid ? (
        <p>
          {LEARNSET_TEXTS.loginToUpload} <Link to={paths.signIn}>Anmelden</Link>
        </p>
      ) : null}
      {account?.valid ? (
        <ItemForm
          aria-label="Lernset hochladen"
          submitLabel="Hochladen"
          accept={LEARNSET_ACCEPT}
          maxFileBytes={MAX_LEARNSET_FILE_BYTES}
          tooLargeMessage={LEARNSET_TEXTS.fileTooLarge}
          onSubmit={async (values, file, onProgress) => {
            const id = await uploadLearnset(values, file, onProgress);
            await navigate(paths.learnsets.preview(id));
          }}
        >
          <LearnsetFormHelp />
        </ItemForm>
      ) : null}
    </section>
  );
}
