import type { MessageReply } from '@app/shared';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';

/** `POST /learnsets/delete/{id}`: the owner deletes their set, its exercises and the pupils' statistics. */
export async function deleteLearnset(id: string): Promise<void> {
  await api<MessageReply>(`/learnsets/delete/${encodeURIComponent(id)}`, { json: {} });
  queryClient.removeQueries({ queryKey: ['learnsets', 'data', id] });
  await queryClient.invalidateQueries({ queryKey: ['learnsets'] });
}
