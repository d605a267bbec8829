import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestPath } from '../lib/request-path';
import { requireAccount, type RouteAccess, SESSION_COOKIE } from '../kernel/session-account';
import type { SessionStore } from '../kernel/sessions';

export interface SessionPluginOptions {
  sessions: SessionStore;
}

/**
 * Reads the session cookie of every request into `request.account` / `request.accountId`, and
 * answers 401 to visitors on routes with `config: SIGNED_IN` before any validation runs: the one
 * place "signed in" is decided (kernel/session-account.ts declares the flags).
 */
async function readSessions(app: FastifyInstance, opts: SessionPluginOptions): Promise<void> {
  app.decorateRequest('accountId', null);
  app.decorateRequest('account', null);
  // Plain callbacks, as they run for every request (docs/decisions/0020-per-request-costs.md).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || requestPath(request).startsWith('/assets/')) return done();
    opts.sessions.accountOf(token).then((account) => {
      request.account = account ?? null;
      request.accountId = account?.id ?? null;
      done();
    }, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if ((request.routeOptions.config as RouteAccess | undefined)?.signedIn) requireAccount(request);
    done();
  });
}

export const sessionPlugin = fp(readSessions, { name: 'session', dependencies: ['@fastify/cookie'] });
