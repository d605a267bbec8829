import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { ACCEPT_ATTRIBUTE, DOCUMENT_MESSAGES, ItemFieldsSchema } from '@app/shared';
import { Link, useNavigate } from 'react-router';
import { ItemForm } from '../../../components/items';
import { useAccount } from '../../../lib/boot-data';
import { itemDefaultsFromProfile } from '@app/shared';
import { uploadDocument } from '../api/save-document';
import { useDocumentLimit } from '../hooks';

/** /dokumente/neu: the upload form; success goes to the new document's preview. */
export default function DocumentUploadPage() {
  const account = useAccount();
  const navigate = useNavigate();
  const { storageText, ...limit } = useDocumentLimit();
  return (
    <section aria-labelledby="upload-title">
      <h1 id="upload-title">Dokument hochladen</h1>
      {account === null ? <Loading /> : null}
      {account && !account.valid ? (
        <p>
          {DOCUMENT_MESSAGES.signInToUpload} <Link to={paths.signIn}>Anmelden</Link>
        </p>
      ) : null}
      {account?.valid && storageText ? <p className="storage-use">{storageText}</p> : null}
      {account?.valid ? (
        <ItemForm
          defaultValues={itemDefaultsFromProfile(account.info)}
          schema={ItemFieldsSchema}
          aria-label="Dokument hochladen"
          submitLabel="Hochladen"
          accept={ACCEPT_ATTRIBUTE}
          {...limit}
          onSubmit={async (values, file, onProgress) => {
            const id = await uploadDocument(values, file, onProgress);
            await navigate(paths.documents.preview(id));
          }}
        />
      ) : null}
    </section>
  );
}
