import { createHash } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import type { Icon } from './favicon-image';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A rounded square in a colour of the host with its first letter: the icon when there is none. */
export function letterIcon(host: string): Icon {
  const name = domainToUnicode(host) || host;
  const letter = (/[\p{L}\p{N}]/u.exec(name.replace(/^www\./i, ''))?.[0] ?? '?').toUpperCase();
  const hue = createHash('sha256').update(host.toLowerCase()).digest().readUInt16BE(0) % 360;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="hsl(${hue}, 55%, 40%)"/>` +
    '<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" ' +
    `font-weight="600" fill="#fff">${escapeXml(letter)}</text></svg>`;
  return { type: 'image/svg+xml', body: Buffer.from(svg) };
}
