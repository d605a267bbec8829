import type { StudyMode } from '@app/shared/learnsets/api';
import { useCallback, useState } from 'react';
import { postAnswer } from '../api/post-answer';

/**
 * Sends the answers of one study mode for a signed-in pupil (statistics and memory state), without
 * waiting, so a slow line never stalls learning. Visitors' answers stay in the window. `failed`
 * turns true once an answer could not be saved (SPEC §4's connection-error line).
 */
export function useAnswerSender(signedIn: boolean, mode: StudyMode) {
  const [failed, setFailed] = useState(false);
  const send = useCallback(
    (exerciseId: string, answer: string, correct: boolean) => {
      if (!signedIn) return;
      postAnswer(exerciseId, { answer, value: correct, mode }).catch(() => setFailed(true));
    },
    [signedIn, mode],
  );
  return { send, failed };
}
