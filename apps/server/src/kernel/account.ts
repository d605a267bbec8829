import { activePlan, type AnswerCheckOptions, toZurichDay } from '@app/shared';
import type { Database } from '../db/schema';

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
