// Tiny and without imports: the first page's chunk has it (through http/envelope.ts and the paths).

/**
 * The join link's screen: `{CALENDAR_JOIN_PATH}{code}`. The code is the proof of membership of a
 * shared calendar, so the access log keeps only this prefix (SECRET_PAGE_PREFIXES).
 */
export const CALENDAR_JOIN_PATH = '/kalender/beitreten/';

/** A join code: 128 random bits in base64url. */
export const JOIN_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The code of a pasted join link (or of a code typed alone), or null when it holds none. */
export function joinCodeOf(text: string): string | null {
  const path = text.trim().split(/[?#]/)[0] ?? '';
  const code = path.split('/').filter(Boolean).at(-1) ?? '';
  return JOIN_CODE_PATTERN.test(code) ? code : null;
}
