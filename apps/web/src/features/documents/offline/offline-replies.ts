import type { DocumentDataReply, DocumentListReply } from '@app/shared';
import { offlineDb } from '../../../lib/offline/db';
import { storedDocuments } from '../../../lib/offline/offline-files';

/** The list call's reply made of the documents kept offline. */
export async function offlineDocumentList(): Promise<DocumentListReply | null> {
  const documents = await storedDocuments(await offlineDb());
  return documents.length > 0 ? { status: 'success', documents } : null;
}

/** The data call's reply for a document kept offline. */
export async function offlineDocument(id: string): Promise<DocumentDataReply | null> {
  const kept = await (await offlineDb()).get('documents', id);
  return kept ? { status: 'success', document: kept.document } : null;
}
