import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';

/** SQL of the authorise feature: the account's address, and the record of each grant. */
export class AuthorizeRepository {
  constructor(private readonly db: Db) {}

  async emailOf(userId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    return row?.email;
  }

  async record(userId: string, appHost: string, at = new Date()): Promise<void> {
    await this.db
      .insertInto('authorisations')
      .values({ id: newId(), user_id: userId, app_host: appHost, created_at: at.toISOString() })
      .execute();
  }
}
