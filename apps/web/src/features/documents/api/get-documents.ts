import type { DocumentListReply } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { orOffline } from '../../../lib/offline/or-offline';
import { offlineDocumentList } from '../offline/offline-replies';
import { documentKeys } from '../../../lib/query-keys';

/**
 * `GET /documents/list`: every document as a compact card, newest first (filtered in the browser);
 * offline, the documents kept for reading.
 */
const getDocuments = () => orOffline(api<DocumentListReply>('/documents/list'), offlineDocumentList);

const documentsQueryOptions = () =>
  queryOptions({ queryKey: documentKeys.list, queryFn: getDocuments, select: (reply) => reply.documents });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
