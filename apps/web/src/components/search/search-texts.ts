/** The address's name of the search words on every screen that searches (`/suche?q=…`, `/dokumente?q=…`). */
export const SEARCH_PARAM = 'q';

/** How long typing pauses before the search runs: a phone's word suggestions land in one go. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a screen reader hears and the screen shows above the hits. */
export function hitCountText(count: number, query: string): string {
  const quoted = `„${query.trim()}“`;
  if (count === 0) return `Keine Treffer für ${quoted}`;
  return count === 1 ? `1 Treffer für ${quoted}` : `${count} Treffer für ${quoted}`;
}

/** The words as the search read them (a typo corrected, a compound split), or '' when as typed. */
export function readAsText(readAs: readonly string[]): string {
  return readAs.length ? `Gesucht: ${readAs.join(' ')}` : '';
}

/**
 * The hits a list shows while a query is there: its filters and quick filters still count. A
 * hit the list knows is kept only when the list keeps it; one it does not know yet (uploaded
 * since the list loaded) stays.
 */
export function narrowHits<T extends { id: string }>(
  hits: readonly T[],
  listed: ReadonlySet<string>,
  kept: ReadonlySet<string>,
): T[] {
  return hits.filter((hit) => !listed.has(hit.id) || kept.has(hit.id));
}
