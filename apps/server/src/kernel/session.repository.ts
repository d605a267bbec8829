import { CompiledQuery, sql } from 'kysely';
import { type Db, engineOf, onSqliteWrite, sqliteConnectionOf } from '../db/connection';
import type { Database } from '../db/schema';
import { Batcher } from '../lib/batcher';
import { SESSION_ACCOUNT_COLUMNS, type SessionAccount } from './session-account';
import { SessionCache } from './session-cache';

type TokenAccountRow = SessionAccount & { session_token_hash: string };
type LiveSessionRow = SessionAccount & { session_expires_at: string };

/** One cache per SQLite database, whichever repository object asks. */
const caches = new WeakMap<Db, SessionCache>();
function sessionCacheOf(db: Db): SessionCache | undefined {
  let cache = caches.get(db);
  const sqlite = cache ? undefined : sqliteConnectionOf(db);
  if (sqlite) {
    caches.set(db, (cache = new SessionCache(sqlite)));
    onSqliteWrite(db, cache.forgetCounter);
  }
  return cache;
}

/** SQL of sessions: rows keyed by the SHA-256 of the cookie's token, never the token itself. */
export class SessionRepository {
  /** Asked on every signed-in request: its SQL is built once, only the values change. */
  private readonly accountOfSql: string;
  /**
   * On PostgreSQL, the lookups of requests that arrive together share one round trip
   * (`token_hash = any($1)`): a query each was most of a signed-in request's cost there.
   * Still read per request, so a logout or ban on any instance counts at once.
   */
  private readonly batch?: Batcher<string, SessionAccount | undefined>;

  constructor(private readonly db: Db) {
    const postgres = engineOf(db) === 'postgres';
    const live = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(SESSION_ACCOUNT_COLUMNS.map((column) => `users.${column}` as const))
      .where('sessions.expires_at', '>', sql.val('now'))
      .where('users.banned', '=', sql.lit(0));
    if (postgres) {
      this.accountOfSql = live
        .select('sessions.token_hash as session_token_hash')
        .where('sessions.token_hash', '=', sql<string>`any(${sql.val('tokens')})`)
        .compile().sql;
      this.batch = new Batcher((hashes) => this.accountsOf(hashes));
    } else {
      this.accountOfSql = live
        .select('sessions.expires_at as session_expires_at')
        .where('sessions.token_hash', '=', sql.val('token'))
        .compile().sql;
    }
  }

  /**
   * The account of a live session whose account is not banned, or undefined. On SQLite, sessions
   * read once are kept until a session or account changes in any process (one tiny read per
   * request instead of the join): docs/decisions/0019-sqlite-session-cache.md.
   */
  async accountOf(tokenHash: string): Promise<SessionAccount | undefined> {
    if (this.batch) return this.batch.add(tokenHash);
    const now = new Date().toISOString();
    const cache = sessionCacheOf(this.db);
    const changes = cache?.currentChanges() ?? 0;
    const cached = cache?.get(tokenHash, changes, now);
    if (cached) return cached;
    const query = CompiledQuery.raw(this.accountOfSql, [now, tokenHash]);
    const row = (await this.db.executeQuery<LiveSessionRow>(query)).rows[0];
    if (!row) return undefined;
    const { session_expires_at: expiresAt, ...account } = row;
    cache?.set(tokenHash, changes, account, expiresAt);
    return account;
  }

  private async accountsOf(tokenHashes: string[]): Promise<Array<SessionAccount | undefined>> {
    const query = CompiledQuery.raw(this.accountOfSql, [new Date().toISOString(), tokenHashes]);
    const found = new Map<string, SessionAccount>();
    for (const { session_token_hash: hash, ...user } of (await this.db.executeQuery<TokenAccountRow>(query)).rows) {
      found.set(hash, user);
    }
    return tokenHashes.map((hash) => found.get(hash));
  }

  async add(row: Database['sessions']): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  /**
   * Marks the account's first sign-in with its session's start, unless it has one: that session
   * greets with 'Willkommen', every later one with 'Willkommen zurück'.
   */
  async markFirstSignIn(userId: string, sessionStart: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ first_sign_in_at: sessionStart })
      .where('id', '=', userId)
      .where('first_sign_in_at', 'is', null)
      .execute();
  }

  async remove(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /**
   * Ends every session of an account (password change, ban, deletion), on every instance at once:
   * sessions are checked per request (on SQLite the change counter empties every cache). Returns
   * how many there were.
   */
  async removeAllOf(userId: string): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
