import type { DocumentDataReply } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';

/** `GET /documents/data/{id}`: one document with its file URL. */
export const getDocument = (id: string) => api<DocumentDataReply>(`/documents/data/${encodeURIComponent(id)}`);

export const documentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['documents', 'data', id],
    queryFn: () => getDocument(id),
    select: (reply) => reply.document,
    // An unknown id stays unknown: no retry.
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus === 404) && count < 1,
  });

export function useDocument(id: string) {
  return useQuery(documentQueryOptions(id));
}
