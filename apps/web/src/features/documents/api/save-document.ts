import type { DocumentCreatedReply, ItemFields } from '@app/shared';
import { itemFormData } from '../../../components/items';
import { apiForm } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { documentKeys } from '../../../lib/query-keys';

type Progress = (fraction: number) => void;

const toFields = (values: ItemFields): Record<string, string> => ({ ...values });

/** `POST /documents/new/form`: uploads with progress; resolves with the new document's id. */
export async function uploadDocument(values: ItemFields, file: File, onProgress: Progress): Promise<string> {
  const reply = await apiForm<DocumentCreatedReply>(
    '/documents/new/form',
    itemFormData(toFields(values), file),
    onProgress,
  );
  await queryClient.invalidateQueries({ queryKey: documentKeys.all });
  return reply.id;
}

/** `POST /documents/edit/form`: the id goes first, so the server refuses a stranger before the file. */
export async function editDocument(id: string, values: ItemFields, file: File, onProgress: Progress): Promise<void> {
  await apiForm('/documents/edit/form', itemFormData({ id, ...toFields(values) }, file), onProgress);
  await queryClient.invalidateQueries({ queryKey: documentKeys.all });
}
