/** The plans and their limits (SPEC §9): one table read by upload routes and the premium page. */
export type PlanKey = 'standard' | 'lite' | 'premium';

export interface Plan {
  key: PlanKey;
  label: string;
  /** CHF per year; 0 for free. */
  priceChf: number;
  maxDocumentBytes: number;
  maxLearnsetItems: number;
  /** All of an account's documents together (the operator may change it: QUOTA_*_MIB). */
  storageQuotaBytes: number;
  statistics: string;
  colourScheme: boolean;
  ownCalendars: number;
}

const MiB = 1024 * 1024;

export const PLANS: Readonly<Record<PlanKey, Plan>> = {
  standard: {
    key: 'standard',
    label: 'Standard',
    priceChf: 0,
    maxDocumentBytes: 300 * MiB,
    maxLearnsetItems: 2000,
    storageQuotaBytes: 2048 * MiB,
    statistics: 'unbegrenzt',
    colourScheme: false,
    ownCalendars: 2,
  },
  lite: {
    key: 'lite',
    label: 'Premium Lite',
    priceChf: 4,
    maxDocumentBytes: 700 * MiB,
    maxLearnsetItems: 5000,
    storageQuotaBytes: 5120 * MiB,
    statistics: 'unbegrenzt',
    colourScheme: true,
    ownCalendars: 5,
  },
  premium: {
    key: 'premium',
    label: 'Premium',
    priceChf: 20,
    maxDocumentBytes: 1500 * MiB,
    maxLearnsetItems: 10000,
    storageQuotaBytes: 15360 * MiB,
    statistics: 'unbegrenzt',
    colourScheme: true,
    ownCalendars: 20,
  },
};

/** A plan is valid through its stored date (inclusive), compared as Zurich calendar days. */
export function isPaidThrough(paidUntil: string, todayZurich: string): boolean {
  return paidUntil >= todayZurich;
}

/** The best plan an account holds today. */
export function activePlan(payment: string, paymentLite: string, todayZurich: string): Plan {
  if (isPaidThrough(payment, todayZurich)) return PLANS.premium;
  if (isPaidThrough(paymentLite, todayZurich)) return PLANS.lite;
  return PLANS.standard;
}

/** The plan the account call's flags stand for (the web app has the flags, not the dates). */
export function planOfAccount(account: { paid: boolean; paidLite: boolean } | null | undefined): Plan {
  if (account?.paid) return PLANS.premium;
  if (account?.paidLite) return PLANS.lite;
  return PLANS.standard;
}
