import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { DOCUMENT_MESSAGES, type DocumentDetails, isPreviewable, ITEM_DELETE_TEXTS } from '@app/shared';
import { languageName } from '@app/shared/constants/language-names';
import { swissDay } from '@app/shared/format/due-day';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FileThumb } from '../../../components/items/file-thumb';
import { useLibraryStats } from '../../../lib/library/stats';
import { ItemDeleteAction } from '../../../components/items';
import { Alert } from '../../../components/alert/alert';
import { ApiError } from '../../../lib/api';
import { useAccount } from '../../../lib/boot-data';
import { deleteDocument } from '../api/delete-document';
import { useDocument } from '../api/get-document';
import { DocumentEmbed } from './document-embed';
import { OfflineDocumentButton } from '../offline/offline-document-button';
import '../documents.css';

/** pdf.js and the viewer load only when a PDF is to be drawn by it. */
const PdfViewer = lazy(() => import('./pdf-viewer'));

/** False where the browser cannot show a PDF inline (Android Chrome): pdf.js draws it then. */
const browserShowsPdf = () => navigator.pdfViewerEnabled !== false;

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
  // SPEC's frame rule is for browsers that can show the PDF; the others get it drawn by pdf.js.
  const drawPdf = doc.mimetype === 'application/pdf' && !browserShowsPdf();
  const stats = useLibraryStats().documents.get(doc.id_);
  const fileName = decodeURIComponent(doc.url.split('/').pop() ?? '');
  return (
    <article className="document-preview" aria-labelledby="document-title">
      <h1 id="document-title">
        [{doc.subject}] {doc.title}
      </h1>
      <div className="document-head">
        <FileThumb extension={doc.extension} thumbnail={stats?.thumbnail} title={doc.title} size="large" />
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
          {stats ? <span>Downloads: {stats.downloads}</span> : null}
        </p>
      </div>
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
      {drawPdf ? (
        <Suspense fallback={<Loading />}>
          <PdfViewer url={doc.url} title={doc.title} />
        </Suspense>
      ) : account === null ? null : embed ? (
        <DocumentEmbed doc={doc} />
      ) : (
        <p className="document-no-preview">{DOCUMENT_MESSAGES.previewUnavailable}</p>
      )}
      <h2>Beschreibung</h2>
      <p className="document-description">{doc.description}</p>
    </article>
  );
}
