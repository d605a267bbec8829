import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** SQL of sessions: rows keyed by the SHA-256 of the cookie's token, never the token itself. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  /** The account of a live session whose account is not banned, or undefined. */
  async accountOf(tokenHash: string, now = new Date()): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id'])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now.toISOString())
      .where('users.banned', '=', 0)
      .executeTakeFirst();
    return row?.user_id;
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
