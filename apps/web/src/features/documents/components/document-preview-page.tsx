import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { DOCUMENT_MESSAGES, type DocumentDetails, isPreviewable, ITEM_DELETE_TEXTS } from '@app/shared';
import { languageName } from '@app/shared/constants/language-names';
import { swissDay } from '@app/shared/format/due-day';
import { Link, useNavigate, useParams } from 'react-router';
import { ItemDeleteAction } from '../../../components/items';
import { Alert } from '../../../components/alert/alert';
import { ApiError } from '../../../lib/api';
import { useAccount } from '../../../lib/boot-data';
import { deleteDocument } from '../api/delete-document';
import { useDocument } from '../api/get-document';
import { DocumentEmbed } from './document-embed';
import { OfflineDocumentButton } from '../offline/offline-document-button';
import '../documents.css';

/** /dokumente/vorschau/{id}: heading, info line, actions, embedded view and description. */
export default function DocumentPreviewPage() {
  const { id = '' } = useParams();
  const query = useDocument(id);
  if (query.isPending) return <Loading />;
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.httpStatus === 404;
    return (
      <section>
        <h1>Dokument</h1>
        <Alert>{notFound ? DOCUMENT_MESSAGES.notFound : query.error.message}</Alert>
        <p>
          <Link to={paths.documents.list}>Zur Dokumentenliste</Link>
        </p>
      </section>
    );
  }
  return <DocumentPreview doc={query.data} />;
}

function DocumentPreview({ doc }: { doc: DocumentDetails }) {
  const account = useAccount();
  const navigate = useNavigate();
  const isOwner = Boolean(account?.valid && account.info?.id_ === doc.owner);
  // Logged out, or logged in with the iFrame setting on (SPEC §2); undecided until the account is known.
  const embed = account !== null && isPreviewable(doc.mimetype) && (!account.valid || account.info?.iframe === true);
  const fileName = decodeURIComponent(doc.url.split('/').pop() ?? '');
  return (
    <article className="document-preview" aria-labelledby="document-title">
      <h1 id="document-title">
        [{doc.subject}] {doc.title}
      </h1>
      <p className="document-info">
        <span>
          {doc.extension.toUpperCase()} {doc.formated_size}
        </span>
        <span>Bearbeitet: {swissDay(doc.edited)}</span>
        <span>Erstellt: {swissDay(doc.created)}</span>
        <span>Von: {doc.owner_name}</span>
        <span>Klasse: {doc.class_}</span>
        <span>Stufe: {doc.grade}</span>
        <span>Sprache: {languageName(doc.language)}</span>
      </p>
      <p className="document-actions">
        <a className="button" href={doc.url} download={fileName}>
          Herunterladen
        </a>
        <a className="button secondary" href={doc.url} target="_blank" rel="noopener">
          In neuem Tab öffnen
        </a>
        {isOwner ? (
          <Link className="button secondary" to={paths.documents.edit(doc.id_)}>
            Bearbeiten
          </Link>
        ) : null}
      </p>
      {isOwner ? (
        <ItemDeleteAction
          question={ITEM_DELETE_TEXTS.documentQuestion(doc.title)}
          remove={() => deleteDocument(doc.id_)}
          onDeleted={() => void navigate(paths.documents.list, { replace: true })}
        />
      ) : null}
      <OfflineDocumentButton doc={doc} />
      {account === null ? null : embed ? (
        <DocumentEmbed doc={doc} />
      ) : (
        <p className="document-no-preview">{DOCUMENT_MESSAGES.previewUnavailable}</p>
      )}
      <h2>Beschreibung</h2>
      <p className="document-description">{doc.description}</p>
    </article>
  );
}
