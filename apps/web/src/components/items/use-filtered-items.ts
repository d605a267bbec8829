import { type FilterableItem, type ItemFilter, matchesFilter } from '@app/shared';
import { useDeferredValue, useMemo } from 'react';

/**
 * The items matching the filter (SPEC §5), recomputed at a lower priority than typing: the input
 * updates at once, the list follows as soon as React has time. `isStale` is true meanwhile.
 */
export function useFilteredItems<T extends FilterableItem>(
  items: readonly T[] | undefined,
  filter: ItemFilter,
): { items: T[]; isStale: boolean } {
  const deferred = useDeferredValue(filter);
  const filtered = useMemo(() => (items ?? []).filter((item) => matchesFilter(item, deferred)), [items, deferred]);
  return { items: filtered, isStale: deferred !== filter };
}
