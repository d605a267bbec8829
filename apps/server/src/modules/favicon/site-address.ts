/** As long as a favourite may be (packages/shared favorites.ts). */
const MAX_URL_LENGTH = 2048;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A DNS name of the public web: at least two labels and a top-level domain of letters (or its
 * punycode form). No IP literal, no `localhost`: names a favourite would carry, nothing else.
 */
function isSiteHostname(hostname: string): boolean {
  if (hostname.length > 253) return false;
  const labels = hostname.split('.');
  const top = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && TOP_LEVEL.test(top) && top !== 'localhost' && labels.every((l) => LABEL.test(l));
}

/**
 * The http(s) URL of a favourite's site, or null when it is no reasonable site address: other
 * schemes, credentials, a port other than the scheme's, a host that is not a DNS name, or an
 * overlong URL. `allowPrivate` (tests only) lets loopback sites on any port through, as the test
 * sites are; the outbound layer still checks every address it connects to.
 */
export function siteUrl(raw: string, allowPrivate: boolean): URL | null {
  if (raw.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  if (allowPrivate) return url;
  return url.port === '' && isSiteHostname(url.hostname) ? url : null;
}

/** What the letter icon of any favourite text shows: the host of a URL, else the text after a scheme. */
export function letterSource(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname.replace(/^\[|\]$/g, '');
  } catch {
    // Not a URL: the text itself.
  }
  return raw.replace(/^[a-z][a-z0-9+.-]*:\/*/i, '');
}
