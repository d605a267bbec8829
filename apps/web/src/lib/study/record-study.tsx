import type { RecentStudyInput } from '@app/shared/learnsets/study-home';
import type { StudyMode } from '@app/shared/learnsets/study-modes';
import { type ComponentType, useEffect } from 'react';
import { useParams } from 'react-router';
import { api } from '../api';
import { useAccount } from '../boot-data';

/**
 * A study mode's screen that tells the server when it opens for a signed-in pupil, so the start
 * page's 'Weiterlernen' leads with these sets in this mode on every device. Best effort: offline
 * or refused, the mode works all the same.
 */
export function recordingStudy(mode: StudyMode, Screen: ComponentType): ComponentType {
  return function RecordedStudy() {
    const { ids = '' } = useParams();
    const account = useAccount();
    const userId = account?.valid ? (account.info?.id_ ?? null) : null;
    useEffect(() => {
      if (!userId || !ids) return;
      const body: RecentStudyInput = { ids, mode };
      api('/study/recent', { json: body }).catch(() => {});
    }, [userId, ids]);
    return <Screen />;
  };
}
