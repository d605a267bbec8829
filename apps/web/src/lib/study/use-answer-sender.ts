import type { StudyMode } from '@app/shared/learnsets/api';
import { useCallback, useEffect, useState } from 'react';
import { useAccount } from '../boot-data';
import { expectAnswers, onAnswerProblem, queueAnswer } from '../offline/answer-sync';

/**
 * Sends the answers of one study mode for a signed-in pupil (statistics and memory state), without
 * waiting, so a slow line never stalls learning. Each answer gets its id and time when it is
 * given and waits in the browser's queue until the server has it: offline, it is sent when the
 * connection returns (lib/offline/answer-sync.ts). Visitors' answers stay in the window. `failed`
 * turns true once the server refused an answer (SPEC §4's error line).
 */
export function useAnswerSender(signedIn: boolean, mode: StudyMode) {
  const account = useAccount();
  const userId = signedIn ? (account?.info?.id_ ?? null) : null;
  const [failed, setFailed] = useState(false);
  useEffect(() => onAnswerProblem(() => setFailed(true)), []);
  useEffect(() => {
    if (userId) expectAnswers(userId);
  }, [userId]);
  const send = useCallback(
    /** Resolves once the answer is kept in the browser's queue (not once the server has it). */
    (exerciseId: string, answer: string, correct: boolean): Promise<void> => {
      if (!userId) return Promise.resolve();
      return queueAnswer({
        id: crypto.randomUUID(),
        userId,
        exerciseId,
        answer,
        value: correct,
        at: new Date().toISOString(),
        mode,
      }).catch(() => {});
    },
    [userId, mode],
  );
  return { send, failed };
}
