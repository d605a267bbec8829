import type { Exercise, ExerciseStatsMap } from '@app/shared/learnsets/api';
import { pickNextExercise } from '@app/shared/learnsets/learn';

/** The windows of learn mode (SPEC §4). */
export type LearnWindow = 'loading' | 'question' | 'answer';

/** Everything learn mode shows; changed only through the functions below. */
export interface LearnState {
  window: LearnWindow;
  current: Exercise | null;
  /** The user's answer, shown in the answer window. */
  given: string;
  stats: ExerciseStatsMap;
  /** Sums over the learnt exercises, kept up to date so 100,000 exercises are not summed per answer. */
  correct: number;
  wrong: number;
  /** Counts questions shown, so the same exercise drawn twice in a row still gets a fresh answer box. */
  turn: number;
}

/** The starting state: the server's (or no) statistics and a first exercise. */
export function startSession(
  exercises: readonly Exercise[],
  stats: ExerciseStatsMap,
  random: () => number = Math.random,
): LearnState {
  let correct = 0;
  let wrong = 0;
  for (const exercise of exercises) {
    const own = Object.hasOwn(stats, exercise.id_) ? stats[exercise.id_] : undefined;
    correct += own?.correct ?? 0;
    wrong += own?.wrong ?? 0;
  }
  const base: LearnState = {
    window: 'loading',
    current: null,
    given: '',
    stats: { ...stats },
    correct,
    wrong,
    turn: 0,
  };
  return exercises.length ? nextQuestion(base, exercises, random) : base;
}

function nextQuestion(state: LearnState, exercises: readonly Exercise[], random: () => number): LearnState {
  return {
    ...state,
    window: 'question',
    current: pickNextExercise(exercises, state.stats, random),
    given: '',
    turn: state.turn + 1,
  };
}

/** A mismatch: show the answer window so the user can rate the answer themselves. */
export function showAnswer(state: LearnState, given: string): LearnState {
  return { ...state, window: 'answer', given };
}

/** Counts an answer to the current exercise locally and moves to the next question. */
export function recordAndContinue(
  state: LearnState,
  correct: boolean,
  exercises: readonly Exercise[],
  random: () => number = Math.random,
): LearnState {
  const id = state.current?.id_;
  if (!id) return state;
  const before = (Object.hasOwn(state.stats, id) ? state.stats[id] : undefined) ?? { correct: 0, wrong: 0 };
  const after = { correct: before.correct + (correct ? 1 : 0), wrong: before.wrong + (correct ? 0 : 1) };
  const counted: LearnState = {
    ...state,
    stats: { ...state.stats, [id]: after },
    correct: state.correct + (correct ? 1 : 0),
    wrong: state.wrong + (correct ? 0 : 1),
  };
  return nextQuestion(counted, exercises, random);
}
