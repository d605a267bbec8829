import { randomInt } from 'node:crypto';
import { PAYMENT_NUMBER_DIGITS, type PaidPlanKey } from '@app/shared';
import type { Db } from '../../db/connection';
import type { Row, UserRow } from '../../db/schema';

export type PaymentRow = Row<'payments'>;

const DATE_COLUMN = { premium: 'payment', lite: 'payment_lite' } as const;

/** SQL for payment numbers, payments and the accounts' paid-until dates. */
export class PremiumRepository {
  constructor(private readonly db: Db) {}

  findUserByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findUserById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findUserByPaymentNumber(paymentNumber: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('payment_numbers')
      .innerJoin('users', 'users.id', 'payment_numbers.user_id')
      .selectAll('users')
      .where('payment_numbers.number', '=', paymentNumber)
      .executeTakeFirst();
  }

  /**
   * The account's payment number, made on first use. Random rather than sequential so bills
   * reveal nothing about other accounts; a collision (or a parallel first bill) just retries.
   */
  async paymentNumberOf(userId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await this.db
        .selectFrom('payment_numbers')
        .select('number')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (existing) return existing.number;
      const number = String(randomInt(0, 10 ** PAYMENT_NUMBER_DIGITS)).padStart(PAYMENT_NUMBER_DIGITS, '0');
      await this.db
        .insertInto('payment_numbers')
        .values({ user_id: userId, number, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    throw new Error('no payment number could be assigned');
  }

  /**
   * Moves a plan's last day with compare-and-set, so a grant racing another grant (CLI and an
   * import at once) is retried on the fresh value instead of overwriting it.
   */
  async extendPlan(
    userId: string,
    plan: PaidPlanKey,
    next: (current: string) => string,
    db: Db = this.db,
  ): Promise<string> {
    const column = DATE_COLUMN[plan];
    for (let attempt = 0; attempt < 5; attempt++) {
      const user = await db.selectFrom('users').select(column).where('id', '=', userId).executeTakeFirst();
      if (!user) throw new Error(`account ${userId} not found`);
      const current = (user as Record<string, string>)[column] as string;
      const updated = next(current);
      const result = await db
        .updateTable('users')
        .set({ [column]: updated })
        .where('id', '=', userId)
        .where(column, '=', current)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return updated;
    }
    throw new Error(`plan of account ${userId} changed too often during the grant`);
  }

  /**
   * Stores a payment once per bank entry and, if it earns a plan, grants it in the same
   * transaction. Returns null when the entry was imported before.
   */
  async recordPayment(
    row: PaymentRow,
    grant: { userId: string; plan: PaidPlanKey; next: (current: string) => string } | null,
  ): Promise<{ paidUntil: string | null } | null> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('payments')
        .values(row)
        .onConflict((oc) => oc.column('bank_entry_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
      if (!grant) return { paidUntil: null };
      const paidUntil = await this.extendPlan(grant.userId, grant.plan, grant.next, trx);
      await trx.updateTable('payments').set({ paid_until: paidUntil }).where('id', '=', row.id).execute();
      return { paidUntil };
    });
  }
}
