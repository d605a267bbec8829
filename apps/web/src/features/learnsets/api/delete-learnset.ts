import type { MessageReply } from '@app/shared';
import { api } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { learnsetKeys } from '../../../lib/query-keys';

/** `POST /learnsets/delete/{id}`: the owner deletes their set, its exercises and the pupils' statistics. */
export async function deleteLearnset(id: string): Promise<void> {
  await api<MessageReply>(`/learnsets/delete/${encodeURIComponent(id)}`, { json: {} });
  queryClient.removeQueries({ queryKey: learnsetKeys.set(id) });
  await queryClient.invalidateQueries({ queryKey: learnsetKeys.all });
}
