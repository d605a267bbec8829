import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ItemView, viewFromParams, viewToParams } from './item-order';

/**
 * A list's order and quick filters in its address, beside its filters: Back, a reload and a link
 * show the same list. Clicks, not typing, change them, so the address itself is the state; a
 * change replaces the entry like a filter does.
 */
export function useUrlView(): [ItemView, (view: ItemView) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const view = useMemo(() => viewFromParams(new URLSearchParams(address)), [address]);
  const setView = useCallback(
    (next: ItemView) => setParams(viewToParams(next, new URLSearchParams(window.location.search)), { replace: true }),
    [setParams],
  );
  return [view, setView];
}
