import { EMPTY_FILTER, type ItemFilter } from '@app/shared';
import { useId, useState } from 'react';
import { useItemOptions } from './item-options';
import './items.css';

interface ItemFilterBarProps {
  value: ItemFilter;
  /** Called on every keystroke and selection (SPEC §5). */
  onChange: (filter: ItemFilter) => void;
}

type TextKey = 'text' | 'class_' | 'creator';
type DateKey = 'createdAfter' | 'createdBefore' | 'editedAfter' | 'editedBefore';

const TEXTS: Array<[TextKey, string, string]> = [
  ['text', 'Titel oder Beschreibung', 'z.B. Zellbiologie'],
  ['class_', 'Klasse', 'z.B. 5b'],
  ['creator', 'Ersteller/in', 'Name'],
];
const DATES: Array<[DateKey, string]> = [
  ['createdAfter', 'Erstellt ab'],
  ['createdBefore', 'Erstellt bis'],
  ['editedAfter', 'Bearbeitet ab'],
  ['editedBefore', 'Bearbeitet bis'],
];

/** All SPEC §5 filters of documents and learning sets; every one optional. */
export function ItemFilterBar({ value, onChange }: ItemFilterBarProps) {
  const id = useId();
  const options = useItemOptions();
  const set = (key: keyof ItemFilter) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const selects: Array<['subject' | 'grade' | 'language', string, string, { value: string; label: string }[]]> = [
    ['subject', 'Fach', 'Alle Fächer', options.subjects],
    ['grade', 'Klassenstufe', 'Alle Stufen', options.grades],
    ['language', 'Sprache', 'Alle Sprachen', options.languages],
  ];
  const active = Object.values(value).some(Boolean);
  // On a phone the text search stays in view; the other filters fold away until asked for.
  // A list opened with one of them set (Back, a reload, a link) shows it, so the pupil sees why.
  const [moreOpen, setMoreOpen] = useState(
    () =>
      window.matchMedia('(min-width: 42em)').matches ||
      Object.entries(value).some(([key, chosen]) => key !== 'text' && chosen !== ''),
  );
  const [text, ...moreTexts] = TEXTS;
  const textField = ([key, label, placeholder]: [TextKey, string, string]) => (
    <div className="item-filter-field" key={key}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} type="search" placeholder={placeholder} value={value[key]} onChange={set(key)} />
    </div>
  );
  return (
    <form className="item-filter" role="search" aria-label="Filter" onSubmit={(e) => e.preventDefault()}>
      {text ? textField(text) : null}
      <details
        className="item-filter-more"
        open={moreOpen}
        onToggle={(e) => setMoreOpen((e.target as HTMLDetailsElement).open)}
      >
        <summary>Weitere Filter</summary>
        <div className="item-filter-more-fields">
          {moreTexts.map(textField)}
          {selects.map(([key, label, all, choices]) => (
            <div className="item-filter-field" key={key}>
              <label htmlFor={`${id}-${key}`}>{label}</label>
              <select id={`${id}-${key}`} value={value[key]} onChange={set(key)}>
                <option value="">{all}</option>
                {choices.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {DATES.map(([key, label]) => (
            <div className="item-filter-field" key={key}>
              <label htmlFor={`${id}-${key}`}>{label}</label>
              <input id={`${id}-${key}`} type="date" value={value[key]} onChange={set(key)} />
            </div>
          ))}
        </div>
      </details>
      {active ? (
        <button type="button" className="secondary item-filter-reset" onClick={() => onChange(EMPTY_FILTER)}>
          Filter zurücksetzen
        </button>
      ) : null}
    </form>
  );
}
