import type { Account } from '@app/shared';
import { ACCOUNT_COPY, readCopy } from './last-copy';

/**
 * The signed-in pupil as this browser last saw them (the account reply it keeps), or null: whose
 * offline statistics a screen reads before, or without, the account call's answer.
 */
export function lastAccountId(): string | null {
  const account = readCopy<Account>(ACCOUNT_COPY);
  return account?.valid ? (account.info?.id_ ?? null) : null;
}
