import type { ItemFields } from '@app/shared';
import type { LearnsetCreatedReply } from '@app/shared/learnsets/api';
import { itemFormData } from '../../../components/items';
import { apiForm } from '../../../lib/api';
import { queryClient } from '../../../lib/query';

type Progress = (fraction: number) => void;

const toFields = (values: ItemFields): Record<string, string> => ({ ...values });

/** `POST /learnsets/new/form`: uploads with progress; resolves with the new set's id. */
export async function uploadLearnset(values: ItemFields, file: File, onProgress: Progress): Promise<string> {
  const reply = await apiForm<LearnsetCreatedReply>(
    '/learnsets/new/form',
    itemFormData(toFields(values), file),
    onProgress,
  );
  await queryClient.invalidateQueries({ queryKey: ['learnsets'] });
  return reply.id;
}

/** `POST /learnsets/edit/form`: the id goes first, so the server refuses a stranger before the file. */
export async function editLearnset(id: string, values: ItemFields, file: File, onProgress: Progress): Promise<void> {
  await apiForm('/learnsets/edit/form', itemFormData({ id, ...toFields(values) }, file), onProgress);
  await queryClient.invalidateQueries({ queryKey: ['learnsets'] });
}
