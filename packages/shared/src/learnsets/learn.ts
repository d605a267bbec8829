import { type AnswerCheckOptions, checkAnswer, EXACT_ANSWER_CHECK } from './answer-check';

/** A user's record for one exercise (SPEC §3). */
export interface ExerciseStats {
  correct: number;
  wrong: number;
}

/** Longest set-name header shown in learn mode before it is cut (SPEC §2). */
export const LEARN_HEADER_MAX = 96;
/** Floor for a well-known exercise, so it still comes back now and then (SPEC §9). */
export const MIN_EXERCISE_WEIGHT = 0.05;

/**
 * Selection weight of one exercise (SPEC §9): unseen `4·f + 1`; more wrong than correct
 * `(exerciseCount / 2)·f`; otherwise `max(0.05, 3·wrong − 2·correct)·f`.
 * @param exerciseCount number of exercises being learnt together
 */
export function exerciseWeight(stats: ExerciseStats | undefined, frequency: number, exerciseCount: number): number {
  if (!stats || stats.correct + stats.wrong === 0) return 4 * frequency + 1;
  if (stats.wrong > stats.correct) return (exerciseCount / 2) * frequency;
  return Math.max(MIN_EXERCISE_WEIGHT, 3 * stats.wrong - 2 * stats.correct) * frequency;
}

/**
 * The weight a choice uses (SPEC §9): `exerciseWeight`, with broken weights (NaN, negative or infinite,
 * from bad data) as 0. Shared by `pickNextExercise` and `WeightedPicker`, so both weigh alike.
 * @param stats whatever a lookup by exercise id found; anything without counts means unseen
 */
export function selectionWeight(stats: ExerciseStats | undefined, frequency: number, exerciseCount: number): number {
  // An id such as 'constructor' finds Object.prototype's member, which has no counts: unseen.
  const own = typeof stats?.correct === 'number' ? stats : undefined;
  const weight = exerciseWeight(own, frequency, exerciseCount);
  return weight > 0 && Number.isFinite(weight) ? weight : 0;
}

/**
 * Weighted random choice of the next exercise: one pass to weigh, a binary search to pick, O(n) and
 * a single allocation. Meant for one pick; a session that picks after every answer keeps a `WeightedPicker`
 * (O(log n) a pick). Broken weights count as 0; if nothing has weight the choice is uniform.
 * @param stats by exercise id; exercises without an entry are unseen
 * @param random returns [0, 1); injectable for tests
 * @throws Error when `exercises` is empty
 */
export function pickNextExercise<T extends { id_: string; frequency: number }>(
  exercises: readonly T[],
  stats: Readonly<Record<string, ExerciseStats | undefined>>,
  random: () => number = Math.random,
): T {
  return exercises[pickNextIndex(exercises, stats, random)] as T;
}

/** `pickNextExercise`'s choice as its position in `exercises`. */
export function pickNextIndex(
  exercises: ReadonlyArray<{ id_: string; frequency: number }>,
  stats: Readonly<Record<string, ExerciseStats | undefined>>,
  random: () => number = Math.random,
): number {
  return pickByRunningWeights(runningWeights(exercises, stats), random);
}

/**
 * The running sums of the exercises' weights (SPEC §9, `selectionWeight`): entry i is the sum of
 * the weights of exercises 0..i. Kept, they let `pickByRunningWeights` choose in O(log n).
 */
export function runningWeights(
  exercises: ReadonlyArray<{ id_: string; frequency: number }>,
  stats: Readonly<Record<string, ExerciseStats | undefined>>,
): Float64Array {
  const count = exercises.length;
  const sums = new Float64Array(count);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const exercise = exercises[i] as { id_: string; frequency: number };
    total += selectionWeight(stats[exercise.id_], exercise.frequency, count);
    sums[i] = total;
  }
  return sums;
}

/**
 * The index where a random point along the running sums falls: the first exercise whose sum
 * exceeds it, which always has weight. Uniform when the total is 0 or not finite.
 * @throws Error when there are no exercises
 */
export function pickByRunningWeights(sums: Float64Array, random: () => number = Math.random): number {
  const count = sums.length;
  if (count === 0) throw new Error('pickNextExercise: no exercises to choose from');
  const total = sums[count - 1] as number;
  if (!(total > 0) || !Number.isFinite(total)) return Math.floor(random() * count);
  const target = random() * total;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (target < (sums[middle] as number)) high = middle;
    else low = middle + 1;
  }
  if (target < (sums[low] as number)) return low;
  // Rounding put the point at the very end: the last exercise whose weight added to the sum.
  while (low > 0 && sums[low - 1] === total) low--;
  return low;
}

/**
 * Whether an answer counts as correct (SPEC §5): exact and case-sensitive against the model answer or
 * any alternative. Only surrounding whitespace (the textarea's trailing newline, a stray space) is
 * ignored, and both sides are compared in Unicode NFC so a decomposed 'ü' from a file still matches a
 * typed one; inner text, case and punctuation must match exactly. A pupil's `options` may loosen this
 * (see `checkAnswer`); an almost-right answer counts as correct too.
 */
export function isCorrectAnswer(
  input: string,
  exercise: { answer: string; answers: readonly string[] },
  options: Readonly<AnswerCheckOptions> = EXACT_ANSWER_CHECK,
): boolean {
  return checkAnswer(input, exercise, options).verdict !== 'wrong';
}

/**
 * Progress in percent (SPEC §9): answers given / number of exercises · 100, rounded to an integer and
 * capped at 100. The answers are every answer ever stored for these exercises, repeats included, so
 * without the cap a pupil who answered 3 exercises 63 times saw 2100 % (decision 0033).
 * 0 without exercises.
 */
export function progressPercent(correct: number, wrong: number, exerciseCount: number): number {
  if (!(exerciseCount > 0)) return 0;
  return Math.min(100, Math.round(((correct + wrong) * 100) / exerciseCount));
}

/** Questions in one round of learn mode (decision 0033): a short sitting, then a summary. */
export const LEARN_ROUND_SIZE = 8;

/**
 * Whether a pupil has mastered an exercise: answered right more often than wrong, which is also where
 * SPEC §9 stops weighing it as a weak exercise.
 */
export function isMastered(stats: ExerciseStats | undefined): boolean {
  return stats !== undefined && stats.correct > stats.wrong;
}

/**
 * The share of mastered exercises in percent, rounded down, so 100 % means every exercise and the
 * bar never passes its end; 0 without exercises.
 */
export function masteryPercent(mastered: number, exerciseCount: number): number {
  if (!(exerciseCount > 0)) return 0;
  return Math.max(0, Math.min(100, Math.floor((mastered * 100) / exerciseCount)));
}

/**
 * Estimated Swiss grade (SPEC §9): `correct / (correct + wrong) · 5 + 1`, rounded to one decimal and
 * always shown with one decimal after '~' ('~6.0', '~3.5'); '-' before the first answer.
 */
export function estimatedGrade(correct: number, wrong: number): string {
  const answered = correct + wrong;
  if (!(answered > 0)) return '-';
  // Tenths from one division of integers, so halves like 2.25 round up instead of drifting.
  const tenths = Math.round((50 * correct) / answered) + 10;
  return `~${(tenths / 10).toFixed(1)}`;
}

/**
 * The learn-mode header of set names (SPEC §2): up to 96 characters unchanged; longer, the first 96
 * characters followed by '...' (99 in all). Characters are code points, so an emoji is never halved.
 */
export function truncateHeader(names: string): string {
  const characters = Array.from(names);
  if (characters.length <= LEARN_HEADER_MAX) return names;
  return `${characters.slice(0, LEARN_HEADER_MAX).join('')}...`;
}
