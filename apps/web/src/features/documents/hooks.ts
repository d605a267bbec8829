import { documentTooLargeMessage, formatSize, planOfAccount, storageFullMessage } from '@app/shared';
import { useAccount } from '../../lib/boot-data';
import { useStorage } from './api/get-storage';

export interface DocumentLimit {
  maxFileBytes: number;
  tooLargeMessage: string;
  /** "Speicher: 1.2 MB von 2 GB belegt", once known. */
  storageText: string | null;
}

/**
 * What the account may upload now, checked before an upload starts (the server checks it again
 * while streaming): the plan's file limit, or less when the storage has less room left.
 * `replacing`: the size of the file an edit replaces, which is freed.
 */
export function useDocumentLimit(replacing = 0): DocumentLimit {
  const account = useAccount();
  const plan = planOfAccount(account);
  const storage = useStorage(!!account?.valid).data;
  const planLimit = { maxFileBytes: plan.maxDocumentBytes, tooLargeMessage: documentTooLargeMessage(plan) };
  if (!storage) return { ...planLimit, storageText: null };
  const used = storage.used - replacing;
  const storageText = `Speicher: ${formatSize(storage.used)} von ${formatSize(storage.quota)} belegt`;
  if (storage.quota - used >= plan.maxDocumentBytes) return { ...planLimit, storageText };
  return {
    maxFileBytes: Math.max(0, storage.quota - used),
    tooLargeMessage: storageFullMessage(used, storage.quota),
    storageText,
  };
}
