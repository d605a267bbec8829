import { EMPTY_FILTER, type ItemFilter } from '@app/shared';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useItemOptions } from './item-options';
import { useMediaQuery } from './use-media-query';
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

/** How many of the ten filters are set (the phone's "Filter" button shows it). */
export const activeFilterCount = (filter: ItemFilter) => Object.values(filter).filter(Boolean).length;

/**
 * All SPEC §5 filters of documents and learning sets; every one optional. On a wide screen they
 * stand above the list; on a phone a "Filter" button with the number set opens them in a sheet,
 * so the list starts on the first screen. They apply on every keystroke either way.
 */
export function ItemFilterBar(props: ItemFilterBarProps) {
  const wide = useMediaQuery('(min-width: 42em)');
  return wide ? <FilterForm {...props} /> : <FilterSheet {...props} />;
}

function FilterSheet({ value, onChange }: ItemFilterBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = activeFilterCount(value);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <div className="item-filter-sheet-bar">
      <button type="button" className="secondary item-filter-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SlidersHorizontal aria-hidden="true" size={18} />
        {count > 0 ? `Filter (${count} aktiv)` : 'Filter'}
      </button>
      <dialog
        ref={dialog}
        className="item-filter-sheet"
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
        onClick={(e) => {
          // A tap on the dimmed backdrop (the dialog itself, outside its content) closes it.
          if (e.target === e.currentTarget) setOpen(false);
        }}
      >
        {open ? (
          <div className="item-filter-sheet-content">
            <div className="item-filter-sheet-head">
              <h2 id={`${id}-title`}>Filter</h2>
              {/* Focused on opening (not the first field, which would raise the phone's keyboard). */}
              <button type="button" className="secondary" autoFocus onClick={() => setOpen(false)}>
                <X aria-hidden="true" size={18} />
                Schliessen
              </button>
            </div>
            <div className="item-filter-sheet-fields">
              <FilterForm value={value} onChange={onChange} allOpen />
            </div>
            <div className="item-filter-sheet-foot">
              <button type="button" className="item-filter-done" onClick={() => setOpen(false)}>
                Ergebnisse anzeigen
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}

function FilterForm({ value, onChange, allOpen = false }: ItemFilterBarProps & { allOpen?: boolean }) {
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
  const moreFields = (
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
  );
  return (
    <form className="item-filter" role="search" aria-label="Filter" onSubmit={(e) => e.preventDefault()}>
      {text ? textField(text) : null}
      {allOpen ? (
        moreFields
      ) : (
        <details
          className="item-filter-more"
          open={moreOpen}
          onToggle={(e) => setMoreOpen((e.target as HTMLDetailsElement).open)}
        >
          <summary>Weitere Filter</summary>
          {moreFields}
        </details>
      )}
      {active ? (
        <button type="button" className="secondary item-filter-reset" onClick={() => onChange(EMPTY_FILTER)}>
          Filter zurücksetzen
        </button>
      ) : null}
    </form>
  );
}
