import { activePlan, type AnswerCheckOptions, NEW_ACCOUNT_DEFAULTS, toZurichDay } from '@app/shared';
import { NO_DESIGNATION } from '@app/shared/format/class-designation';
import type { Database, UserRow } from '../db/schema';

type UserColumns = Database['users'];

/** The plan limits that apply to a user today. */
export function planOf(user: Pick<UserColumns, 'payment' | 'payment_lite'>, now = new Date()) {
  return activePlan(user.payment, user.payment_lite, toZurichDay(now));
}

/** The answer-check options as the `users` columns store them (0/1 each). */
export function answerCheckColumns(options: Readonly<AnswerCheckOptions>) {
  return {
    answer_ignore_case: options.ignoreCase ? 1 : 0,
    answer_ignore_accents: options.ignoreAccents ? 1 : 0,
    answer_allow_typo: options.allowTypo ? 1 : 0,
  };
}

/**
 * A row of `users` that is nobody's account but owns content (kept documents and sets of deleted
 * accounts, the starter sets): it can never sign in (banned, no password) and has the defaults.
 */
export function contentOwnerRow(id: string, name: string): UserRow {
  return {
    id,
    email: `${id}@invalid`,
    name,
    password_hash: '!',
    classes: NO_DESIGNATION,
    grade: '-',
    newsletter: 0,
    iframe: 0,
    theme: NEW_ACCOUNT_DEFAULTS.theme,
    search: NEW_ACCOUNT_DEFAULTS.search,
    favorites: '[]',
    payment: NEW_ACCOUNT_DEFAULTS.payment,
    payment_lite: NEW_ACCOUNT_DEFAULTS.payment_lite,
    retention: NEW_ACCOUNT_DEFAULTS.retention,
    ...answerCheckColumns(NEW_ACCOUNT_DEFAULTS.answerCheck),
    banned: 1,
    created_at: '2000-01-01T00:00:00.000Z',
  };
}
