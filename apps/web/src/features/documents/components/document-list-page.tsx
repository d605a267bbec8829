import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { DOCUMENT_MESSAGES, type DocumentSummary } from '@app/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { IncrementalList, ItemFilterBar, useFilteredItems, useUrlFilter } from '../../../components/items';
import { useAccount } from '../../../lib/boot-data';
import { useDocuments } from '../api/get-documents';
import { DocumentCard } from './document-card';
import { useShellStatus } from '../../../lib/pwa/shell-status';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import '../documents.css';

const renderCard = (doc: DocumentSummary) => <DocumentCard doc={doc} />;
const keyOf = (doc: DocumentSummary) => doc.id_;

/** /dokumente: the library with all SPEC §5 filters, applied in the browser on every keystroke. */
export default function DocumentListPage() {
  const account = useAccount();
  const documents = useDocuments();
  const [filter, setFilter] = useUrlFilter();
  const shown = useFilteredItems(documents.data, filter);
  const { online } = useShellStatus();

  return (
    <section aria-labelledby="documents-title">
      <h1 id="documents-title">Dokumente</h1>
      {account?.valid ? (
        <p>
          <Link className="button" to={paths.documents.upload}>
            Dokument hochladen
          </Link>
        </p>
      ) : (
        <p>{DOCUMENT_MESSAGES.signInToUpload}</p>
      )}
      <ItemFilterBar value={filter} onChange={setFilter} />
      {documents.isPending ? <Loading /> : null}
      {documents.error ? <Alert>{documents.error.message}</Alert> : null}
      {documents.data ? (
        <div className={shown.isStale ? 'documents-results stale' : 'documents-results'}>
          {online ? null : <Alert kind="info">{OFFLINE_TEXTS.offlineList}</Alert>}
          <p className="item-count" aria-live="polite">
            {shown.items.length === 1 ? '1 Dokument' : `${shown.items.length} Dokumente`}
          </p>
          {shown.items.length === 0 ? (
            <p>{DOCUMENT_MESSAGES.noneFound}</p>
          ) : (
            <IncrementalList items={shown.items} getKey={keyOf} renderItem={renderCard} aria-label="Dokumente" />
          )}
        </div>
      ) : null}
    </section>
  );
}
