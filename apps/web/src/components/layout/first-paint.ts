// The frame's first paint, in index.html itself (put there by vite.config.ts): the header, an
// empty sidebar column and the test-phase banner show as soon as the page and its stylesheet
// arrive, before the app's code has loaded (the phone's first and largest paint). React replaces
// it with the real frame (layout.tsx) at its first render, in the same places.
import { PRODUCT_NAME } from '@app/shared/constants/reference';

export const TEST_BANNER = 'Diese Website befindet sich in der Testphase und sollte noch nicht verwendet werden.';

/**
 * Where a closed test-phase line is noted for the browser session (test-notice.tsx). index.html's
 * inline script reads the same key and value before the first paint and hides the line there.
 */
export const TEST_NOTICE_KEY = 'lp-test-notice';
export const TEST_NOTICE_CLOSED = 'closed';

/** Static markup of the frame without navigation or content; hidden from assistive technology. */
export const FIRST_PAINT_HTML =
  '<div class="shell" aria-hidden="true">' +
  `<header class="mobile-header"><span class="menu-button button">Menü</span><span class="mobile-brand">${PRODUCT_NAME}</span><span class="header-search-toggle button"></span></header>` +
  '<div class="sidebar"></div>' +
  // The line as test-notice.tsx draws it, with an empty box where its close button will be.
  `<div class="content"><div class="header-search-bar"></div><div class="test-banner"><p>${TEST_BANNER}</p><span class="test-banner-close"></span></div></div>` +
  '</div>';
