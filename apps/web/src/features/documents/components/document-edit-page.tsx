import { ACCEPT_ATTRIBUTE, DOCUMENT_MESSAGES, type DocumentDetails, ITEM_MESSAGES } from '@app/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { ItemForm, type ItemFormValues } from '../../../components/items';
import { ApiError } from '../../../lib/api';
import { useAccount } from '../../../lib/boot-data';
import { useDocument } from '../api/get-document';
import { editDocument } from '../api/save-document';
import { useDocumentLimit } from '../hooks';
import { documentPaths } from '../paths';

/** /dokumente/bearbeiten/{id}: loading text, then the prefilled form for the owner only. */
export default function DocumentEditPage() {
  const { id = '' } = useParams();
  const query = useDocument(id);
  const account = useAccount();
  let body;
  if (query.isPending || account === null) body = <p className="loading">lädt...</p>;
  else if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.httpStatus === 404;
    body = <Alert>{notFound ? DOCUMENT_MESSAGES.notFound : query.error.message}</Alert>;
  } else if (!account.valid || account.info?.id_ !== query.data.owner) body = <p>{ITEM_MESSAGES.noAccess}</p>;
  else body = <DocumentEditForm doc={query.data} />;
  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">Dokument bearbeiten</h1>
      {body}
    </section>
  );
}

function DocumentEditForm({ doc }: { doc: DocumentDetails }) {
  const navigate = useNavigate();
  const limit = useDocumentLimit();
  const current: Partial<ItemFormValues> = {
    title: doc.title,
    subject: doc.subject,
    description: doc.description,
    class: doc.class_,
    grade: doc.grade as ItemFormValues['grade'],
    language: doc.language as ItemFormValues['language'],
  };
  return (
    <ItemForm
      aria-label="Dokument bearbeiten"
      submitLabel="Ändern"
      accept={ACCEPT_ATTRIBUTE}
      defaultValues={current}
      {...limit}
      onSubmit={async (values, file, onProgress) => {
        await editDocument(doc.id_, values, file, onProgress);
        await navigate(documentPaths.preview(doc.id_));
      }}
    >
      <p>
        <Link to={documentPaths.preview(doc.id_)}>Zurück zur Vorschau</Link>
      </p>
    </ItemForm>
  );
}
