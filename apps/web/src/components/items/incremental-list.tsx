import type { ReactNode } from 'react';
import { useIncrementalList } from './use-incremental-list';

interface IncrementalListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Render memoised cards: only new ones render when the list grows. */
  renderItem: (item: T) => ReactNode;
  step?: number;
  className?: string;
  'aria-label'?: string;
}

/** A list of cards that renders in steps as the reader scrolls (see useIncrementalList). */
export function IncrementalList<T>({ items, getKey, renderItem, step, className, ...rest }: IncrementalListProps<T>) {
  const { visible, hasMore, sentinelRef } = useIncrementalList(items, step);
  return (
    <>
      <ul className={className ? `item-list ${className}` : 'item-list'} aria-label={rest['aria-label']}>
        {visible.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {hasMore ? <div ref={sentinelRef} className="item-list-more" aria-hidden="true" /> : null}
    </>
  );
}
