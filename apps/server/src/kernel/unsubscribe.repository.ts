import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';

/** The mailings an account can leave by a link in the mail, without signing in. */
export type MailList = Database['unsubscribe_tokens']['list'];

/** The `users` column that holds each list's choice (SPEC's newsletter setting, the reminder). */
const COLUMN = { newsletter: 'newsletter', reminder: 'reminder' } as const satisfies Record<MailList, string>;

/** What a link's token finds: its list, whether the account still gets that mail, whether the link still works. */
export interface FoundToken {
  list: MailList;
  subscribed: boolean;
  /** Unused and not expired. */
  usable: boolean;
}

/** SQL of unsubscribe links: token hashes, and the choice they switch off. */
export class UnsubscribeRepository {
  constructor(private readonly db: Db) {}

  /** Keeps the hash of a mailing's token (the same mailing sent again has the same token: stored once). */
  async remember(row: Omit<Insertable<Database['unsubscribe_tokens']>, 'used_at'>): Promise<void> {
    await this.db
      .insertInto('unsubscribe_tokens')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** The token's list and state; undefined for an unknown token. */
  async find(tokenHash: string, now: Date): Promise<FoundToken | undefined> {
    const row = await this.db
      .selectFrom('unsubscribe_tokens')
      .innerJoin('users', 'users.id', 'unsubscribe_tokens.user_id')
      .select(['unsubscribe_tokens.list', 'expires_at', 'used_at', 'users.newsletter', 'users.reminder'])
      .where('unsubscribe_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      list: row.list,
      subscribed: Number(row[COLUMN[row.list]]) === 1,
      usable: row.used_at === null && row.expires_at > now.toISOString(),
    };
  }

  /**
   * Uses an unused, unexpired token: switches its list off for its account and ends the account's
   * other links of that list, so none of them can switch it off again once the pupil chose it
   * anew. One transaction; returns the list, or undefined when the token does nothing.
   */
  async unsubscribe(tokenHash: string, now: Date): Promise<MailList | undefined> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const token = await trx
        .updateTable('unsubscribe_tokens')
        .set({ used_at: at })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id', 'list'])
        .executeTakeFirst();
      if (!token) return undefined;
      await trx
        .updateTable('unsubscribe_tokens')
        .set({ used_at: at })
        .where('user_id', '=', token.user_id)
        .where('list', '=', token.list)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .updateTable('users')
        .set(token.list === 'newsletter' ? { newsletter: 0 } : { reminder: 0 })
        .where('id', '=', token.user_id)
        .execute();
      return token.list;
    });
  }

  /** Forgets the links that expired before `now`; returns how many. */
  async pruneExpired(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('unsubscribe_tokens')
      .where('expires_at', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
