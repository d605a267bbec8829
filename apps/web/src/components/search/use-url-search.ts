import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_PARAM } from './search-texts';

export interface UrlSearch {
  /** What the box shows, at once on every keystroke. */
  text: string;
  setText: (text: string) => void;
  /** The words in the address, after the pause in typing: what is searched. */
  query: string;
  /** Writes the box's words into the address now (Enter). */
  commit: () => void;
}

/**
 * The search words in the address (`?q=…`), so Back, Forward, a reload and a shared link keep
 * them. Typing writes them after a pause, replacing the entry (Back leaves the screen rather than
 * undoing a word); an address this hook did not write (Back, a link) replaces the box's text.
 */
export function useUrlSearch(): UrlSearch {
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const [text, setOwn] = useState(query);
  const latest = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // An address from outside (Back, a link, the header's search): the box follows it.
    if (query.trim() !== latest.current.trim()) {
      latest.current = query;
      setOwn(query);
    }
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const next = new URLSearchParams(window.location.search);
    const words = latest.current.trim();
    if ((next.get(SEARCH_PARAM) ?? '').trim() === words) return;
    if (words) next.set(SEARCH_PARAM, latest.current);
    else next.delete(SEARCH_PARAM);
    setParams(next, { replace: true });
  }, [setParams]);

  const setText = useCallback(
    (value: string) => {
      latest.current = value;
      setOwn(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(write, SEARCH_DEBOUNCE_MS);
    },
    [write],
  );
  return { text, setText, query, commit: write };
}
