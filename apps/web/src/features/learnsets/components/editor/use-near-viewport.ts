import { type RefObject, useCallback, useEffect, useState } from 'react';

/** How far outside the window a block of rows gets its fields: ready before it shows, yet few at a time. */
const MARGIN = '600px 0px';

const callbacks = new WeakMap<Element, (near: boolean) => void>();
let observer: IntersectionObserver | null = null;

/** One observer for every block of every editor on the page. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Whether the element is in or near the window; an element holding the focus counts as near, so
 * the field being typed in never turns into text under the cursor. `wake` makes it near at once
 * (a click or a focus request reached it before the observer did).
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, initial: boolean): [boolean, () => void] {
  const [near, setNear] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const watcher = sharedObserver();
    callbacks.set(element, (isNear) => setNear(isNear || element.contains(document.activeElement)));
    watcher.observe(element);
    return () => {
      watcher.unobserve(element);
      callbacks.delete(element);
    };
  }, [ref]);
  return [near, useCallback(() => setNear(true), [])];
}
