/**
 * Learn mode's page, known on both sides: the web app's route and links (config/paths.ts), and the
 * server, which sends a learn page the `Link` header that preloads its code.
 */
export const LEARN_PAGE_PATTERN = '/lernsets/lernen/:ids';

const PREFIX = LEARN_PAGE_PATTERN.slice(0, LEARN_PAGE_PATTERN.lastIndexOf(':'));

/** Whether `pathname` is a learn page: the prefix, then one segment (the sets' ids joined by dots). */
export const isLearnPagePath = (pathname: string): boolean =>
  pathname.length > PREFIX.length && pathname.startsWith(PREFIX) && !pathname.includes('/', PREFIX.length);

/**
 * The build's chunk of learn mode's page and what it loads. The web build names it
 * (apps/web/chunk-groups.ts); the server finds it by this name in the build manifest.
 */
export const LEARN_CHUNK = 'lernen';
