import { API_PREFIX, SECRET_PAGE_PREFIXES } from '@app/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The request's path as the router reads it: the absolute form (`POST http://host/api/…`) loses
 * its scheme and host, the query goes, percent-escapes are decoded and repeated slashes collapse.
 */
export function normalisePath(url: string): string {
  let path = url;
  if (!path.startsWith('/')) {
    const scheme = path.indexOf('://');
    const slash = scheme < 0 ? -1 : path.indexOf('/', scheme + 3);
    path = slash < 0 ? '/' : path.slice(slash);
  }
  const end = path.search(/[?#]/);
  if (end >= 0) path = path.slice(0, end);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: the router finds no route for it either; decide on the raw text.
  }
  return path.replace(/\/{2,}/g, '/');
}

/**
 * What every path-dependent check decides by (anti-forgery, block list, API-vs-page errors,
 * access log): the matched route's pattern, else the normalised path. Never the raw URL, which
 * an attacker can spell so that a prefix test misses it while the router still matches.
 */
export function requestPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? normalisePath(request.url);
}

/** True for the JSON API, whose errors are the JSON envelope and whose changes need the header. */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = requestPath(request);
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** The screens that carry no secret after their prefix (SPA paths only the client router knows). */
const PUBLIC_PAGES = new Set(['/registrieren/weiter', '/registrieren/fertig']);

/**
 * The page as the access log records it: a matched route's pattern (`/api/v1/favicon/:url`, so
 * no id, URL or code from the path), for screens the path, cut after a secret-carrying prefix.
 */
export function pageForLog(request: FastifyRequest): string {
  const path = requestPath(request);
  if (request.routeOptions.url || PUBLIC_PAGES.has(path)) return path;
  const secret = SECRET_PAGE_PREFIXES.find((prefix) => path.startsWith(prefix));
  return secret ? `${secret}…` : path;
}
