import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Renders a long list in steps: a screenful first (a third of a step: a phone's first paint stays
 * one short task), then `step` items more whenever the sentinel after the list comes near the
 * viewport. 10,000 cards never block typing, and a new list (another filter) starts again.
 */
export function useIncrementalList<T>(
  items: readonly T[],
  step = 60,
): { visible: readonly T[]; hasMore: boolean; sentinelRef: RefObject<HTMLDivElement | null> } {
  const first = Math.ceil(step / 3);
  const [count, setCount] = useState(first);
  const [source, setSource] = useState(items);
  if (source !== items) {
    // Adjusting state while rendering (React's documented pattern): no frame with the old count.
    setSource(items);
    setCount(first);
  }
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = count < items.length;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setCount((c) => c + step);
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [count, hasMore, step]);

  return { visible: hasMore ? items.slice(0, count) : items, hasMore, sentinelRef };
}
