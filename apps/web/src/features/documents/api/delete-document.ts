import type { MessageReply } from '@app/shared';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { documentKeys } from '../../../lib/query-keys';

/** `POST /documents/delete/{id}`: the owner deletes their document and its file. */
export async function deleteDocument(id: string): Promise<void> {
  await api<MessageReply>(`/documents/delete/${encodeURIComponent(id)}`, { json: {} });
  queryClient.removeQueries({ queryKey: documentKeys.document(id) });
  await queryClient.invalidateQueries({ queryKey: documentKeys.all });
}
