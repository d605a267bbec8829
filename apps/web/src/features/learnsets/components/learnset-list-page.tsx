import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import type { Learnset } from '@app/shared/learnsets/api';
import { LEARNSET_TEXTS } from '@app/shared/learnsets/texts';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { IncrementalList, ItemFilterBar, useFilteredItems, useUrlFilter } from '../../../components/items';
import { useAccount } from '../../../lib/boot-data';
import { useLearnsets } from '../api/get-learnsets';
import { useLearnsetSelection } from '../hooks/use-learnset-selection';
import { LearnsetCard } from './learnset-card';
import { LearnsetSelectionBar, type SelectionTarget } from './learnset-selection-bar';
import { OfflineSetButton, OfflineSetMessage } from '../offline/offline-set-button';
import { useOfflineSets } from '../offline/use-offline-sets';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import '../learnsets.css';

const keyOf = (set: Learnset) => set.id_;

/** /lernsets: the library with the shared filters; sets are selected by click and learnt together. */
export default function LearnsetListPage() {
  const account = useAccount();
  const navigate = useNavigate();
  const learnsets = useLearnsets();
  const [filter, setFilter] = useUrlFilter();
  const shown = useFilteredItems(learnsets.data?.learnsets, filter);
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
    (set: Learnset) => <LearnsetCard learnset={set} selected={selected.has(set.id_)} onToggle={onToggle} />,
    [selected, onToggle],
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
      <ItemFilterBar value={filter} onChange={setFilter} />
      {learnsets.isPending ? <Loading /> : null}
      {learnsets.error ? <Alert>{learnsets.error.message}</Alert> : null}
      {learnsets.data ? (
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
