import type { Db } from '../../db/connection';

/** SQL of newsletter sends: who chose it, and one delivery row per newsletter and account. */
export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  /** Records the newsletter once (a second run of the same file finds it). */
  async register(id: string, subject: string): Promise<void> {
    await this.db
      .insertInto('newsletters')
      .values({ id, subject, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** Accounts that chose the newsletter and are not banned, in a stable order. */
  async subscribers(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('newsletter', '=', 1)
      .where('banned', '=', 0)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** The recipient as they are now: they may have unsubscribed or been banned since the list was read. */
  recipient(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['email', 'name', 'newsletter', 'banned'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Claims the delivery for this run: a new row, or one that failed before. False when it was
   * sent, or is being (or was, before a crash) sent by another run: never twice.
   */
  async claim(newsletterId: string, userId: string): Promise<boolean> {
    const now = new Date().toISOString();
    const inserted = await this.db
      .insertInto('newsletter_deliveries')
      .values({ newsletter_id: newsletterId, user_id: userId, status: 'sending', attempts: 1, updated_at: now })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    const retried = await this.db
      .updateTable('newsletter_deliveries')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('newsletter_id', '=', newsletterId)
      .where('user_id', '=', userId)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(retried.numUpdatedRows) === 1;
  }

  async finish(newsletterId: string, userId: string, status: 'sent' | 'failed'): Promise<void> {
    await this.db
      .updateTable('newsletter_deliveries')
      .set({ status, updated_at: new Date().toISOString() })
      .where('newsletter_id', '=', newsletterId)
      .where('user_id', '=', userId)
      .execute();
  }
}
