import type { ExamDateBody, ExamReply } from '@app/shared/learnsets/exam';
import { joinLearnsetIds } from '@app/shared/learnsets/texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnsetKeys } from '../../../lib/query-keys';

const examUrl = (ids: readonly string[]) => `/learnsets/exam/${joinLearnsetIds(ids.map(encodeURIComponent))}`;

/** `GET /learnsets/exam/{ids}`: the pupil's exam days of the selection and what they mean per day. */
export function useExamDates(ids: readonly string[], enabled = true) {
  return useQuery({ queryKey: learnsetKeys.exam(ids), queryFn: () => api<ExamReply>(examUrl(ids)), enabled });
}

/** `POST /learnsets/exam/{ids}`: sets or (null) removes the exam day; progress and dates reload. */
export function useSetExamDate(ids: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamDateBody) => api<{ message: string }>(examUrl(ids), { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnsetKeys.all }),
  });
}
