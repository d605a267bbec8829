import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page (a link, a redirect after saving) opens at its top, and the focus moves to the
 * screen (`main`), so a screen reader starts reading there and Tab continues from there, not from
 * where the old page left it. Back and Forward (POP) are left to the browser, which scrolls back
 * to where the pupil was. A change of the query alone (a list's filters) is no new page.
 */
export function useNewPageFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // The page shown before: the first page is placed by the browser (a reload keeps its place).
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    const element = main.current;
    const focused = document.activeElement;
    // A screen that already put the focus on one of its own fields keeps it.
    if (element && (!focused || focused === document.body || !element.contains(focused))) {
      element.focus({ preventScroll: true });
    }
  }, [pathname, navigationType, main]);
}
