/** An image ready to send; `type` comes from the bytes, never from the other site's headers. */
export interface Icon {
  type: string;
  body: Buffer;
}

export const ICON_MAX_BYTES = 100 * 1024;
/** Nobody puts more than a few comments before <svg>; the cap keeps the scan short on any input. */
const MAX_PROLOG_PARTS = 32;

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

function skipSpace(text: string, at: number): number {
  while (isSpace(text[at])) at++;
  return at;
}

const startsWithWord = (text: string, at: number, word: string) =>
  text.slice(at, at + word.length).toLowerCase() === word;

/**
 * True when the text is an SVG document: `<svg` after an optional XML declaration, comments and a
 * DOCTYPE without internal subset (which could declare entities). Each step moves forward with
 * indexOf, so the text is read once; a regular expression for this backtracked exponentially on
 * many comments.
 */
function isSvgText(text: string): boolean {
  let at = skipSpace(text, 0);
  if (startsWithWord(text, at, '<?xml')) {
    const end = text.indexOf('>', at);
    if (end < 0) return false;
    at = skipSpace(text, end + 1);
  }
  for (let part = 0; part < MAX_PROLOG_PARTS; part++) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return false;
      at = skipSpace(text, end + 3);
    } else if (startsWithWord(text, at, '<!doctype')) {
      const end = text.indexOf('>', at);
      const subset = text.indexOf('[', at);
      if (end < 0 || (subset >= 0 && subset < end)) return false;
      at = skipSpace(text, end + 1);
    } else break;
  }
  const after = text[at + 4];
  return startsWithWord(text, at, '<svg') && (after === '>' || isSpace(after));
}

/** The image type from the first bytes (PNG, ICO, GIF, JPEG, WebP, SVG), or null. */
export function detectImageType(body: Buffer): string | null {
  const ascii = body.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('\x89PNG\r\n\x1a\n')) return 'image/png';
  if (ascii.startsWith('\0\0\x01\0')) return 'image/x-icon';
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('\xff\xd8\xff')) return 'image/jpeg';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  return isSvgText(body.subarray(0, 4096).toString('utf8')) ? 'image/svg+xml' : null;
}

/** The bytes of a `data:` URL (base64 or percent-encoded), or null when it is none or too long. */
export function decodeDataUrl(href: string): Buffer | null {
  if (href.length > ICON_MAX_BYTES * 2 || !startsWithWord(href, 0, 'data:')) return null;
  const comma = href.indexOf(',');
  if (comma < 0) return null;
  const data = href.slice(comma + 1);
  try {
    return comma - 7 >= 5 && startsWithWord(href, comma - 7, ';base64')
      ? Buffer.from(data, 'base64')
      : Buffer.from(decodeURIComponent(data));
  } catch {
    return null;
  }
}
