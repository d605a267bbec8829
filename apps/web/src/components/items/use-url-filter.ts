import { filterFromParams, filterToParams, type ItemFilter } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in its address (`?fach=BI&suche=Zelle`), so Back, a reload and a shared
 * link show the same list. Typing replaces the entry instead of adding one: Back leaves the list
 * rather than undoing a keystroke.
 *
 * The fields read a state of their own, not the address: the router applies an address as a
 * transition, and a field fed from it would lag behind fast typing and drop letters. An address
 * this hook did not write (Back, Forward, a link) replaces that state.
 */
export function useUrlFilter(): [ItemFilter, (filter: ItemFilter) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [filter, setOwn] = useState(() => filterFromParams(params));
  const written = useRef(new Set<string>());
  const seen = useRef(address);

  useEffect(() => {
    if (address === seen.current) return;
    seen.current = address;
    if (written.current.has(address)) return; // one of ours, arriving
    written.current.clear();
    setOwn(filterFromParams(new URLSearchParams(address)));
  }, [address]);

  const setFilter = useCallback(
    (filter: ItemFilter) => {
      // The address as the browser has it now: the router's copy may still be a keystroke behind.
      const next = filterToParams(filter, new URLSearchParams(window.location.search));
      written.current.add(next.toString());
      setOwn(filter);
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [filter, setFilter];
}
