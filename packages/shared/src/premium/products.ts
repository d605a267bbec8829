import { PRODUCT_NAME } from '../constants/reference';
import { PLANS } from '../plans/plans';

export type PaidPlanKey = 'premium' | 'lite';

/** What can be bought: one year of a paid plan, with its bill path and web pages. */
export interface Product {
  plan: PaidPlanKey;
  /** `GET /api/v1/qrbill/{bill}`. */
  bill: 'premiumYear' | 'premiumLiteYear';
  /** Shown on the bill and the buy page (SPEC §9). */
  name: string;
  amountChf: number;
  buyPath: string;
}

export const PRODUCTS: Readonly<Record<PaidPlanKey, Product>> = {
  premium: {
    plan: 'premium',
    bill: 'premiumYear',
    name: `${PRODUCT_NAME} Premium 1 Jahr`,
    amountChf: PLANS.premium.priceChf,
    buyPath: '/premium/kaufen',
  },
  lite: {
    plan: 'lite',
    bill: 'premiumLiteYear',
    name: `${PRODUCT_NAME} Premium Lite 1 Jahr`,
    amountChf: PLANS.lite.priceChf,
    buyPath: '/premium/lite/kaufen',
  },
};

/** The product of a bill path segment, or undefined. */
export function productByBill(bill: string): Product | undefined {
  return Object.values(PRODUCTS).find((p) => p.bill === bill);
}

/** `CHF 20.00`. */
export function formatChf(amount: number): string {
  return `CHF ${amount.toFixed(2)}`;
}
