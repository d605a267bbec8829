import type { DocumentListReply } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `GET /documents/list`: every document as a compact card, newest first (filtered in the browser). */
export const getDocuments = () => api<DocumentListReply>('/documents/list');

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: ['documents', 'list'], queryFn: getDocuments, select: (reply) => reply.documents });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
