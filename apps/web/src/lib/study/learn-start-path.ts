// The start call's address, shared by the app and the page's inline script (vite.config.ts):
// free of React and of the app's modules but config/paths.ts, as the build's configuration reads it.
import { API_PREFIX } from '@app/shared/http/envelope';
import { paths } from '../../config/paths';

/** `/lernsets/lernen/`: the learn page's address before its selection of sets. */
const LEARN_PAGE_PREFIX = paths.learnsets.learn([]);

/** The start call's path below the API prefix; `joinedIds` as in the page's URL ('a.b.c'). */
export const learnStartPath = (joinedIds: string) => `/learnsets/start/${encodeURIComponent(joinedIds)}`;

/**
 * The page's own inline script (put into index.html by vite.config.ts): on a learn page it asks
 * for the start call as a preload while the app's code still loads, and `loadLearnStart` then
 * gets that reply. Ids are URL-safe, so the path's last segment is the same text as
 * `learnStartPath` makes; a preload that does not match is only a wasted request.
 */
export const LEARN_START_PRELOAD_SCRIPT = `(() => {
  const prefix = ${JSON.stringify(LEARN_PAGE_PREFIX)};
  const ids = location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : '';
  if (!ids || ids.includes('/')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = ${JSON.stringify(API_PREFIX + learnStartPath(''))} + ids;
  document.head.appendChild(link);
})();`;
