import type { SearchHit } from '@app/shared/library/search';
import SearchX from 'lucide-react/icons/search-x';
import { Alert } from '../alert/alert';
import { Loading } from '../loading';
import { EmptyState } from '../ui/empty-state';
import { SearchHitCard } from './search-hit-card';
import { hitCountText, readAsText } from './search-texts';
import './search.css';

interface SearchHitsProps {
  query: string;
  hits: readonly SearchHit[] | undefined;
  readAs: readonly string[];
  pending: boolean;
  /** True while newer hits load and the older ones stand. */
  stale: boolean;
  error: Error | null;
  /** The list's name for screen readers ('Treffer', 'Dokumente', …). */
  label: string;
  /** Groups of hits with a heading each (the search page: documents, then sets); else one list. */
  groups?: Array<{ title: string; kind: SearchHit['kind'] }>;
}

/**
 * The hits of a search: their number announced politely, what the words were read as, a German
 * empty state, and the cards. The count region stays in the page, so each new count is read out.
 */
export function SearchHits({ query, hits, readAs, pending, stale, error, label, groups }: SearchHitsProps) {
  const readAsLine = readAsText(readAs);
  const list = (shown: readonly SearchHit[], name: string) => (
    <ul className="item-list search-hits" aria-label={name}>
      {shown.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <SearchHitCard hit={hit} level={groups ? 3 : 2} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className={stale ? 'search-results stale' : 'search-results'}>
      <p className="item-count" role="status" aria-live="polite">
        {hits && !pending && !stale ? hitCountText(hits.length, query) : ''}
      </p>
      {readAsLine ? <p className="search-read-as">{readAsLine}</p> : null}
      {pending ? <Loading /> : null}
      {error ? <Alert>{error.message}</Alert> : null}
      {hits && hits.length === 0 && !pending ? (
        <EmptyState
          Icon={SearchX}
          title="Nichts gefunden"
          text="Versuchen Sie ein anderes oder kürzeres Wort, oder prüfen Sie die Schreibweise."
        />
      ) : null}
      {hits && hits.length > 0
        ? groups
          ? groups.map(({ title, kind }) => {
              const shown = hits.filter((hit) => hit.kind === kind);
              return shown.length ? (
                <section key={kind} aria-label={title}>
                  <h2 className="search-group-title">
                    {title} ({shown.length})
                  </h2>
                  {list(shown, title)}
                </section>
              ) : null;
            })
          : list(hits, label)
        : null}
    </div>
  );
}
