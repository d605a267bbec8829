import { HTTP_MESSAGES } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { HttpError } from '../lib/http-error';
import { newSecret, sha256Hex } from '../lib/ids';
import { requestPath } from './request-path';

export const SESSION_COOKIE = 'session';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionOptions {
  db: Db;
  secure: boolean;
}

/**
 * Sessions: an opaque random token in an httpOnly cookie; only its SHA-256 is stored, so a
 * leaked database holds no usable session. Looked up on every request (no per-process cache),
 * so a logout on one instance ends the session on all of them at once.
 */
export function registerSessions(app: FastifyInstance, opts: SessionOptions): void {
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || requestPath(request).startsWith('/assets/')) return;
    const row = await opts.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id'])
      .where('sessions.token_hash', '=', sha256Hex(token))
      .where('sessions.expires_at', '>', new Date().toISOString())
      .where('users.banned', '=', 0)
      .executeTakeFirst();
    request.accountId = row?.user_id ?? null;
  });

  // Routes declare `config: { signedIn: true }`: visitors get 401 before any validation runs.
  app.addHook('preValidation', async (request) => {
    if ((request.routeOptions.config as RouteAccess | undefined)?.signedIn) requireAccount(request);
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
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });
}

/** Ends the request's session server-side and clears its cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of an account (password change, ban). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** The signed-in account's id, or 401 for a visitor. */
export function requireAccount(request: FastifyRequest): string {
  if (!request.accountId) throw new HttpError(401, HTTP_MESSAGES.unauthorized, 'not signed in');
  return request.accountId;
}
