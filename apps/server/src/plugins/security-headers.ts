import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The app's pages: own scripts only, never framed by anyone. */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // Formula fonts (KaTeX) are files of the build, never inlined (apps/web/vite.config.ts).
  "font-src 'self'",
  "media-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "connect-src 'self'",
  // The service worker and the web app manifest of the installable app (issue #16).
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * CSP hash sources ('sha256-…') of the inline scripts of a page we built ourselves (the web app's
 * index.html: the colour scheme before the first paint). Scripts with a src are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** APP_CSP that also lets the page run its own inline scripts, each named by its hash. */
export function appCspWithScripts(hashes: readonly string[]): string {
  return hashes.length ? APP_CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`) : APP_CSP;
}

/**
 * Sets the site-wide headers; a route that set its own CSP (uploaded files) keeps it. A plain
 * callback: it runs for every reply (docs/decisions/0020-per-request-costs.md).
 */
async function securityHeaders(app: FastifyInstance, opts: { hsts: boolean }): Promise<void> {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', APP_CSP);
      reply.header('x-frame-options', 'DENY');
    }
    if (opts.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
