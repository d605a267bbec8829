import { type Account, activePlan, appliedTheme, isPaidThrough, toZurichDay, VISITOR_ACCOUNT } from '@app/shared';
import type { SessionAccount } from '../../kernel/session-account';

/** The account as the web app sees it: never the e-mail's secrets, hash or salt. */
export function toAccount(user: SessionAccount | undefined, now = new Date()): Account {
  if (!user || user.banned) return VISITOR_ACCOUNT;
  const today = toZurichDay(now);
  const known = accounts.get(user);
  if (known?.day === today) return known.account;
  const plan = activePlan(user.payment, user.payment_lite, today);
  const account: Account = {
    valid: true,
    paid: isPaidThrough(user.payment, today),
    paidLite: isPaidThrough(user.payment_lite, today),
    info: {
      id_: user.id,
      name: user.name,
      newsletter: user.newsletter === 1,
      // The scheme shown, not the one stored: a lapsed plan shows the default (shared/account/theme.ts).
      theme: appliedTheme(user.theme, plan),
      iframe: user.iframe === 1,
      payment: user.payment,
      payment_lite: user.payment_lite,
      search: user.search,
      // SPEC's reply: the stored designations as they are, '-' included (designationsOf drops it).
      classes: user.classes.split(' ').filter(Boolean),
      grade: user.grade,
      favorites: JSON.parse(user.favorites) as string[],
      retention: Number(user.retention),
      answerCheck: {
        ignoreCase: user.answer_ignore_case === 1,
        ignoreAccents: user.answer_ignore_accents === 1,
        allowTypo: user.answer_allow_typo === 1,
      },
      reminder: user.reminder === 1,
      weekGoal: user.week_goal ?? null,
    },
  };
  // Only a frozen row (a cached session's, never changed in place) may stand for its reply.
  if (Object.isFrozen(user)) accounts.set(user, { day: today, account: Object.freeze(account) });
  return account;
}

/** Replies made from a cached session's row, per Zurich day (the plan flags change at midnight). */
const accounts = new WeakMap<SessionAccount, { day: string; account: Account }>();
