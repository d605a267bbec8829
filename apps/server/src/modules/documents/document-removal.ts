import { isId } from '@app/shared';
import type { DocumentStorage } from './document-storage';
import type { DocumentRepository } from './document.repository';

/**
 * The one deletion of a document, for its owner (DocumentService.remove) and for the operator's
 * CLI: the row first, then its folder, so a failure leaves at worst an orphaned folder (swept at
 * the next start), never a row without file. False when there is no such document.
 */
export async function removeDocument(repo: DocumentRepository, storage: DocumentStorage, id: string): Promise<boolean> {
  if (!isId(id) || !(await repo.delete(id))) return false;
  await storage.removeFolder(id);
  return true;
}
