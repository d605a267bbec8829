import type { LearnsetCreatedReply } from '@app/shared/learnsets/api';
import type { LearnsetEditorCreate, LearnsetEditorEdit } from '@app/shared/learnsets/editor/schemas';
import { api } from '../../../../lib/api';
import { queryClient } from '../../../../lib/query';
import { learnsetKeys } from '../../../../lib/query-keys';

/** `POST /learnsets/new/json`: a set written in the editor; resolves with its id. */
export async function createLearnsetFromEditor(body: LearnsetEditorCreate): Promise<string> {
  const reply = await api<LearnsetCreatedReply>('/learnsets/new/json', { json: body });
  await queryClient.invalidateQueries({ queryKey: learnsetKeys.all });
  return reply.id;
}

/** `POST /learnsets/edit/json`: rows with `id_` keep their exercise and its statistics. */
export async function editLearnsetFromEditor(body: LearnsetEditorEdit): Promise<void> {
  await api('/learnsets/edit/json', { json: body });
  await queryClient.invalidateQueries({ queryKey: learnsetKeys.all });
}
