import {
  extendPaidUntil,
  formatChf,
  parsePaymentReference,
  PLANS,
  PRODUCTS,
  toSwissDate,
  toZurichDay,
} from '@app/shared';
import { newId } from '../../lib/ids';
import type { BankCredit } from './camt';
import type { PremiumRepository } from './premium.repository';

export type ImportOutcome = 'matched' | 'unmatched' | 'wrong-amount' | 'already-imported';

export interface ImportLine {
  outcome: ImportOutcome;
  credit: BankCredit;
  /** What happened, in German, for the operator. */
  detail: string;
}

/**
 * Grants the plans paid by the credits of a bank file. A credit matches when its structured
 * reference is one of our bills and the amount is the plan's price in CHF; each bank entry is
 * recorded once, so importing the same file (or its camt.053 after the camt.054) grants once.
 */
export async function importCredits(
  repository: PremiumRepository,
  credits: BankCredit[],
  now = new Date(),
): Promise<ImportLine[]> {
  const today = toZurichDay(now);
  const lines: ImportLine[] = [];
  for (const credit of credits) {
    const parsed = credit.reference ? parsePaymentReference(credit.reference) : null;
    const user = parsed ? await repository.findUserByPaymentNumber(parsed.paymentNumber) : undefined;
    if (!parsed || !user) {
      const why = !credit.reference
        ? 'ohne strukturierte Referenz'
        : parsed
          ? 'Referenz gehört zu keinem Konto'
          : 'fremde Referenz';
      lines.push({ outcome: 'unmatched', credit, detail: why });
      continue;
    }
    const product = PRODUCTS[parsed.plan];
    const rightAmount = credit.currency === 'CHF' && credit.amountCents === Math.round(product.amountChf * 100);
    const recorded = await repository.recordPayment(
      {
        id: newId(),
        bank_entry_id: credit.entryId,
        reference: credit.reference ?? '',
        amount_cents: credit.amountCents,
        currency: credit.currency,
        booked_on: credit.bookedOn,
        user_id: user.id,
        plan: parsed.plan,
        outcome: rightAmount ? 'granted' : 'wrong-amount',
        paid_until: null,
        imported_at: now.toISOString(),
      },
      rightAmount
        ? { userId: user.id, plan: parsed.plan, next: (current) => extendPaidUntil(current, today, 1) }
        : null,
    );
    const label = PLANS[parsed.plan].label;
    if (!recorded) {
      lines.push({ outcome: 'already-imported', credit, detail: `${user.email}, ${label}: bereits importiert` });
    } else if (!rightAmount) {
      lines.push({
        outcome: 'wrong-amount',
        credit,
        detail: `${user.email}, ${label}: erwartet ${formatChf(product.amountChf)}, nichts freigeschaltet`,
      });
    } else {
      lines.push({
        outcome: 'matched',
        credit,
        detail: `${user.email}: ${label} gültig bis ${toSwissDate(recorded.paidUntil ?? today)}`,
      });
    }
  }
  return lines;
}
