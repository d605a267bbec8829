import { useId } from 'react';
import type { UrlSearch } from './use-url-search';
import './search.css';

interface SearchBoxProps {
  search: UrlSearch;
  /** The field's visible label, e.g. 'Dokumente durchsuchen'. */
  label: string;
  placeholder?: string;
}

/**
 * A screen's search field: searches as one types (after a pause) and at once on Enter. Phone
 * keyboards show a search key and leave the words as typed (no autocorrect, no capital).
 */
export function SearchBox({ search, label, placeholder = 'Wort aus Titel, Text oder Karte' }: SearchBoxProps) {
  const id = useId();
  return (
    <form
      className="search-box"
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        search.commit();
      }}
    >
      <div className="search-box-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck="false"
          placeholder={placeholder}
          value={search.text}
          onChange={(e) => search.setText((e.target as HTMLInputElement).value)}
        />
      </div>
    </form>
  );
}
