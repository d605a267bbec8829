import type { DocumentListReply } from '@app/shared/documents/replies';
import type { LearnsetListReply } from '@app/shared/learnsets/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { documentKeys, learnsetKeys } from '../../../lib/query-keys';

/**
 * What an event can link to: every learning set and document (the list calls, cached under the
 * same keys as the library screens, with the same reply).
 */
export function useLinkOptions(enabled: boolean) {
  const sets = useQuery({
    queryKey: learnsetKeys.list,
    queryFn: () => api<LearnsetListReply>('/learnsets/list'),
    enabled,
  });
  const documents = useQuery({
    queryKey: documentKeys.list,
    queryFn: () => api<DocumentListReply>('/documents/list'),
    enabled,
  });
  return { sets: sets.data?.learnsets, documents: documents.data?.documents, error: sets.error ?? documents.error };
}
