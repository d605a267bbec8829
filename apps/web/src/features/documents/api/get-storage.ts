import type { StorageReply } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { documentKeys } from '../../../lib/query-keys';

/** `GET /documents/storage`: bytes used by the account's documents and its quota. */
const storageQueryOptions = () =>
  queryOptions({ queryKey: documentKeys.storage, queryFn: () => api<StorageReply>('/documents/storage') });

export function useStorage(enabled: boolean) {
  return useQuery({ ...storageQueryOptions(), enabled });
}
