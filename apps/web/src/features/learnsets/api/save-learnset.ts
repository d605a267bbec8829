import type { LearnsetFields } from '@app/shared';
import type { LearnsetCreatedReply, LearnsetEditedReply } from '@app/shared/learnsets/api';
import type { SheetColumns } from '@app/shared/learnsets/sheet-columns';
import { itemFormData } from '../../../components/items';
import { apiForm } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { learnsetKeys } from '../../../lib/query-keys';

type Progress = (fraction: number) => void;

/**
 * The multipart fields: a set without a question language (cannot happen from the form) sends
 * none; the pupil's columns of a table file go as `sheet_columns` when there are some.
 */
const toFields = (
  { question_language, ...values }: LearnsetFields,
  columns?: SheetColumns,
): Record<string, string> => ({
  ...values,
  ...(question_language ? { question_language } : {}),
  ...(columns ? { sheet_columns: JSON.stringify(columns) } : {}),
});

/**
 * `POST /learnsets/new/form`: uploads with progress; resolves with the new set's id and what the
 * file left out (`skipped`, an Anki deck's cards), if anything.
 */
export async function uploadLearnset(
  values: LearnsetFields,
  file: File,
  onProgress: Progress,
  columns?: SheetColumns,
): Promise<{ id: string; skipped: string[] }> {
  const reply = await apiForm<LearnsetCreatedReply>(
    '/learnsets/new/form',
    itemFormData(toFields(values, columns), file),
    onProgress,
  );
  await queryClient.invalidateQueries({ queryKey: learnsetKeys.all });
  return { id: reply.id, skipped: reply.skipped ?? [] };
}

/**
 * `POST /learnsets/edit/form`: the id goes first, so the server refuses a stranger before the file.
 * Resolves with what the new file left out, if anything.
 */
export async function editLearnset(
  id: string,
  values: LearnsetFields,
  file: File,
  onProgress: Progress,
  columns?: SheetColumns,
): Promise<{ skipped: string[] }> {
  const reply = await apiForm<LearnsetEditedReply>(
    '/learnsets/edit/form',
    itemFormData({ id, ...toFields(values, columns) }, file),
    onProgress,
  );
  await queryClient.invalidateQueries({ queryKey: learnsetKeys.all });
  return { skipped: reply.skipped ?? [] };
}
