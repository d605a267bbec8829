import type { LearnsetBulkReply, LearnStartReply, StudyMode } from '@app/shared/learnsets/api';
import { checkAnswer } from '@app/shared/learnsets/answer-check';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  joinExercises,
  type LearnState,
  prepareSession,
  recordAndContinue,
  showAnswer,
  startNextRound,
  startSession,
  startWithFirst,
  withoutSentAnswer,
} from './learn-session';
import { useAnswerCheck } from '../../../lib/study/use-answer-check';
import { useAnswerSender } from '../../../lib/study/use-answer-sender';

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
  /** 'Weiter lernen' on the round's summary: the next round's first question. */
  nextRound: () => void;
}

/** An answer given while the exercises were still loading: sent at once, counted once they are here. */
interface WaitingAnswer {
  exerciseId: string;
  correct: boolean;
}

/**
 * Learn mode over the loaded sets. Statistics always change locally; for a signed-in user each
 * answer is also sent to the server, without waiting for it, so a slow line never stalls learning.
 * With `start` (learn mode's first screen) the first question shows while `data` is still null.
 */
export function useLearnSession(
  data: LearnsetBulkReply | null,
  signedIn: boolean,
  mode: StudyMode = 'learn',
  start?: LearnStartReply,
): LearnSession {
  const [state, setState] = useState(() =>
    data ? startSession(data.exercises, data.stats ?? {}) : startWithFirst(start ?? EMPTY_START),
  );
  const { send, failed: statsFailed } = useAnswerSender(signedIn, mode);
  const answerCheck = useAnswerCheck();
  // A double click on 'Richtig' must count once: each question's turn is recorded at most once.
  const recordedTurn = useRef(0);
  const joined = useRef(data !== null);
  const waiting = useRef<WaitingAnswer | null>(null);

  useEffect(() => {
    if (!data) return undefined;
    if (!joined.current) {
      joined.current = true;
      const answer = waiting.current;
      waiting.current = null;
      setState((current) => {
        const stats = data.stats ?? {};
        if (!answer) return joinExercises(current, data.exercises, stats);
        const own = withoutSentAnswer(stats, answer.exerciseId, answer.correct, current.currentStats);
        return recordAndContinue(joinExercises(current, data.exercises, own), answer.correct, data.exercises);
      });
    }
    // The question is on screen; the session's copy of the statistics and its picker are made in a
    // task of their own, so the pupil's first answer does not wait for them.
    const timer = setTimeout(() => setState((current) => prepareSession(current, data.exercises)));
    return () => clearTimeout(timer);
  }, [data]);

  const record = useCallback(
    (current: LearnState, answer: string, correct: boolean) => {
      const exercise = current.current;
      if (!exercise || recordedTurn.current === current.turn) return;
      recordedTurn.current = current.turn;
      // Sent at once, also before the exercises are here: should the line drop meanwhile, the answer
      // waits in the offline queue, not in this page's memory.
      send(exercise.id_, answer, correct);
      // Also once the sets are here but not yet joined (the effect above runs after the paint):
      // counted now, the join would count the server's statistics over it and lose it.
      if (!data || !joined.current) {
        waiting.current = { exerciseId: exercise.id_, correct };
        setState({ ...current, window: 'loading' });
        return;
      }
      setState(recordAndContinue(current, correct, data.exercises));
    },
    [data, send],
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

  const nextRound = useCallback(() => {
    // The summary only follows a counted answer, so the exercises are here.
    if (data) setState((current) => startNextRound(current, data.exercises));
  }, [data]);

  return { state, statsFailed, submit, rate, nextRound };
}

const EMPTY_START: LearnStartReply = {
  status: 'success',
  learnsets: [],
  exercise_count: 0,
  correct: 0,
  wrong: 0,
  first: null,
};
