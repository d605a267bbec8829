export interface SearchEngine {
  /** URL template; `%s` is replaced by the URL-encoded query. */
  url: string;
  recommended: boolean;
}

/** Keys ending in '[TOR]' only work in the Tor browser. */
export const SEARCH_ENGINES: Readonly<Record<string, SearchEngine>> = {
  DuckDuckGo: { url: 'https://duckduckgo.com/?q=%s', recommended: true },
  'Brave Search': { url: 'https://search.brave.com/search?q=%s', recommended: true },
  Ecosia: { url: 'https://www.ecosia.org/search?method=index&q=%s', recommended: true },
  Startpage: { url: 'https://www.startpage.com/sp/search?query=%s', recommended: true },
  WolframAlpha: { url: 'https://www.wolframalpha.com/input?i=%s', recommended: true },
  SearXNG: { url: 'https://search.gcomm.ch/search?q=%s&language=de-CH', recommended: false },
  Google: { url: 'https://www.google.com/search?q=%s', recommended: false },
  Bing: { url: 'https://www.bing.com/search?q=%s', recommended: false },
  'DuckDuckGo [Lite]': { url: 'https://lite.duckduckgo.com/lite/?q=%s', recommended: false },
  'DuckDuckGo [TOR]': {
    url: 'https://duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion/?q=%s',
    recommended: false,
  },
  'Brave Search [TOR]': {
    url: 'https://search.brave4u7jddbv7cyviptqjc7jusxh72uik7zt6adtckl5f4nwy2v72qd.onion/search?q=%s',
    recommended: false,
  },
  'SearXNG [TOR]': {
    url: 'http://searx3aolosaf3urwnhpynlhuokqsgz47si4pzz5hvb7uuzyjncl2tid.onion/search?q=%s',
    recommended: false,
  },
};

/** Privacy-oriented default for new accounts. */
export const DEFAULT_SEARCH_ENGINE = 'Startpage';

/** The URL the search box opens: the engine's template with the encoded query. */
export function searchUrl(engineKey: string, query: string): string {
  const engine = SEARCH_ENGINES[engineKey] ?? SEARCH_ENGINES[DEFAULT_SEARCH_ENGINE];
  return (engine as SearchEngine).url.replace('%s', encodeURIComponent(query));
}
