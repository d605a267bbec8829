import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { UserRow } from './account.repository';

/** SQL of sessions: rows keyed by the SHA-256 of the cookie's token, never the token itself. */
export class SessionRepository {
  /** Asked on every signed-in request: its SQL is built once, only the values change. */
  private readonly accountOfSql: string;

  constructor(private readonly db: Db) {
    this.accountOfSql = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.token_hash', '=', sql.val('token'))
      .where('sessions.expires_at', '>', sql.val('now'))
      .where('users.banned', '=', sql.lit(0))
      .compile().sql;
  }

  /** The account of a live session whose account is not banned, or undefined. */
  async accountOf(tokenHash: string, now = new Date()): Promise<UserRow | undefined> {
    const query = CompiledQuery.raw(this.accountOfSql, [tokenHash, now.toISOString()]);
    return (await this.db.executeQuery<UserRow>(query)).rows[0];
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
