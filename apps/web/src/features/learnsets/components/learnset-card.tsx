import { paths } from '../../../config/paths';
import { swissDay } from '@app/shared/format/due-day';
import type { Learnset } from '@app/shared/learnsets/api';
import { memo, type MouseEvent } from 'react';
import { Link } from 'react-router';

interface LearnsetCardProps {
  learnset: Learnset;
  selected: boolean;
  onToggle: (id: string) => void;
  /** Accounts that studied the set (`GET /library/stats`); unknown while it loads or offline. */
  learners?: number;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * One set in the library (SPEC §2): a click anywhere on the card toggles it, like its check box;
 * the preview link only navigates. Memoised, so a toggle re-renders one card, not 5,000.
 */
export const LearnsetCard = memo(function LearnsetCard({ learnset, selected, onToggle, learners }: LearnsetCardProps) {
  const toggle = () => onToggle(learnset.id_);
  const headingId = `lernset-${learnset.id_}`;
  return (
    <div className={selected ? 'item-card learnset-card selected' : 'item-card learnset-card'} onClick={toggle}>
      <input type="checkbox" checked={selected} onChange={toggle} onClick={stop} aria-labelledby={headingId} />
      <div className="learnset-card-body">
        <h2 id={headingId}>
          [{learnset.subject}] {learnset.title}
        </h2>
        <p>
          {learnset.size} {learnset.size === 1 ? 'Übung' : 'Übungen'}
        </p>
        <p>
          {swissDay(learnset.created)} – {swissDay(learnset.edited)}
        </p>
        <p>von {learnset.owner_name}</p>
        {learners === undefined ? null : (
          <p className="item-stat">{learners === 1 ? '1 Person lernt damit' : `${learners} Personen lernen damit`}</p>
        )}
        <p>
          <Link to={paths.learnsets.preview(learnset.id_)} onClick={stop}>
            Vorschau
          </Link>
        </p>
      </div>
    </div>
  );
});
