import { domainToUnicode } from 'node:url';
import { outboundRequest } from '../../lib/outbound';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import type { IconCache } from './favicon-cache';
import { findIconLinks } from './favicon-html';
import { decodeDataUrl, detectImageType, ICON_MAX_BYTES, type Icon } from './favicon-image';
import type { FaviconRepository } from './favicon.repository';
import { letterIcon } from './letter-icon';
import { letterSource, siteUrl } from './site-address';

/** Each cache miss may make the server ask another site: capped per client address. */
export const FAVICON_FETCHES_PER_IP: ThrottleRule = { name: 'favicon-ip', limit: 30, windowMs: 10 * 60_000 };

const HTML_MAX_BYTES = 256 * 1024;
const REQUEST_TIMEOUT_MS = 3000;

export interface FaviconOptions {
  cache: IconCache;
  favorites: Pick<FaviconRepository, 'isFavoriteOrigin'>;
  throttle: Pick<Throttle, 'hit'>;
  allowPrivate: boolean;
  /** Budget for finding one site's icon, all requests together. */
  budgetMs?: number;
}

/** The answer; `final` is false for a stand-in that should not be kept (the site was not asked). */
export interface IconAnswer {
  icon: Icon;
  final: boolean;
}

/** Finds, caches and serves the icons of favourite sites. */
export class FaviconService {
  private readonly pending = new Map<string, Promise<Icon | null>>();

  constructor(private readonly opts: FaviconOptions) {}

  /**
   * The site's own icon, else a letter icon; never throws. Only a cache miss for a reasonable
   * address that some account has as a favourite, within the client's allowance, asks the site.
   */
  async iconFor(raw: string, clientIp: string): Promise<IconAnswer> {
    const url = siteUrl(raw, this.opts.allowPrivate);
    const letter = letterIcon(letterSource(raw));
    if (!url) return { icon: letter, final: true };
    const origin = url.origin;
    const cached = await this.opts.cache.read(origin);
    if (cached !== undefined) return { icon: cached ?? letter, final: true };
    // A fetch for this site under way costs nothing more: share it without counting.
    const running = this.pending.get(origin);
    if (running) return { icon: (await running) ?? letter, final: true };
    // Counted before the favourites are searched, so the search is capped per address too.
    const within = await this.opts.throttle.hit(FAVICON_FETCHES_PER_IP, clientIp).catch(() => false);
    if (!within) return { icon: letter, final: false };
    if (!(await this.isFavorite(url))) return { icon: letter, final: false };
    let pending = this.pending.get(origin);
    if (!pending) {
      pending = this.fetchAndCache(origin).finally(() => this.pending.delete(origin));
      this.pending.set(origin, pending);
    }
    return { icon: (await pending) ?? letter, final: true };
  }

  private isFavorite(url: URL): Promise<boolean> {
    // The account stores the address as typed: an international name may be in either form.
    const unicodeHost = domainToUnicode(url.hostname);
    const port = url.port ? `:${url.port}` : '';
    const origins = [url.origin];
    if (unicodeHost && unicodeHost !== url.hostname) origins.push(`${url.protocol}//${unicodeHost}${port}`);
    return this.opts.favorites.isFavoriteOrigin(origins).catch(() => false);
  }

  private async fetchAndCache(origin: string): Promise<Icon | null> {
    const icon = await this.fetchIcon(origin).catch(() => null);
    await this.opts.cache.write(origin, icon).catch(() => undefined);
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
      if (page.status < 400) candidates = findIconLinks(page.body.toString('utf8'));
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
