import { useEffect, useRef } from 'react';

interface CardShortcuts {
  flip: () => void;
  next: () => void;
  back: () => void;
}

/** Where a key belongs to the field (typing, choosing): shortcuts stay out of it. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

/** Buttons and links answer Space themselves; flipping too would act twice. */
function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a, summary, [role="button"]') !== null;
}

/**
 * Karteikarten by keyboard anywhere on the page: arrows Left/Right go back and on, Space turns
 * the card (the focused card itself is a button, so Space and Enter click it natively).
 */
export function useCardShortcuts(shortcuts: CardShortcuts) {
  // The handlers change on every render; the listener stays and reads the latest ones.
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) {
        return;
      }
      if (event.key === 'ArrowRight') latest.current.next();
      else if (event.key === 'ArrowLeft') latest.current.back();
      else if (event.key === ' ' && !isControl(event.target)) latest.current.flip();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
