import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { DOCUMENT_MESSAGES, type DocumentSummary } from '@app/shared';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { IncrementalList, ItemFilterBar, useFilteredItems, useUrlFilter } from '../../../components/items';
import { applyView } from '../../../components/items/item-order';
import { ItemViewBar } from '../../../components/items/item-view-bar';
import { useUrlView } from '../../../components/items/use-url-view';
import { SearchBox } from '../../../components/search/search-box';
import { SearchHits } from '../../../components/search/search-hits';
import { narrowHits } from '../../../components/search/search-texts';
import { useUrlSearch } from '../../../components/search/use-url-search';
import { useAccount } from '../../../lib/boot-data';
import { useLibrarySearch } from '../../../lib/library/search';
import { useLibraryStats } from '../../../lib/library/stats';
import { useDocuments } from '../api/get-documents';
import { DocumentCard } from './document-card';
import { useShellStatus } from '../../../lib/pwa/shell-status';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import '../documents.css';

const keyOf = (doc: DocumentSummary) => doc.id_;

/**
 * /dokumente: the library with all SPEC §5 filters, applied in the browser on every keystroke,
 * an order and quick filters; with words in its search box, the server's hits replace the list
 * (the filters still narrow them).
 */
export default function DocumentListPage() {
  const account = useAccount();
  const documents = useDocuments();
  const [filter, setFilter] = useUrlFilter();
  const [view, setView] = useUrlView();
  const search = useUrlSearch();
  const query = search.query.trim();
  const hits = useLibrarySearch(query, 'documents');
  const stats = useLibraryStats();
  const filtered = useFilteredItems(documents.data, filter);
  const { online } = useShellStatus();
  const me = account?.valid ? (account.info?.id_ ?? null) : null;
  const classes = account?.valid ? (account.info?.classes ?? []) : [];

  const shown = useMemo(
    () =>
      applyView(filtered.items, view, {
        me,
        classes,
        popularity: (id) => stats.documents.get(id)?.downloads ?? 0,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `classes` is a new array per render; its text is the dependency
    [filtered.items, view, me, classes.join('\n'), stats],
  );
  const shownHits = useMemo(() => {
    if (!hits.data) return undefined;
    if (!documents.data) return hits.data.hits;
    return narrowHits(hits.data.hits, new Set(documents.data.map(keyOf)), new Set(shown.map(keyOf)));
  }, [hits.data, documents.data, shown]);
  const renderCard = useCallback(
    (doc: DocumentSummary) => <DocumentCard doc={doc} stats={stats.documents.get(doc.id_)} />,
    [stats],
  );

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
      <SearchBox search={search} label="Dokumente durchsuchen" placeholder="Wort aus Titel oder Text" />
      <ItemFilterBar value={filter} onChange={setFilter} />
      <ItemViewBar value={view} onChange={setView} popularLabel="Meistgeladen" signedIn={me !== null} />
      {query ? (
        <SearchHits
          query={query}
          hits={shownHits}
          readAs={hits.data?.readAs ?? []}
          pending={hits.isPending}
          stale={hits.isPlaceholderData}
          error={hits.error}
          label="Dokumente"
        />
      ) : (
        <>
          {documents.isPending ? <Loading /> : null}
          {documents.error ? <Alert>{documents.error.message}</Alert> : null}
          {documents.data ? (
            <div className={filtered.isStale ? 'documents-results stale' : 'documents-results'}>
              {online ? null : <Alert kind="info">{OFFLINE_TEXTS.offlineList}</Alert>}
              <p className="item-count" aria-live="polite">
                {shown.length === 1 ? '1 Dokument' : `${shown.length} Dokumente`}
              </p>
              {shown.length === 0 ? (
                <p>{DOCUMENT_MESSAGES.noneFound}</p>
              ) : (
                <IncrementalList items={shown} getKey={keyOf} renderItem={renderCard} aria-label="Dokumente" />
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
