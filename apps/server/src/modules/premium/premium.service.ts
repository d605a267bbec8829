import {
  buildPaymentReference,
  extendPaidUntil,
  type PaidPlanKey,
  type Product,
  PREMIUM_TEXTS,
  toZurichDay,
} from '@app/shared';
import type { Payee } from '../../config-payee';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { renderQrBill } from './qrbill';
import { PremiumRepository } from './premium.repository';

/** Bills for the buy pages and grants by the operator. */
export class PremiumService {
  readonly repository: PremiumRepository;

  constructor(
    db: Db,
    private readonly payee: Payee,
  ) {
    this.repository = new PremiumRepository(db);
  }

  /** The reference of the account's bill for a plan: QR reference for a QR-IBAN, else RF. */
  async referenceFor(userId: string, plan: PaidPlanKey): Promise<string> {
    const number = await this.repository.paymentNumberOf(userId);
    return buildPaymentReference(plan, number, this.payee.qrIban ? 'qr' : 'rf');
  }

  /** The QR-bill SVG for one year of the product; 503 while no account is configured. */
  async bill(userId: string, product: Product): Promise<string> {
    if (!this.payee.iban) throw new HttpError(503, PREMIUM_TEXTS.notConfigured, 'payment not configured');
    const user = await this.repository.findUserById(userId);
    if (!user) throw new HttpError(401, PREMIUM_TEXTS.loginRequired);
    return renderQrBill({
      payee: { ...this.payee, iban: this.payee.iban },
      product,
      reference: await this.referenceFor(userId, product.plan),
      accountEmail: user.email,
    });
  }

  /** Extends a plan by whole years from the later of today and its current last day. */
  async grant(userId: string, plan: PaidPlanKey, years: number, now = new Date()): Promise<string> {
    const today = toZurichDay(now);
    return this.repository.extendPlan(userId, plan, (current) => extendPaidUntil(current, today, years));
  }
}
