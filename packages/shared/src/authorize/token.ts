/**
 * The authorisation token of SPEC §3: `{application URL}.{secret}.{redirect URL}`, both URLs in
 * base64 written with '.' for '+', '-' for '=' and '_' for '/'. Because '.' both separates the
 * parts and stands for '+', a token can be split in several ways; only a split whose outer parts
 * both decode to http(s) URLs counts.
 */
export interface AuthToken {
  /** Where the platform POSTs `{mail, token}`. */
  appUrl: string;
  /** Sent back to the application as `token`. */
  secret: string;
  /** Where the browser goes after a successful authorisation. */
  redirectUrl: string;
  /** `host` (with port) shared by both URLs. */
  host: string;
}

export type AuthTokenResult =
  { ok: true; token: AuthToken } | { ok: false; reason: 'malformed' | 'host-mismatch' | 'ambiguous' };

/** Longer tokens are refused outright (the route parameter is capped at 2048 characters anyway). */
export const MAX_TOKEN_LENGTH = 4096;
const TOKEN_ALPHABET = /^[A-Za-z0-9._-]+$/;
const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function bytesToBinary(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

/** Encodes one URL part the way the token carries it. */
export function encodeTokenPart(text: string): string {
  return btoa(bytesToBinary(new TextEncoder().encode(text)))
    .replace(/\+/g, '.')
    .replace(/=/g, '-')
    .replace(/\//g, '_');
}

/** Decodes one URL part; null unless it is canonical, padded base64 of UTF-8 text. */
export function decodeTokenPart(part: string): string | null {
  const base64 = part.replace(/\./g, '+').replace(/-/g, '=').replace(/_/g, '/');
  if (base64 === '' || !STRICT_BASE64.test(base64)) return null;
  try {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The text as an absolute http(s) URL, or null. Refused: other schemes, credentials, spaces and
 * control characters (which `new URL` would silently strip or encode).
 */
export function parseHttpUrl(text: string): URL | null {
  // eslint-disable-next-line no-control-regex
  if (!/^https?:\/\/[^/?#]/i.test(text) || /[\s\u0000-\u001f\u007f]/.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** True when both are http(s) URLs on the same host (and port): the rule of SPEC §5. */
export function sameHost(appUrl: string, redirectUrl: string): boolean {
  const a = parseHttpUrl(appUrl);
  const b = parseHttpUrl(redirectUrl);
  return !!a && !!b && a.host === b.host;
}

/** Builds a token (for tests and for applications' documentation). */
export function encodeAuthToken(appUrl: string, secret: string, redirectUrl: string): string {
  return `${encodeTokenPart(appUrl)}.${secret}.${encodeTokenPart(redirectUrl)}`;
}

/** Positions of '.' after which the rest decodes to an http(s) URL, with that URL. */
function urlSplits(token: string, dots: number[], side: 'head' | 'tail'): Map<number, string> {
  const found = new Map<number, string>();
  for (const dot of dots) {
    const text = decodeTokenPart(side === 'head' ? token.slice(0, dot) : token.slice(dot + 1));
    if (text !== null && parseHttpUrl(text)) found.set(dot, text);
  }
  return found;
}

/**
 * Decodes a token. Every split with non-empty parts whose outer parts are http(s) URLs is a
 * candidate; candidates whose hosts differ are invalid anyway (SPEC §5). Exactly one distinct
 * remaining reading is accepted; two would mean guessing which app the user agrees to, so the
 * token is refused.
 */
export function parseAuthToken(raw: string): AuthTokenResult {
  if (raw.length > MAX_TOKEN_LENGTH || !TOKEN_ALPHABET.test(raw)) return { ok: false, reason: 'malformed' };
  const dots = [...raw.matchAll(/\./g)].map((m) => m.index);
  // Heads and tails are decoded once each, so a token full of dots costs O(n) decodes, not O(n²).
  const heads = urlSplits(raw, dots, 'head');
  const tails = urlSplits(raw, dots, 'tail');
  const readings = new Map<string, AuthToken>();
  let hostMismatch = false;
  for (const [first, appUrl] of heads) {
    for (const [second, redirectUrl] of tails) {
      if (second <= first + 1) continue; // the secret must not be empty
      if (!sameHost(appUrl, redirectUrl)) {
        hostMismatch = true;
        continue;
      }
      const secret = raw.slice(first + 1, second);
      const host = (parseHttpUrl(appUrl) as URL).host;
      readings.set(JSON.stringify([appUrl, secret, redirectUrl]), { appUrl, secret, redirectUrl, host });
    }
  }
  if (readings.size === 1) return { ok: true, token: [...readings.values()][0] as AuthToken };
  if (readings.size > 1) return { ok: false, reason: 'ambiguous' };
  return { ok: false, reason: hostMismatch ? 'host-mismatch' : 'malformed' };
}
