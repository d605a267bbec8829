import type { Db } from '../../db/connection';
import type { Row } from '../../db/schema';

export type PasswordResetRow = Row<'password_resets'>;

/** SQL of the mailed 'Passwort vergessen?' links: rows keyed by the SHA-256 of the token. */
export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  /** Stores a link; expired links of every account are dropped on the way. */
  async add(row: PasswordResetRow, now: string): Promise<void> {
    await this.db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
    await this.db.insertInto('password_resets').values(row).execute();
  }

  /** Drops expired links only (the same work a request for an unknown address does). */
  async sweep(now: string): Promise<void> {
    await this.db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
  }

  find(tokenHash: string): Promise<PasswordResetRow | undefined> {
    return this.db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  async remove(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('password_resets').where('token_hash', '=', tokenHash).execute();
  }

  /**
   * Uses a live link once: consumes it and every other link of its account, sets the password hash
   * and ends every session of the account, in one transaction. False when the link was used (or
   * expired) meanwhile: two tabs opening it at once change the password once.
   */
  async consume(tokenHash: string, now: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('password_resets')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom('password_resets').where('user_id', '=', row.user_id).execute();
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.user_id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute();
      return true;
    });
  }
}
