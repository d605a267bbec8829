import { SearchBox } from '../../../components/search/search-box';
import { SearchHits } from '../../../components/search/search-hits';
import { useUrlSearch } from '../../../components/search/use-url-search';
import { useLibrarySearch } from '../../../lib/library/search';

const GROUPS = [
  { title: 'Dokumente', kind: 'document' },
  { title: 'Lernsets', kind: 'learnset' },
] as const;

/** /suche?q=…: documents and sets matching the words, opened from the header's search. */
export default function SearchPage() {
  const search = useUrlSearch();
  const query = search.query.trim();
  const result = useLibrarySearch(query, 'all');
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">Suche</h1>
      <SearchBox search={search} label="Dokumente und Lernsets durchsuchen" />
      {query ? (
        <SearchHits
          query={query}
          hits={result.data?.hits}
          readAs={result.data?.readAs ?? []}
          pending={result.isPending}
          stale={result.isPlaceholderData}
          error={result.error}
          label="Treffer"
          groups={[...GROUPS]}
        />
      ) : (
        <p>
          Geben Sie ein Wort ein: Die Suche findet es in Titeln, Beschreibungen, im Text der Dokumente und in den Karten
          der Lernsets.
        </p>
      )}
    </section>
  );
}
