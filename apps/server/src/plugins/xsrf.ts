import { timingSafeEqual } from 'node:crypto';
import { HTTP_MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { newSecret } from '../lib/ids';
import { isApiRequest } from '../lib/request-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery: a readable cookie that another site cannot read, echoed in a
 * header that another site cannot set. Every non-GET API call must carry both, equal.
 */
async function xsrf(app: FastifyInstance, opts: { secure: boolean }): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, newSecret(), {
        path: '/',
        sameSite: 'strict',
        secure: opts.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return done();
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      return done(new HttpError(403, HTTP_MESSAGES.forbiddenXsrf, 'xsrf'));
    }
    done();
  });
}

export const xsrfPlugin = fp(xsrf, { name: 'xsrf', dependencies: ['@fastify/cookie'] });
