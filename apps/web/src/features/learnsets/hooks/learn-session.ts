import type { Exercise, ExerciseStatsMap } from '@app/shared/learnsets/api';
import type { ExerciseStats } from '@app/shared/learnsets/learn';
import { WeightedPicker } from '@app/shared/learnsets/weighted-picker';

/** The windows of learn mode (SPEC §4). */
export type LearnWindow = 'loading' | 'question' | 'answer';

/**
 * Everything learn mode shows; changed only through the functions below, each returning a new state.
 * Two parts are shared by all states of a session and updated in place, because copying them per
 * answer is O(n): 50,000 statistics took ~20 ms to copy, 100,000 exercises ~5 ms to weigh. Both are
 * set to absolute values taken from the state passed in, so recording the same state twice leaves
 * them as recording it once.
 */
export interface LearnState {
  window: LearnWindow;
  current: Exercise | null;
  /** Position of `current` in the session's exercises, so its weight can be updated alone. */
  currentIndex: number;
  /** The statistics of `current` when it was shown: what an answer to it counts on. */
  currentStats: ExerciseStats;
  /** The user's answer, shown in the answer window. */
  given: string;
  /**
   * In the answer window after an answer one typo off (the pupil allowed typos): the accepted answer
   * it nearly was, shown as 'Fast richtig: …'; the answer counts as correct. Null after a mismatch.
   */
  almost: string | null;
  /**
   * Statistics by exercise id: a copy of the server's (never its object) without a prototype, so ids
   * such as '__proto__' are plain keys; shared by the session's states and counted in place. Read only.
   */
  stats: ExerciseStatsMap;
  /** Sums over the learnt exercises, kept up to date so 100,000 exercises are not summed per answer. */
  correct: number;
  wrong: number;
  /** Counts questions shown, so the same exercise drawn twice in a row still gets a fresh answer box. */
  turn: number;
  /** Chooses the next exercise (SPEC §9) in O(log n); built once per session, updated per answer. */
  picker: WeightedPicker<Exercise> | null;
}

const NO_STATS: ExerciseStats = Object.freeze({ correct: 0, wrong: 0 });

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
  const copy: ExerciseStatsMap = Object.assign(Object.create(null) as ExerciseStatsMap, stats);
  const base: LearnState = {
    window: 'loading',
    current: null,
    currentIndex: -1,
    currentStats: NO_STATS,
    given: '',
    almost: null,
    stats: copy,
    correct,
    wrong,
    turn: 0,
    picker: null,
  };
  return exercises.length ? nextQuestion(base, new WeightedPicker(exercises, copy), random) : base;
}

function nextQuestion(state: LearnState, picker: WeightedPicker<Exercise>, random: () => number): LearnState {
  const index = picker.pickIndex(random);
  const current = picker.items[index] as Exercise;
  return {
    ...state,
    window: 'question',
    current,
    currentIndex: index,
    currentStats: state.stats[current.id_] ?? NO_STATS,
    given: '',
    almost: null,
    turn: state.turn + 1,
    picker,
  };
}

/**
 * A mismatch: show the answer window so the user can rate the answer themselves. With `almost` (the
 * accepted answer the input was one typo from) the window shows the right spelling instead.
 */
export function showAnswer(state: LearnState, given: string, almost: string | null = null): LearnState {
  return { ...state, window: 'answer', given, almost };
}

/**
 * Counts an answer to the current exercise locally and moves to the next question.
 * @param exercises the session's exercises; a different list than the picker's gets a new picker
 */
export function recordAndContinue(
  state: LearnState,
  correct: boolean,
  exercises: readonly Exercise[],
  random: () => number = Math.random,
): LearnState {
  const { current, currentStats: before, picker } = state;
  if (!current) return state;
  const after = { correct: before.correct + (correct ? 1 : 0), wrong: before.wrong + (correct ? 0 : 1) };
  state.stats[current.id_] = after;
  const counted: LearnState = {
    ...state,
    correct: state.correct + (correct ? 1 : 0),
    wrong: state.wrong + (correct ? 0 : 1),
  };
  if (picker?.items === exercises) {
    picker.update(state.currentIndex, after);
    return nextQuestion(counted, picker, random);
  }
  return exercises.length ? nextQuestion(counted, new WeightedPicker(exercises, state.stats), random) : counted;
}
