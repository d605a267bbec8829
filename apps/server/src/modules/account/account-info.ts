import { type Account, activePlan, isPaidThrough, toZurichDay, VISITOR_ACCOUNT } from '@app/shared';
import type { UserRow } from './account.repository';

/** The account as the web app sees it: never the e-mail's secrets, hash or salt. */
export function toAccount(user: UserRow | undefined, now = new Date()): Account {
  if (!user || user.banned) return VISITOR_ACCOUNT;
  const today = toZurichDay(now);
  return {
    valid: true,
    paid: isPaidThrough(user.payment, today),
    paidLite: isPaidThrough(user.payment_lite, today),
    info: {
      id_: user.id,
      name: user.name,
      newsletter: user.newsletter === 1,
      theme: user.theme,
      iframe: user.iframe === 1,
      payment: user.payment,
      payment_lite: user.payment_lite,
      search: user.search,
      classes: user.classes.split(' ').filter(Boolean),
      grade: user.grade,
      favorites: JSON.parse(user.favorites) as string[],
      retention: Number(user.retention),
    },
  };
}

/** The plan limits that apply to a user today. */
export function planOf(user: Pick<UserRow, 'payment' | 'payment_lite'>, now = new Date()) {
  return activePlan(user.payment, user.payment_lite, toZurichDay(now));
}
