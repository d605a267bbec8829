import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { Batcher } from '../../lib/batcher';
import type { UserRow } from './account.repository';

type SessionAccountRow = UserRow & { session_token_hash: string };

/** SQL of sessions: rows keyed by the SHA-256 of the cookie's token, never the token itself. */
export class SessionRepository {
  /** Asked on every signed-in request: its SQL is built once, only the values change. */
  private readonly accountOfSql: string;
  /**
   * On PostgreSQL, the lookups of requests that arrive together share one round trip
   * (`token_hash = any($1)`): a query each was most of a signed-in request's cost there.
   * Still read per request, so a logout or ban on any instance counts at once.
   */
  private readonly batch?: Batcher<string, UserRow | undefined>;

  constructor(private readonly db: Db) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const live = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.expires_at', '>', sql.val('now'))
      .where('users.banned', '=', sql.lit(0));
    if (postgres) {
      this.accountOfSql = live
        .select('sessions.token_hash as session_token_hash')
        .where('sessions.token_hash', '=', sql<string>`any(${sql.val('tokens')})`)
        .compile().sql;
      this.batch = new Batcher((hashes) => this.accountsOf(hashes));
    } else {
      this.accountOfSql = live.where('sessions.token_hash', '=', sql.val('token')).compile().sql;
    }
  }

  /** The account of a live session whose account is not banned, or undefined. */
  async accountOf(tokenHash: string): Promise<UserRow | undefined> {
    if (this.batch) return this.batch.add(tokenHash);
    const query = CompiledQuery.raw(this.accountOfSql, [new Date().toISOString(), tokenHash]);
    return (await this.db.executeQuery<UserRow>(query)).rows[0];
  }

  private async accountsOf(tokenHashes: string[]): Promise<Array<UserRow | undefined>> {
    const query = CompiledQuery.raw(this.accountOfSql, [new Date().toISOString(), tokenHashes]);
    const found = new Map<string, UserRow>();
    for (const { session_token_hash: hash, ...user } of (await this.db.executeQuery<SessionAccountRow>(query)).rows) {
      found.set(hash, user);
    }
    return tokenHashes.map((hash) => found.get(hash));
  }

  async add(row: Database['sessions']): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  async remove(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /**
   * Ends every session of an account (password change, ban, deletion), on every instance at
   * once since sessions are looked up per request. Returns how many there were.
   */
  async removeAllOf(userId: string): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
