import { MAX_EVENT_LINKS } from '@app/shared/calendars/texts';
import { useId, useMemo, useState } from 'react';

interface LinkOption {
  id_: string;
  title: string;
  subject: string;
  owner: string;
}

interface LinkPickerProps {
  legend: string;
  /** "Lernset" or "Dokument": the search field's label. */
  noun: string;
  options: readonly LinkOption[] | undefined;
  ownerId: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/** How many choices are listed at once; a search finds the rest. */
const SHOWN = 12;

/**
 * Checkboxes for the sets or documents an event links to: the chosen ones, then the pupil's own,
 * or what a search of every title finds.
 */
export function LinkPicker({ legend, noun, options, ownerId, selected, onChange }: LinkPickerProps) {
  const [query, setQuery] = useState('');
  const id = useId();
  const chosen = useMemo(() => new Set(selected), [selected]);
  const listed = useMemo(() => {
    const all = options ?? [];
    const q = query.trim().toLowerCase();
    const picked = all.filter((o) => chosen.has(o.id_));
    const rest = all.filter(
      (o) => !chosen.has(o.id_) && (q ? `${o.subject} ${o.title}`.toLowerCase().includes(q) : o.owner === ownerId),
    );
    return [...picked, ...rest.slice(0, SHOWN)];
  }, [options, query, chosen, ownerId]);
  const full = selected.length >= MAX_EVENT_LINKS;

  const toggle = (optionId: string, on: boolean) =>
    onChange(on ? [...selected, optionId] : selected.filter((s) => s !== optionId));

  return (
    <fieldset className="link-picker">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-search`}>{noun} suchen</label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field-hint">
        Ohne Suche stehen hier Ihre eigenen. Höchstens {MAX_EVENT_LINKS}.
      </p>
      {options === undefined ? <p className="loading">lädt...</p> : null}
      {options !== undefined && listed.length === 0 ? <p>Nichts gefunden.</p> : null}
      <ul className="link-options">
        {listed.map((option) => (
          <li key={option.id_}>
            <input
              id={`${id}-${option.id_}`}
              type="checkbox"
              checked={chosen.has(option.id_)}
              disabled={full && !chosen.has(option.id_)}
              onChange={(e) => toggle(option.id_, e.target.checked)}
            />
            <label htmlFor={`${id}-${option.id_}`}>
              [{option.subject}] {option.title}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
