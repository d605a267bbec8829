import type { Exercise, ExerciseStatsMap, LearnStartReply } from '@app/shared/learnsets/api';
import { type ExerciseStats, pickNextIndex } from '@app/shared/learnsets/learn';
import { WeightedPicker } from '@app/shared/learnsets/weighted-picker';

/** The windows of learn mode (SPEC §4). */
export type LearnWindow = 'loading' | 'question' | 'answer';

/**
 * Everything learn mode shows; changed only through the functions below, each returning a new state.
 * Two parts are shared by all states of a session and updated in place, because copying them per
 * answer is O(n): 50,000 statistics took ~20 ms to copy, 100,000 exercises ~5 ms to weigh. Both are
 * set to absolute values taken from the state passed in, so recording the same state twice leaves
 * them as recording it once. Neither exists in the starting state (making them took ~150 ms in
 * Chromium, before the first question could show): `prepareSession` makes them once the first
 * question is on screen, and the first answer does if it comes sooner.
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
   * Statistics by exercise id. Once prepared (`picker` is set): a copy of the server's (never its
   * object) without a prototype, so ids such as '__proto__' are plain keys; shared by the session's
   * states and counted in place. Before: the server's own object. Read only.
   */
  stats: ExerciseStatsMap;
  /** Sums over the learnt exercises, kept up to date so 100,000 exercises are not summed per answer. */
  correct: number;
  wrong: number;
  /** Counts questions shown, so the same exercise drawn twice in a row still gets a fresh answer box. */
  turn: number;
  /**
   * Chooses the next exercise (SPEC §9) in O(log n); built once per session, updated per answer;
   * null until the session is prepared.
   */
  picker: WeightedPicker<Exercise> | null;
}

const NO_STATS: ExerciseStats = Object.freeze({ correct: 0, wrong: 0 });

const statsOf = (stats: ExerciseStatsMap, id: string): ExerciseStats =>
  (Object.hasOwn(stats, id) ? stats[id] : undefined) ?? NO_STATS;

/** The answers counted in `stats` for these exercises. */
function totalsOf(exercises: readonly Exercise[], stats: ExerciseStatsMap) {
  let correct = 0;
  let wrong = 0;
  for (const exercise of exercises) {
    const own = statsOf(stats, exercise.id_);
    correct += own.correct;
    wrong += own.wrong;
  }
  return { correct, wrong };
}

const EMPTY: LearnState = {
  window: 'loading',
  current: null,
  currentIndex: -1,
  currentStats: NO_STATS,
  given: '',
  almost: null,
  stats: Object.freeze({}),
  correct: 0,
  wrong: 0,
  turn: 0,
  picker: null,
};

/**
 * The starting state: the server's (or no) statistics summed and a first exercise weighed from them
 * in one pass each, without copies, so the first question shows as soon as the data is there.
 */
export function startSession(
  exercises: readonly Exercise[],
  stats: ExerciseStatsMap,
  random: () => number = Math.random,
): LearnState {
  const base: LearnState = { ...EMPTY, stats, ...totalsOf(exercises, stats) };
  return exercises.length ? showQuestion(base, exercises, pickNextIndex(exercises, stats, random)) : base;
}

/**
 * The starting state from learn mode's first screen (`GET /learnsets/start/{ids}`): its question and
 * the pupil's totals, while the exercises and statistics are still on their way (`joinExercises`).
 */
export function startWithFirst({ first, correct, wrong }: LearnStartReply): LearnState {
  const base: LearnState = { ...EMPTY, correct, wrong };
  return first ? { ...base, window: 'question', current: first.exercise, currentStats: first.stats, turn: 1 } : base;
}

/**
 * The exercises and statistics, arrived, joined to a state begun by `startWithFirst`: the question
 * on screen stays (as the list's own object, so its weight can be updated), the totals become the
 * statistics' own, and a state still without a question gets one.
 */
export function joinExercises(
  state: LearnState,
  exercises: readonly Exercise[],
  stats: ExerciseStatsMap,
  random: () => number = Math.random,
): LearnState {
  const { current } = state;
  if (!current) return startSession(exercises, stats, random);
  const index = exercises.findIndex((exercise) => exercise.id_ === current.id_);
  return {
    ...state,
    ...totalsOf(exercises, stats),
    stats,
    current: index >= 0 ? (exercises[index] as Exercise) : current,
    currentIndex: index,
    currentStats: statsOf(stats, current.id_),
  };
}

/**
 * The session's own copy of the statistics and its picker over `exercises`; the state itself where
 * they exist already or `exercises` is not the list the state's question came from.
 */
export function prepareSession(state: LearnState, exercises: readonly Exercise[]): LearnState {
  if (state.picker || exercises[state.currentIndex] !== state.current) return state;
  const stats = copyOf(state.stats);
  return { ...state, stats, picker: new WeightedPicker(exercises, stats) };
}

const copyOf = (stats: ExerciseStatsMap): ExerciseStatsMap =>
  Object.assign(Object.create(null) as ExerciseStatsMap, stats);

function showQuestion(state: LearnState, exercises: readonly Exercise[], index: number): LearnState {
  const current = exercises[index] as Exercise;
  return {
    ...state,
    window: 'question',
    current,
    currentIndex: index,
    currentStats: statsOf(state.stats, current.id_),
    given: '',
    almost: null,
    turn: state.turn + 1,
  };
}

function nextQuestion(state: LearnState, picker: WeightedPicker<Exercise>, random: () => number): LearnState {
  return showQuestion({ ...state, picker }, picker.items, picker.pickIndex(random));
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
  const { current, currentStats: before } = state;
  if (!current) return state;
  const after = { correct: before.correct + (correct ? 1 : 0), wrong: before.wrong + (correct ? 0 : 1) };
  // Unprepared, the statistics are still the server's: counted in a copy, and a picker is made below.
  const { picker } = state;
  const stats = picker ? state.stats : copyOf(state.stats);
  stats[current.id_] = after;
  const counted: LearnState = {
    ...state,
    stats,
    correct: state.correct + (correct ? 1 : 0),
    wrong: state.wrong + (correct ? 0 : 1),
  };
  if (picker?.items === exercises) {
    picker.update(state.currentIndex, after);
    return nextQuestion(counted, picker, random);
  }
  return exercises.length ? nextQuestion(counted, new WeightedPicker(exercises, stats), random) : counted;
}
