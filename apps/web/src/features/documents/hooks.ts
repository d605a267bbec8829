import { documentTooLargeMessage, planOfAccount } from '@app/shared';
import { useAccount } from '../../lib/boot-data';

/** The account's plan limit, checked before an upload starts (the server checks it again). */
export function useDocumentLimit(): { maxFileBytes: number; tooLargeMessage: string } {
  const account = useAccount();
  const plan = planOfAccount(account);
  return { maxFileBytes: plan.maxDocumentBytes, tooLargeMessage: documentTooLargeMessage(plan) };
}
