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
 * Weighted random choice of the next exercise: one pass to weigh, one to pick, O(n) and a single
 * allocation. Meant for one pick; a session that picks after every answer keeps a `WeightedPicker`
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
  const count = exercises.length;
  if (count === 0) throw new Error('pickNextExercise: no exercises to choose from');
  const weights = new Float64Array(count);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const exercise = exercises[i] as T;
    weights[i] = selectionWeight(stats[exercise.id_], exercise.frequency, count);
    total += weights[i] as number;
  }
  if (!(total > 0) || !Number.isFinite(total)) return exercises[Math.floor(random() * count)] as T;

  const target = random() * total;
  let cumulative = 0;
  let lastWeighted = 0;
  for (let i = 0; i < count; i++) {
    const weight = weights[i] as number;
    if (weight === 0) continue;
    cumulative += weight;
    lastWeighted = i;
    if (target < cumulative) return exercises[i] as T;
  }
  // Rounding can leave the running sum a hair below the target.
  return exercises[lastWeighted] as T;
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
 * Progress in percent (SPEC §9): answers given / number of exercises · 100, rounded to an integer.
 * Exceeds 100 once more answers than exercises have been given (repeats count); 0 without exercises.
 */
export function progressPercent(correct: number, wrong: number, exerciseCount: number): number {
  if (exerciseCount <= 0) return 0;
  return Math.round(((correct + wrong) * 100) / exerciseCount);
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
