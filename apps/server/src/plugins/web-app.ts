import fs from 'node:fs';
import path from 'node:path';
import { HTTP_MESSAGES } from '@app/shared';
import { isLearnPagePath } from '@app/shared/learnsets/learn-page';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest, normalisePath } from '../lib/request-path';
import { learnPagePreloads } from '../lib/page-preloads';
import { APP_CSP, appCspWithScripts, inlineScriptHashes } from './security-headers';

const HASHED_ASSET = /^\/assets\//;
/**
 * Asked again on every use: the service worker (a new one is how a new version reaches installed
 * apps) and the page it precaches.
 */
const ALWAYS_REVALIDATED = new Set(['/sw.js', '/index.html']);

function cacheControlOf(rel: string): string {
  if (HASHED_ASSET.test(rel)) return 'public, max-age=31536000, immutable';
  // The file sent may be a pre-compressed copy (sw.js.br).
  return ALWAYS_REVALIDATED.has(rel.replace(/\.(br|gz)$/, '')) ? 'no-cache' : 'public, max-age=300';
}

/**
 * Serves the built SPA: hashed assets cached forever, pre-compressed (br/gz) when the build
 * made them; every other non-file path gets index.html so the client router decides,
 * including its not-found screen.
 */
async function webApp(app: FastifyInstance, opts: { webDist: string }): Promise<void> {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // The page's inline script (colour scheme before the first paint) runs under its own hash.
  const pageCsp = hasBuild ? appCspWithScripts(inlineScriptHashes(fs.readFileSync(indexFile, 'utf8'))) : APP_CSP;
  const learnPreloads = hasBuild ? learnPagePreloads(opts.webDist) : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      preCompressed: true,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = `/${path.relative(opts.webDist, filePath).split(path.sep).join('/')}`;
        res.setHeader('cache-control', cacheControlOf(rel));
        // The page itself, also as the service worker precaches it: its inline script's hash.
        if (rel.replace(/\.(br|gz)$/, '') === '/index.html') {
          res.setHeader('content-security-policy', pageCsp);
          res.setHeader('x-frame-options', 'DENY');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiRequest(request)) {
      return reply.code(404).send({ status: 'error', message: HTTP_MESSAGES.notFound });
    }
    const pathname = normalisePath(request.url);
    // Missing assets and root files (/robots.txt) are real 404s. Deeper app paths may hold dots
    // (authorise tokens, '/lernsets/lernen/a.b') and still belong to the app.
    const looksLikeFile =
      pathname.startsWith('/assets/') || pathname.startsWith('/dateien/') || /^\/[^/]+\.[a-z0-9]{1,8}$/i.test(pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ status: 'error', message: HTTP_MESSAGES.notFound });
    }
    if (looksLikeFile || !hasBuild) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Nicht gefunden');
    }
    if (learnPreloads && isLearnPagePath(pathname)) reply.header('link', learnPreloads);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', pageCsp)
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  });
}

// Its pages carry their own CSP; every other reply gets the site's (security-headers).
export const webAppPlugin = fp(webApp, { name: 'web-app', dependencies: ['security-headers'] });
