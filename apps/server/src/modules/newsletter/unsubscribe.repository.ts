import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** The mailings an account can leave by a link in the mail, without signing in. */
export type MailList = Database['unsubscribe_tokens']['list'];

/** The `users` column that holds each list's choice (SPEC's newsletter setting, the reminder). */
const COLUMN = { newsletter: 'newsletter', reminder: 'reminder' } as const satisfies Record<MailList, string>;

/** SQL of unsubscribe links: token hashes, and the choice they switch off. */
export class UnsubscribeRepository {
  constructor(private readonly db: Db) {}

  /** Keeps the hash of an account's token for a list (the same token every time: stored once). */
  async remember(tokenHash: string, userId: string, list: MailList): Promise<void> {
    await this.db
      .insertInto('unsubscribe_tokens')
      .values({ token_hash: tokenHash, user_id: userId, list, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** The list of a token and whether its account still gets that mail; undefined for an unknown token. */
  async find(tokenHash: string): Promise<{ list: MailList; subscribed: boolean } | undefined> {
    const row = await this.db
      .selectFrom('unsubscribe_tokens')
      .innerJoin('users', 'users.id', 'unsubscribe_tokens.user_id')
      .select(['unsubscribe_tokens.list', 'users.newsletter', 'users.reminder'])
      .where('unsubscribe_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    return { list: row.list, subscribed: Number(row[COLUMN[row.list]]) === 1 };
  }

  /** Switches the token's list off for its account; returns the list, or undefined for an unknown token. */
  async unsubscribe(tokenHash: string): Promise<MailList | undefined> {
    const token = await this.db
      .selectFrom('unsubscribe_tokens')
      .select(['user_id', 'list'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!token) return undefined;
    await this.db
      .updateTable('users')
      .set(token.list === 'newsletter' ? { newsletter: 0 } : { reminder: 0 })
      .where('id', '=', token.user_id)
      .execute();
    return token.list;
  }
}
