// The frame's first paint, in index.html itself (put there by vite.config.ts): the header, an
// empty sidebar column and the test-phase banner show as soon as the page and its stylesheet
// arrive, before the app's code has loaded (the phone's first and largest paint). React replaces
// it with the real frame (layout.tsx) at its first render, in the same places.
import { PRODUCT_NAME } from '@app/shared/constants/reference';

export const TEST_BANNER = 'Diese Website befindet sich in der Testphase und sollte noch nicht verwendet werden.';

/** Static markup of the frame without navigation or content; hidden from assistive technology. */
export const FIRST_PAINT_HTML =
  '<div class="shell" aria-hidden="true">' +
  `<header class="mobile-header"><span class="menu-button button">Menü</span><span class="mobile-brand">${PRODUCT_NAME}</span></header>` +
  '<div class="sidebar"></div>' +
  `<div class="content"><p class="test-banner">${TEST_BANNER}</p></div>` +
  '</div>';
