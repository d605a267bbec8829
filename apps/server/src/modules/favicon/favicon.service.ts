import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { domainToUnicode } from 'node:url';
import { outboundRequest } from '../../lib/outbound';

/** An image ready to send; `type` comes from the bytes, never from the other site's headers. */
export interface Icon {
  type: string;
  body: Buffer;
}

export interface FaviconOptions {
  /** DATA_DIR/favicons: shared by every instance. */
  dir: string;
  allowPrivate: boolean;
  /** Budget for finding one site's icon, all requests together. */
  budgetMs?: number;
}

const ICON_MAX_BYTES = 100 * 1024;
const HTML_MAX_BYTES = 256 * 1024;
const REQUEST_TIMEOUT_MS = 3000;
const ICON_TTL_MS = 7 * 24 * 3600 * 1000;
// Failures are remembered too, so a dead site is not asked again on every page view.
const FAILURE_TTL_MS = 6 * 3600 * 1000;
const MAX_LINK_CANDIDATES = 4;
const NO_ICON = '-';

const SVG_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*>\s*)*<svg[\s>]/i;

/** The image type from the first bytes (PNG, ICO, GIF, JPEG, WebP, SVG), or null. */
export function detectImageType(body: Buffer): string | null {
  const ascii = body.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('\x89PNG\r\n\x1a\n')) return 'image/png';
  if (ascii.startsWith('\0\0\x01\0')) return 'image/x-icon';
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('\xff\xd8\xff')) return 'image/jpeg';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  const text = body
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return SVG_START.test(text) ? 'image/svg+xml' : null;
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? whole;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The hrefs of `<link rel="icon" | "shortcut icon" | "apple-touch-icon">`, icons first. */
export function findIconLinks(html: string): string[] {
  const found: Array<{ href: string; rank: number }> = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = new Map<string, string>();
    for (const m of tag.slice(5).matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      const name = (m[1] ?? '').toLowerCase();
      if (!attributes.has(name)) attributes.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? '').trim());
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (!href) continue;
    if (rel.includes('icon')) found.push({ href, rank: 0 });
    else if (rel.some((r) => r === 'apple-touch-icon' || r === 'apple-touch-icon-precomposed')) {
      found.push({ href, rank: 1 });
    }
  }
  return found.sort((a, b) => a.rank - b.rank).map((f) => f.href);
}

function decodeDataUrl(href: string): Buffer | null {
  const m = /^data:[^,]*?(;base64)?,(.*)$/is.exec(href);
  if (!m || href.length > ICON_MAX_BYTES * 2) return null;
  try {
    return m[1] ? Buffer.from(m[2] ?? '', 'base64') : Buffer.from(decodeURIComponent(m[2] ?? ''));
  } catch {
    return null;
  }
}

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

/** Only http(s) favourites get a real icon; anything else gets a letter. */
function parseSiteUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Finds, caches and serves the icons of favourite sites. */
export class FaviconService {
  private readonly pending = new Map<string, Promise<Icon | null>>();

  constructor(private readonly opts: FaviconOptions) {}

  /** The site's own icon, else a letter icon; never throws. */
  async iconFor(raw: string): Promise<Icon> {
    const url = parseSiteUrl(raw);
    if (!url) return letterIcon(raw.replace(/^[a-z][a-z0-9+.-]*:\/*/i, ''));
    const origin = url.origin;
    let pending = this.pending.get(origin);
    if (!pending) {
      pending = this.cachedOrFetched(origin).finally(() => this.pending.delete(origin));
      this.pending.set(origin, pending);
    }
    return (await pending) ?? letterIcon(url.hostname.replace(/^\[|\]$/g, ''));
  }

  private file(origin: string): string {
    return path.join(this.opts.dir, `${createHash('sha256').update(origin).digest('hex')}.icon`);
  }

  private async cachedOrFetched(origin: string): Promise<Icon | null> {
    const file = this.file(origin);
    const cached = await readCache(file);
    if (cached !== undefined) return cached;
    const icon = await this.fetchIcon(origin).catch(() => null);
    await writeCache(file, icon).catch(() => undefined);
    return icon;
  }

  private async fetchIcon(origin: string): Promise<Icon | null> {
    const deadline = Date.now() + (this.opts.budgetMs ?? 5000);
    const fetchOpts = (maxBytes: number) => ({
      allowPrivate: this.opts.allowPrivate,
      maxBytes,
      maxRedirects: 3,
      timeoutMs: Math.max(1, Math.min(REQUEST_TIMEOUT_MS, deadline - Date.now())),
    });
    let base = `${origin}/`;
    let candidates: string[] = [];
    try {
      const page = await outboundRequest(base, { ...fetchOpts(HTML_MAX_BYTES), truncate: true });
      base = page.url;
      if (page.status < 400) candidates = findIconLinks(page.body.toString('utf8')).slice(0, MAX_LINK_CANDIDATES);
    } catch {
      // No page: /favicon.ico may still be there.
    }
    for (const href of [...candidates, '/favicon.ico']) {
      if (Date.now() >= deadline) return null;
      const inline = decodeDataUrl(href);
      const body = inline ?? (await this.fetchImage(href, base, fetchOpts(ICON_MAX_BYTES)));
      const type = body && body.length <= ICON_MAX_BYTES ? detectImageType(body) : null;
      if (body && type) return { type, body };
    }
    return null;
  }

  private async fetchImage(href: string, base: string, opts: Parameters<typeof outboundRequest>[1]) {
    try {
      const res = await outboundRequest(new URL(href, base).href, { ...opts, headers: { accept: 'image/*' } });
      return res.status === 200 ? res.body : null;
    } catch {
      return null;
    }
  }
}

/** The cached icon, null for a cached failure, undefined when there is nothing fresh. */
async function readCache(file: string): Promise<Icon | null | undefined> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return undefined;
  const data = await fs.readFile(file).catch(() => null);
  const newline = data?.indexOf(0x0a) ?? -1;
  if (!data || newline < 0) return undefined;
  const type = data.subarray(0, newline).toString();
  const age = Date.now() - stat.mtimeMs;
  if (age > (type === NO_ICON ? FAILURE_TTL_MS : ICON_TTL_MS)) return undefined;
  return type === NO_ICON ? null : { type, body: data.subarray(newline + 1) };
}

async function writeCache(file: string, icon: Icon | null): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const header = Buffer.from(`${icon?.type ?? NO_ICON}\n`);
  try {
    await fs.writeFile(tmp, icon ? Buffer.concat([header, icon.body]) : header);
    await fs.rename(tmp, file);
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
}
