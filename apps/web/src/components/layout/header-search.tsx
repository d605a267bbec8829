import SearchIcon from 'lucide-react/icons/search';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';

interface HeaderSearchProps {
  /** On a phone the field hides behind a button until asked for. */
  compact?: boolean;
  /** The header's search moves the focus into the results page; the menu closes with it. */
  onSearch?: () => void;
}

/**
 * The header's search over documents and sets: Enter opens the results page (`/suche?q=…`).
 * On the first page, so only a form: the results and their code load with that page.
 */
export function HeaderSearch({ compact = false, onSearch }: HeaderSearchProps) {
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(!compact);
  const field = useRef<HTMLInputElement>(null);
  const opened = useRef(false);
  useLayoutEffect(() => {
    // Opened by its button: the field takes the focus, so typing can start.
    if (compact && open && opened.current) field.current?.focus();
  }, [compact, open]);
  const shown = !compact || open;
  return (
    <div className={compact ? 'header-search compact' : 'header-search'}>
      {compact ? (
        <button
          type="button"
          className="header-search-toggle"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => {
            opened.current = true;
            setOpen((o) => !o);
          }}
        >
          <SearchIcon aria-hidden="true" size={20} />
          <span className="visually-hidden">Suche</span>
        </button>
      ) : null}
      <form
        id={`${id}-form`}
        className="header-search-form"
        role="search"
        aria-label="Bibliothek durchsuchen"
        hidden={!shown}
        onSubmit={(e) => {
          e.preventDefault();
          const words = field.current?.value.trim() ?? '';
          if (!words) return;
          onSearch?.();
          if (compact) setOpen(false);
          void navigate(`${paths.search}?q=${encodeURIComponent(words)}`);
        }}
        onKeyDown={(e) => {
          if (compact && e.key === 'Escape') setOpen(false);
        }}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Dokumente und Lernsets durchsuchen
        </label>
        <input
          ref={field}
          id={`${id}-q`}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck="false"
          placeholder="Dokumente und Lernsets durchsuchen"
        />
        <button type="submit">Suchen</button>
      </form>
    </div>
  );
}
