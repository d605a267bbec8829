// No zod here: the start page needs these without loading the schemas.

export const FAVORITES_MAX = 48;

/**
 * 'www.sbb.ch' as pupils (and the old client) type it: a domain name without a scheme is https.
 * Anything else stays as typed, to be refused ('keine-url').
 */
const withScheme = (url: string) => (/^[\p{L}\d-]+(\.[\p{L}\d-]+)+([/?#:]|$)/u.test(url) ? `https://${url}` : url);

/**
 * Favourites text: one 'url|label' per line (http or https URL, https when none is given,
 * non-empty label); empty lines are ignored. Parsed into the list the account stores.
 */
export function parseFavorites(text: string): string[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const out: string[] = [];
  for (const line of lines) {
    const bar = line.indexOf('|');
    if (bar < 0) return null;
    const url = withScheme(line.slice(0, bar).trim());
    const label = line.slice(bar + 1).trim();
    if (!label || label.length > 64 || url.length > 2048 || !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url)) return null;
    try {
      new URL(url);
    } catch {
      return null;
    }
    out.push(`${url}|${label}`);
  }
  return out.length > FAVORITES_MAX ? null : out;
}

/** Splits a stored 'url|label' favourite. */
export function splitFavorite(entry: string): { url: string; label: string } {
  const bar = entry.indexOf('|');
  return { url: entry.slice(0, bar), label: entry.slice(bar + 1) };
}
