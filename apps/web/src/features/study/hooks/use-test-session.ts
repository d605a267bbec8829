import type { Exercise } from '@app/shared/learnsets/api';
import { buildTest, gradeTestAnswer, type TestQuestion, type TestSetup } from '@app/shared/learnsets/practice-test';
import { useCallback, useRef, useState } from 'react';
import { useAnswerCheck } from '../../../lib/study/use-answer-check';
import { useSideLanguageOf } from '../../../components/card-face/card-languages';
import { useAnswerSender } from '../../../lib/study/use-answer-sender';

export type ExerciseTestQuestion = TestQuestion<Exercise>;

/** One graded question of a handed-in test. */
export interface TestOutcome {
  question: ExerciseTestQuestion;
  /** The typed text, the chosen option or the verdict; '' when unanswered. */
  given: string;
  /** Right, also when almost right. */
  correct: boolean;
  /** A typed answer one typo off (the pupil allowed typos): the accepted answer it nearly was. */
  almost?: string;
}

export type TestState =
  | { phase: 'setup' }
  /** `round` tells the question form to start empty for every new test. */
  | { phase: 'taking'; questions: ExerciseTestQuestion[]; round: number }
  | { phase: 'result'; outcomes: TestOutcome[]; round: number };

/**
 * The Test mode's course: setup → taking → result, and again. On handing in, each question's
 * result is sent exactly once for a signed-in pupil, since every answer moves the spaced-repetition
 * state on the server.
 */
export function useTestSession(exercises: readonly Exercise[], signedIn: boolean) {
  const { send, failed } = useAnswerSender(signedIn, 'test');
  const answerCheck = useAnswerCheck();
  const languageOf = useSideLanguageOf();
  const [state, setState] = useState<TestState>({ phase: 'setup' });
  // A double click on 'Abgeben' must not send the answers twice.
  const handedInRound = useRef(0);
  const rounds = useRef(0);

  const start = useCallback(
    (setup: TestSetup) => {
      rounds.current += 1;
      // Wrong options in the answer's language: a mixed test or sets of two languages give nothing away.
      const answerLanguage = (exercise: Exercise) => languageOf(exercise, 'answer');
      const questions = buildTest(exercises, setup, Math.random, answerLanguage);
      setState({ phase: 'taking', questions, round: rounds.current });
    },
    [exercises, languageOf],
  );

  const handIn = useCallback(
    (answers: readonly string[]) => {
      if (state.phase !== 'taking' || handedInRound.current === state.round) return;
      handedInRound.current = state.round;
      const outcomes = state.questions.map((question, index): TestOutcome => {
        const given = answers[index] ?? '';
        const check = gradeTestAnswer(question, given, answerCheck);
        if (check.verdict === 'almost') return { question, given, correct: true, almost: check.closest };
        return { question, given, correct: check.verdict === 'correct' };
      });
      for (const { question, given, correct } of outcomes) send(question.exercise.id_, given, correct);
      setState({ phase: 'result', outcomes, round: state.round });
    },
    [state, send, answerCheck],
  );

  const retryMistakes = useCallback(() => {
    if (state.phase !== 'result') return;
    const questions = state.outcomes.filter((outcome) => !outcome.correct).map((outcome) => outcome.question);
    if (questions.length === 0) return;
    rounds.current += 1;
    setState({ phase: 'taking', questions, round: rounds.current });
  }, [state]);

  const newTest = useCallback(() => setState({ phase: 'setup' }), []);

  return { state, statsFailed: failed, start, handIn, retryMistakes, newTest };
}
