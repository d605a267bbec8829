import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import type { Learnset } from '@app/shared/learnsets/api';
import { LEARNSET_TEXTS } from '@app/shared/learnsets/texts';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
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
import { useLearnsets } from '../api/get-learnsets';
import { useLearnsetSelection } from '../hooks/use-learnset-selection';
import { LearnsetCard } from './learnset-card';
import { LearnsetSelectionBar, type SelectionTarget } from './learnset-selection-bar';
import { OfflineSetButton, OfflineSetMessage } from '../offline/offline-set-button';
import { useOfflineSets } from '../offline/use-offline-sets';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import '../learnsets.css';

const keyOf = (set: Learnset) => set.id_;

/**
 * /lernsets: the library with the shared filters, an order and quick filters; sets are selected
 * by click and learnt together. With words in its search box, the server's hits replace the list.
 */
export default function LearnsetListPage() {
  const account = useAccount();
  const navigate = useNavigate();
  const learnsets = useLearnsets();
  const [filter, setFilter] = useUrlFilter();
  const filtered = useFilteredItems(learnsets.data?.learnsets, filter);
  const [view, setView] = useUrlView();
  const search = useUrlSearch();
  const query = search.query.trim();
  const hits = useLibrarySearch(query, 'learnsets');
  const stats = useLibraryStats();
  const me = account?.valid ? (account.info?.id_ ?? null) : null;
  const classes = account?.valid ? (account.info?.classes ?? []) : [];
  const shownItems = useMemo(
    () =>
      applyView(filtered.items, view, {
        me,
        classes,
        popularity: (id) => stats.learnsets.get(id)?.learners ?? 0,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `classes` is a new array per render; its text is the dependency
    [filtered.items, view, me, classes.join('\n'), stats],
  );
  const shown = { items: shownItems, isStale: filtered.isStale };
  const shownHits = useMemo(() => {
    if (!hits.data) return undefined;
    const all = learnsets.data?.learnsets;
    if (!all) return hits.data.hits;
    return narrowHits(hits.data.hits, new Set(all.map(keyOf)), new Set(shownItems.map(keyOf)));
  }, [hits.data, learnsets.data, shownItems]);
  const { selected, toggle, clear } = useLearnsetSelection();
  const [refused, setRefused] = useState(false);
  const offline = useOfflineSets();

  // Only sets that still exist count; the choice may come from an earlier visit.
  const chosen = useMemo(
    () => (learnsets.data?.learnsets ?? []).filter((set) => selected.has(set.id_)).map((set) => set.id_),
    [learnsets.data, selected],
  );
  const onToggle = useCallback(
    (id: string) => {
      setRefused(false);
      toggle(id);
    },
    [toggle],
  );
  const renderCard = useCallback(
    (set: Learnset) => (
      <LearnsetCard
        learnset={set}
        selected={selected.has(set.id_)}
        onToggle={onToggle}
        learners={stats.learnsets.get(set.id_)?.learners}
      />
    ),
    [selected, onToggle, stats],
  );
  const open = (target: SelectionTarget) => {
    if (chosen.length === 0) setRefused(true);
    else void navigate(target(chosen));
  };
  const bar = (position: string) => (
    <LearnsetSelectionBar
      position={position}
      onClear={clear}
      onOpen={open}
      signedIn={!!account?.valid}
      offlineButton={<OfflineSetButton ids={chosen} offline={offline} onNone={() => setRefused(true)} />}
    />
  );

  return (
    <section aria-labelledby="learnsets-title">
      <h1 id="learnsets-title">Lernsets</h1>
      {account?.valid ? (
        <p className="learnset-actions">
          <Link className="button" to={paths.learnsets.upload}>
            Lernset erstellen
          </Link>
          <Link to={paths.learnsets.help}>Hilfe zu Lernsets</Link>
        </p>
      ) : (
        <p>{LEARNSET_TEXTS.loginToUpload}</p>
      )}
      <SearchBox search={search} label="Lernsets durchsuchen" placeholder="Wort aus Titel oder Karte" />
      <ItemFilterBar value={filter} onChange={setFilter} />
      <ItemViewBar value={view} onChange={setView} popularLabel="Meistgelernt" signedIn={me !== null} />
      {query ? (
        <SearchHits
          query={query}
          hits={shownHits}
          readAs={hits.data?.readAs ?? []}
          pending={hits.isPending}
          stale={hits.isPlaceholderData}
          error={hits.error}
          label="Lernsets"
        />
      ) : null}
      {query ? null : learnsets.isPending ? <Loading /> : null}
      {learnsets.error && !query ? <Alert>{learnsets.error.message}</Alert> : null}
      {learnsets.data && !query ? (
        <div className={shown.isStale ? 'learnset-results stale' : 'learnset-results'}>
          <p className="item-count" aria-live="polite">
            {shown.items.length} angezeigt · {chosen.length} ausgewählt
          </p>
          {learnsets.data.offline ? <Alert kind="info">{OFFLINE_TEXTS.offlineList}</Alert> : null}
          {refused ? <Alert>{LEARNSET_TEXTS.noSelection}</Alert> : null}
          <OfflineSetMessage offline={offline} />
          {bar('oben')}
          {shown.items.length === 0 ? (
            <p>{LEARNSET_TEXTS.noMatch}</p>
          ) : (
            <IncrementalList items={shown.items} getKey={keyOf} renderItem={renderCard} aria-label="Lernsets" />
          )}
          {bar('unten')}
        </div>
      ) : null}
    </section>
  );
}
