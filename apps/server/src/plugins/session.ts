import { HTTP_MESSAGES } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { HttpError } from '../lib/http-error';
import { newSecret, sha256Hex } from '../lib/ids';
import { boundedMemo } from '../lib/memo';
import { SessionRepository } from '../modules/account/session.repository';
import { requestPath } from './request-path';

export const SESSION_COOKIE = 'session';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionOptions {
  db: Db;
  secure: boolean;
}

/**
 * Sessions: an opaque random token in an httpOnly cookie; only its SHA-256 is stored, so a
 * leaked database holds no usable session. Checked on every request, so a logout on one instance
 * ends the session on all of them at once: looked up on PostgreSQL, and on SQLite kept in memory
 * only while a trigger-kept counter of session and account changes stands still (decision 0019).
 */
export function registerSessions(app: FastifyInstance, opts: SessionOptions): void {
  const sessions = new SessionRepository(opts.db);
  // A pupil sends the same token with every request: hashed once while in use, not per request.
  const tokenHash = boundedMemo(sha256Hex);
  // Plain callbacks, as they run for every request (docs/decisions/0020-per-request-costs.md).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || requestPath(request).startsWith('/assets/')) return done();
    sessions.accountOf(tokenHash(token)).then((account) => {
      request.account = account ?? null;
      request.accountId = account?.id ?? null;
      done();
    }, done);
  });

  // Routes declare `config: { signedIn: true }`: visitors get 401 before any validation runs.
  app.addHook('preValidation', (request, _reply, done) => {
    if ((request.routeOptions.config as RouteAccess | undefined)?.signedIn) requireAccount(request);
    done();
  });
}

/** Route config flag: the route needs a signed-in account (checked before validation). */
export interface RouteAccess {
  signedIn?: boolean;
  /** An upload: also counted against the account's upload allowance (plugins/upload-throttle.ts). */
  upload?: boolean;
}
export const SIGNED_IN = { signedIn: true } satisfies RouteAccess;
export const SIGNED_IN_UPLOAD = { signedIn: true, upload: true } satisfies RouteAccess;

/** Starts a new session (a fresh token at every sign-in) and sets its cookie. */
export async function startSession(db: Db, reply: FastifyReply, userId: string, secure: boolean): Promise<void> {
  const token = newSecret();
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_TTL_MS);
  const sessions = new SessionRepository(db);
  await sessions.add({
    token_hash: sha256Hex(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: expires.toISOString(),
  });
  await sessions.markFirstSignIn(userId, now.toISOString());
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
}

/** Ends the request's session server-side and clears its cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await new SessionRepository(db).remove(sha256Hex(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in account's id, or 401 for a visitor. */
export function requireAccount(request: FastifyRequest): string {
  if (!request.accountId) throw new HttpError(401, HTTP_MESSAGES.unauthorized, 'not signed in');
  return request.accountId;
}
