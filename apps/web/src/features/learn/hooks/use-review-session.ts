import type { LearnsetBulkReply } from '@app/shared/learnsets/api';
import { checkAnswer } from '@app/shared/learnsets/answer-check';
import { useCallback, useEffect, useRef, useState } from 'react';
import { syncAnswers } from '../../../lib/offline/answer-sync';
import { fetchReviewDue } from '../api/get-review-due';
import { addFallenDue, answerReview, type ReviewSession, startReview } from './review-session';
import { useAnswerCheck } from '../../../lib/study/use-answer-check';
import { useAnswerSender } from '../../../lib/study/use-answer-sender';

/** 'checking': the queue ran out and the cards fallen due meanwhile are asked for. */
type ReviewPhase = 'question' | 'answer' | 'checking' | 'done';

export interface ReviewSessionView {
  session: ReviewSession;
  phase: ReviewPhase;
  /** The pupil's answer and, one typo off, the accepted answer it nearly was (answer window). */
  given: string;
  almost: string | null;
  statsFailed: boolean;
  submit: (input: string) => void;
  rate: (correct: boolean) => void;
}

/**
 * A review session over the cards due at its start (`due`, taken once: a later reply of the same
 * query does not restart it). Each answer is sent once, with its own id; when the queue runs out,
 * the answers are sent first and then the cards due now are asked for, so the server's view
 * includes every answer given.
 */
export function useReviewSession(due: LearnsetBulkReply): ReviewSessionView {
  const [session, setSession] = useState(() => startReview(due.exercises));
  const [phase, setPhase] = useState<ReviewPhase>(() => (due.exercises.length ? 'question' : 'done'));
  const [given, setGiven] = useState('');
  const [almost, setAlmost] = useState<string | null>(null);
  const { send, failed: statsFailed } = useAnswerSender(true, 'review');
  const answerCheck = useAnswerCheck();
  const kept = useRef<Promise<void>[]>([]);
  // A double press counts once: each question's turn is recorded at most once.
  const recordedTurn = useRef(0);

  const record = useCallback(
    (correct: boolean, answer: string) => {
      const current = session.queue[0];
      if (!current || recordedTurn.current === session.turn) return;
      recordedTurn.current = session.turn;
      kept.current.push(send(current.id_, answer, correct));
      const next = answerReview(session, correct);
      setSession(next);
      setGiven('');
      setAlmost(null);
      setPhase(next.queue.length ? 'question' : 'checking');
    },
    [send, session],
  );

  useEffect(() => {
    if (phase !== 'checking') return undefined;
    let live = true;
    void (async () => {
      await Promise.all(kept.current);
      await syncAnswers();
      const now = await fetchReviewDue().catch(() => null);
      if (!live) return;
      const next = now ? addFallenDue(session, now.exercises) : session;
      setSession(next);
      setPhase(next.queue.length ? 'question' : 'done');
    })();
    return () => {
      live = false;
    };
  }, [phase, session]);

  const submit = useCallback(
    (input: string) => {
      const current = session.queue[0];
      if (phase !== 'question' || !current) return;
      const check = checkAnswer(input, current, answerCheck);
      if (check.verdict === 'correct') return record(true, input);
      setGiven(input);
      setAlmost(check.verdict === 'almost' ? check.closest : null);
      setPhase('answer');
    },
    [answerCheck, record, session, phase],
  );

  const rate = useCallback(
    // An almost-right answer counts as correct: the pupil knew it (the window offers only 'Weiter').
    (correct: boolean) => {
      if (phase === 'answer') record(almost !== null || correct, given);
    },
    [almost, given, record, phase],
  );

  return { session, phase, given, almost, statsFailed, submit, rate };
}
