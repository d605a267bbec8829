import type { StudyHomeReply } from '@app/shared/learnsets/study-home';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';

/** Still on its way, or it failed (offline): the start page then greets as for a return. */
export type StudyHomeState = StudyHomeReply | 'loading' | 'failed';

/**
 * What the signed-in start page leads with (`GET /study/home`): the greeting, 'Weiterlernen' and
 * 'Meine Lernsets'. Plain state, not the query cache, like the other parts of the start page.
 */
export function useStudyHome(userId: string): StudyHomeState {
  const [state, setState] = useState<StudyHomeState>('loading');
  useEffect(() => {
    const abort = new AbortController();
    setState('loading');
    api<StudyHomeReply>('/study/home', { signal: abort.signal }).then(setState, () => {
      if (!abort.signal.aborted) setState('failed');
    });
    return () => abort.abort();
  }, [userId]);
  return state;
}
