import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { newSecret, sha256Hex } from '../lib/ids';
import { boundedMemo } from '../lib/memo';
import { SESSION_COOKIE, type SessionAccount } from './session-account';
import { SessionRepository } from './session.repository';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Sessions: an opaque random token in an httpOnly cookie; only its SHA-256 is stored, so a
 * leaked database holds no usable session. Checked on every request, so a logout on one instance
 * ends the session on all of them at once: looked up on PostgreSQL, and on SQLite kept in memory
 * only while a trigger-kept counter of session and account changes stands still (decision 0019).
 * Built once by the app (app.ts); the session plugin reads it, the account module starts and ends.
 */
export class SessionStore {
  private readonly sessions: SessionRepository;
  // A pupil sends the same token with every request: hashed once while in use, not per request.
  private readonly tokenHash = boundedMemo(sha256Hex);

  constructor(
    db: Db,
    private readonly secure: boolean,
  ) {
    this.sessions = new SessionRepository(db);
  }

  /** The account of the cookie's live session, or undefined. */
  accountOf(token: string): Promise<SessionAccount | undefined> {
    return this.sessions.accountOf(this.tokenHash(token));
  }

  /** Starts a new session (a fresh token at every sign-in) and sets its cookie. */
  async start(reply: FastifyReply, userId: string): Promise<void> {
    const token = newSecret();
    const now = new Date();
    const expires = new Date(now.getTime() + SESSION_TTL_MS);
    await this.sessions.add({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    });
    await this.sessions.markFirstSignIn(userId, now.toISOString());
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      expires,
    });
  }

  /** Ends the request's session server-side and clears its cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.sessions.remove(sha256Hex(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Ends every session of an account (password change, ban, deletion); returns how many there were. */
  endAllOf(userId: string): Promise<number> {
    return this.sessions.removeAllOf(userId);
  }
}
