import { useId } from 'react';
import { Chip } from '../ui/chip';
import { ITEM_SORTS, type ItemSort, type ItemView } from './item-order';

interface ItemViewBarProps {
  value: ItemView;
  onChange: (view: ItemView) => void;
  /** The popularity order's name: 'Meistgeladen' (documents) or 'Meistgelernt' (sets). */
  popularLabel: string;
  /** Signed out there are no uploads or classes of one's own: the quick filters stay away. */
  signedIn: boolean;
}

/** Order and quick filters of a library list: a select and two toggle chips (aria-pressed). */
export function ItemViewBar({ value, onChange, popularLabel, signedIn }: ItemViewBarProps) {
  const id = useId();
  const labels: Record<ItemSort, string> = { neueste: 'Neueste', beliebt: popularLabel, titel: 'Titel (A–Z)' };
  return (
    <div className="item-view-bar">
      <div className="item-view-sort">
        <label htmlFor={`${id}-sort`}>Sortieren</label>
        <select
          id={`${id}-sort`}
          value={value.sort}
          onChange={(e) => onChange({ ...value, sort: (e.target as HTMLSelectElement).value as ItemSort })}
        >
          {ITEM_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {labels[sort]}
            </option>
          ))}
        </select>
      </div>
      {signedIn ? (
        <div className="item-view-quick" role="group" aria-label="Schnellfilter">
          <Chip label="Meine Klasse" selected={value.myClass} onToggle={(on) => onChange({ ...value, myClass: on })} />
          <Chip label="Meine Uploads" selected={value.mine} onToggle={(on) => onChange({ ...value, mine: on })} />
        </div>
      ) : null}
    </div>
  );
}
