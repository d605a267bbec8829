import type { LearnsetBulkReply, StudyMode } from '@app/shared/learnsets/api';
import { checkAnswer } from '@app/shared/learnsets/answer-check';
import { useCallback, useRef, useState } from 'react';
import { type LearnState, recordAndContinue, showAnswer, startSession } from './learn-session';
import { useAnswerCheck } from './use-answer-check';
import { useAnswerSender } from './use-answer-sender';

export interface LearnSession {
  state: LearnState;
  /** True once any answer could not be saved; learning goes on regardless (SPEC §4). */
  statsFailed: boolean;
  /**
   * 'Weiter': a match (under the pupil's answer-check options) counts as correct and moves on; an answer
   * one typo off opens the answer window saying 'Fast richtig', anything else the answer window to rate.
   */
  submit: (input: string) => void;
  /** 'Richtig' / 'Falsch' in the answer window; after 'Fast richtig' its 'Weiter' counts as correct. */
  rate: (correct: boolean) => void;
}

/**
 * Learn mode over the loaded sets. Statistics always change locally; for a signed-in user each
 * answer is also sent to the server, without waiting for it, so a slow line never stalls learning.
 */
export function useLearnSession(data: LearnsetBulkReply, signedIn: boolean, mode: StudyMode = 'learn'): LearnSession {
  const [state, setState] = useState(() => startSession(data.exercises, data.stats ?? {}));
  const { send, failed: statsFailed } = useAnswerSender(signedIn, mode);
  const answerCheck = useAnswerCheck();
  // A double click on 'Richtig' must count once: each question's turn is recorded at most once.
  const recordedTurn = useRef(0);

  const record = useCallback(
    (current: LearnState, answer: string, correct: boolean) => {
      const exercise = current.current;
      if (!exercise || recordedTurn.current === current.turn) return;
      recordedTurn.current = current.turn;
      send(exercise.id_, answer, correct);
      setState(recordAndContinue(current, correct, data.exercises));
    },
    [data.exercises, send],
  );

  const submit = useCallback(
    (input: string) => {
      if (state.window !== 'question' || !state.current) return;
      const check = checkAnswer(input, state.current, answerCheck);
      if (check.verdict === 'correct') record(state, input, true);
      else setState(showAnswer(state, input, check.verdict === 'almost' ? check.closest : null));
    },
    [answerCheck, record, state],
  );

  const rate = useCallback(
    (correct: boolean) => {
      // An almost-right answer counts as correct: the pupil knew it (the window offers only 'Weiter').
      if (state.window === 'answer') record(state, state.given, state.almost !== null || correct);
    },
    [record, state],
  );

  return { state, statsFailed, submit, rate };
}
