import { paths } from '../../../config/paths';
import { ACCEPT_ATTRIBUTE, DOCUMENT_MESSAGES, ItemFieldsSchema } from '@app/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { ItemEditGate, ItemForm, toItemFormValues } from '../../../components/items';
import { ApiError } from '../../../lib/api';
import { useDocument } from '../api/get-document';
import { editDocument } from '../api/save-document';
import { useDocumentLimit } from '../hooks';

/** /dokumente/bearbeiten/{id}: loading text, then the prefilled form for the owner only. */
export default function DocumentEditPage() {
  const { id = '' } = useParams();
  const query = useDocument(id);
  const navigate = useNavigate();
  const { storageText, ...limit } = useDocumentLimit(query.data?.size ?? 0);
  const notFound = query.error instanceof ApiError && query.error.httpStatus === 404;
  return (
    <ItemEditGate
      heading="Dokument bearbeiten"
      item={query.data}
      pending={query.isPending}
      errorMessage={query.error ? (notFound ? DOCUMENT_MESSAGES.notFound : query.error.message) : undefined}
    >
      {(doc) => (
        <ItemForm
          schema={ItemFieldsSchema}
          aria-label="Dokument bearbeiten"
          submitLabel="Ändern"
          accept={ACCEPT_ATTRIBUTE}
          defaultValues={toItemFormValues(doc)}
          {...limit}
          onSubmit={async (values, file, onProgress) => {
            await editDocument(doc.id_, values, file, onProgress);
            await navigate(paths.documents.preview(doc.id_));
          }}
        >
          <p>
            <Link to={paths.documents.preview(doc.id_)}>Zurück zur Vorschau</Link>
          </p>
          {storageText ? <p className="storage-use">{storageText}</p> : null}
        </ItemForm>
      )}
    </ItemEditGate>
  );
}
