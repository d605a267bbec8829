import type { DocumentDataReply } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { orOffline } from '../../../lib/offline/or-offline';
import { offlineDocument } from '../offline/offline-replies';
import { documentKeys } from '../../../lib/query-keys';

/** `GET /documents/data/{id}`: one document with its file URL (offline, the copy kept for reading). */
const getDocument = (id: string) =>
  orOffline(api<DocumentDataReply>(`/documents/data/${encodeURIComponent(id)}`), () => offlineDocument(id));

const documentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: documentKeys.document(id),
    queryFn: () => getDocument(id),
    select: (reply) => reply.document,
    // An unknown id stays unknown: no retry.
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus === 404) && count < 1,
  });

export function useDocument(id: string) {
  return useQuery(documentQueryOptions(id));
}
