import type { Exercise, ExerciseStatsMap, LearnStartReply } from '@app/shared/learnsets/api';
import { type ExerciseStats, isMastered, pickNextIndex } from '@app/shared/learnsets/learn';
import { WeightedPicker } from '@app/shared/learnsets/weighted-picker';
import { countInRound, FIRST_ROUND, type LearnRound, roundAfter, roundIsOver } from './learn-round';

/** The windows of learn mode (SPEC §4), and the summary that ends each round (decision 0033). */
type LearnWindow = 'loading' | 'question' | 'answer' | 'summary';

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
  /** How many of the learnt exercises are mastered (`isMastered`), kept up to date as the sums are. */
  mastered: number;
  round: LearnRound;
  /** True after an answer counted as right: 'Richtig!' shows above the next question. */
  lastRight: boolean;
  /**
   * The exercise just rated wrong, by its position in the picker's list, kept out of the very next
   * question (otherwise its high weight brings it back at once); -1 after a right answer.
   */
  missedIndex: number;
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

/** The answers counted in `stats` for these exercises, and how many of the exercises are mastered. */
function totalsOf(exercises: readonly Exercise[], stats: ExerciseStatsMap) {
  let correct = 0;
  let wrong = 0;
  let mastered = 0;
  for (const exercise of exercises) {
    const own = statsOf(stats, exercise.id_);
    correct += own.correct;
    wrong += own.wrong;
    if (isMastered(own)) mastered++;
  }
  return { correct, wrong, mastered };
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
  mastered: 0,
  round: FIRST_ROUND,
  lastRight: false,
  missedIndex: -1,
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
 * the pupil's totals, while the exercises and statistics are still on their way (`joinExercises`,
 * which also counts the mastered exercises).
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
 * The server's statistics without an answer it may hold already: an answer given before the exercises
 * arrived is sent at once, so the statistics read after it may count it. Counted there when its
 * exercise has more answers than `before` (its statistics when the question was shown), it is taken
 * out again here, so the session counts it exactly once.
 */
export function withoutSentAnswer(
  stats: ExerciseStatsMap,
  exerciseId: string,
  correct: boolean,
  before: ExerciseStats,
): ExerciseStatsMap {
  const server = statsOf(stats, exerciseId);
  if (server.correct + server.wrong <= before.correct + before.wrong) return stats;
  const without = copyOf(stats);
  without[exerciseId] = {
    correct: Math.max(0, server.correct - (correct ? 1 : 0)),
    wrong: Math.max(0, server.wrong - (correct ? 0 : 1)),
  };
  return without;
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

/** The next question by SPEC §9's weights, never the exercise just missed (when there is another). */
function nextQuestion(state: LearnState, picker: WeightedPicker<Exercise>, random: () => number): LearnState {
  return showQuestion({ ...state, picker }, picker.items, picker.pickIndexExcept(state.missedIndex, random));
}

/**
 * A mismatch: show the answer window so the user can rate the answer themselves. With `almost` (the
 * accepted answer the input was one typo from) the window shows the right spelling instead.
 */
export function showAnswer(state: LearnState, given: string, almost: string | null = null): LearnState {
  return { ...state, window: 'answer', given, almost, lastRight: false };
}

/**
 * Counts an answer to the current exercise locally and moves to the next question, or to the summary
 * once the round has had its LEARN_ROUND_SIZE answers.
 * @param exercises the session's exercises; a different list than the picker's gets a new picker
 */
export function recordAndContinue(
  state: LearnState,
  correct: boolean,
  exercises: readonly Exercise[],
  random: () => number = Math.random,
): LearnState {
  const { current, currentStats: before } = state;
  // The summary shows the round's last question as current; it was counted already.
  if (!current || state.window === 'summary') return state;
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
    mastered: state.mastered + Number(isMastered(after)) - Number(isMastered(before)),
    round: countInRound(state.round, correct),
    lastRight: correct,
  };
  let missedIndex = -1;
  let next = picker;
  if (picker?.items === exercises) {
    picker.update(state.currentIndex, after);
    if (!correct) missedIndex = state.currentIndex;
  } else if (exercises.length) {
    next = new WeightedPicker(exercises, stats);
    if (!correct) missedIndex = exercises.indexOf(current);
  }
  if (!next) return counted;
  if (roundIsOver(counted.round)) return { ...counted, picker: next, missedIndex, window: 'summary' };
  return nextQuestion({ ...counted, missedIndex }, next, random);
}

/**
 * 'Weiter lernen' on the summary: a new round, whose first question is again drawn by the weights and
 * is not the exercise missed last. Any other window is left as it is, so a double click starts one round.
 */
export function startNextRound(
  state: LearnState,
  exercises: readonly Exercise[],
  random: () => number = Math.random,
): LearnState {
  if (state.window !== 'summary' || !exercises.length) return state;
  const fresh: LearnState = { ...state, round: roundAfter(state.round), lastRight: false };
  if (state.picker?.items === exercises) return nextQuestion(fresh, state.picker, random);
  // Another list: its own picker, over the session's copy of the statistics (never the server's).
  const stats = state.picker ? state.stats : copyOf(state.stats);
  return nextQuestion({ ...fresh, stats, missedIndex: -1 }, new WeightedPicker(exercises, stats), random);
}
