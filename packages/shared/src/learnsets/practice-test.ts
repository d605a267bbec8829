// The Test study mode (/lernsets/test/{ids}): its setup, the questions it builds, their grading.
import { type AnswerCheck, type AnswerCheckOptions, checkAnswer, EXACT_ANSWER_CHECK } from './answer-check';

/** The kinds of question a test can hold: typed answer, four options, a proposed answer to judge. */
export const TEST_QUESTION_KINDS = ['typed', 'choice', 'truefalse'] as const;
export type TestQuestionKind = (typeof TEST_QUESTION_KINDS)[number];

/** The German names of the kinds, as the setup form and the paper test show them. */
export const TEST_KIND_LABELS: Record<TestQuestionKind, string> = {
  typed: 'Eingabe',
  choice: 'Multiple Choice',
  truefalse: 'Richtig/Falsch',
};

/** The two verdicts of a true/false question. */
export const TEST_TRUE = 'Richtig';
export const TEST_FALSE = 'Falsch';

/** Questions a test holds unless the pupil asks for another number. */
export const DEFAULT_TEST_SIZE = 20;
/** Candidates scored per question: enough to find look-alikes, bounded so 100,000 exercises stay fast. */
export const DISTRACTOR_SAMPLE_SIZE = 300;
/** Wrong options of a multiple-choice question. */
const DISTRACTOR_COUNT = 3;

export const TEST_SETUP_MESSAGES = {
  count: (max: number) => `Bitte geben Sie eine ganze Zahl von 1 bis ${max} ein.`,
  kinds: 'Bitte wählen Sie mindestens eine Fragenart aus.',
};

export interface TestExercise {
  id_: string;
  question: string;
  answer: string;
  answers: readonly string[];
}

export type TestQuestion<T extends TestExercise = TestExercise> =
  | { kind: 'typed'; exercise: T }
  | { kind: 'choice'; exercise: T; options: string[] }
  | { kind: 'truefalse'; exercise: T; proposed: string; proposedIsCorrect: boolean };

export interface TestSetup {
  count: number;
  kinds: readonly TestQuestionKind[];
}

/**
 * The messages for a test setup (empty when it is valid): a whole number of questions from 1 to the
 * number of exercises, and at least one kind.
 */
export function testSetupErrors(setup: TestSetup, exerciseCount: number): { count?: string; kinds?: string } {
  const errors: { count?: string; kinds?: string } = {};
  if (!Number.isInteger(setup.count) || setup.count < 1 || setup.count > exerciseCount) {
    errors.count = TEST_SETUP_MESSAGES.count(exerciseCount);
  }
  if (setup.kinds.length === 0) errors.kinds = TEST_SETUP_MESSAGES.kinds;
  return errors;
}

/**
 * Builds a test: `setup.count` exercises drawn at random without repetition, the chosen kinds dealt
 * out in turn (from a random start), wrong options taken from the other answers of the selection,
 * look-alikes first. Multiple choice without three other answers becomes true/false; true/false
 * without any other answer proposes the right one. O(n + count · sample), so 100,000 exercises stay fast.
 * @param random returns [0, 1); injectable for tests
 * @param answerGroup wrong options come from answers of the same group where it has enough (distractorPools)
 * @throws Error when the setup is invalid (see testSetupErrors)
 */
export function buildTest<T extends TestExercise>(
  exercises: readonly T[],
  setup: TestSetup,
  random: () => number = Math.random,
  answerGroup?: (exercise: T) => string,
): TestQuestion<T>[] {
  if (Object.keys(testSetupErrors(setup, exercises.length)).length > 0) throw new Error('buildTest: invalid setup');
  const poolOf = distractorPools(exercises, answerGroup);
  const kinds = [...new Set(setup.kinds)];
  const firstKind = Math.floor(random() * kinds.length);
  return drawWithoutRepetition(exercises, setup.count, random).map((exercise, index) => {
    const kind = kinds[(firstKind + index) % kinds.length] as TestQuestionKind;
    return buildQuestion(exercise, kind, poolOf(exercise), random);
  });
}

/**
 * Where an exercise's wrong options come from: the answers of its group (e.g. its answer's
 * language, so a German answer, asked backwards in a mixed test, gets no French options that
 * give it away), or all answers when the group holds too few or there are no groups.
 */
function distractorPools<T extends TestExercise>(
  exercises: readonly T[],
  answerGroup: ((exercise: T) => string) | undefined,
): (exercise: T) => readonly string[] {
  const all = distinctAnswers(exercises);
  if (!answerGroup) return () => all;
  const members = new Map<string, T[]>();
  for (const exercise of exercises) {
    const group = answerGroup(exercise);
    const list = members.get(group);
    if (list) list.push(exercise);
    else members.set(group, [exercise]);
  }
  const pools = new Map([...members].map(([group, list]) => [group, distinctAnswers(list)]));
  return (exercise) => {
    const own = pools.get(answerGroup(exercise));
    // Its own answer is in the pool too: three wrong options need four answers.
    return own && own.length > DISTRACTOR_COUNT ? own : all;
  };
}

function buildQuestion<T extends TestExercise>(
  exercise: T,
  kind: TestQuestionKind,
  pool: readonly string[],
  random: () => number,
): TestQuestion<T> {
  if (kind === 'typed') return { kind, exercise };
  const distractors = pickDistractors(exercise, pool, DISTRACTOR_COUNT, random);
  if (kind === 'choice' && distractors.length === DISTRACTOR_COUNT) {
    return { kind, exercise, options: shuffle([exercise.answer, ...distractors], random) };
  }
  const proposeWrong = distractors.length > 0 && random() >= 0.5;
  // Any of the look-alikes, so the proposal does not always give away the closest one.
  const proposed = proposeWrong ? (distractors[Math.floor(random() * distractors.length)] as string) : exercise.answer;
  return { kind: 'truefalse', exercise, proposed, proposedIsCorrect: !proposeWrong };
}

/**
 * The verdict on the pupil's answer to one test question; `given` is the text, option or verdict.
 * The pupil's answer-check options loosen typed answers only: a chosen option or verdict is exact.
 */
export function gradeTestAnswer(
  question: TestQuestion,
  given: string,
  options: Readonly<AnswerCheckOptions> = EXACT_ANSWER_CHECK,
): AnswerCheck {
  if (question.kind === 'truefalse') {
    const right = (given === TEST_TRUE || given === TEST_FALSE) && (given === TEST_TRUE) === question.proposedIsCorrect;
    return { verdict: right ? 'correct' : 'wrong' };
  }
  if (given.trim() === '') return { verdict: 'wrong' };
  return checkAnswer(given, question.exercise, question.kind === 'typed' ? options : EXACT_ANSWER_CHECK);
}

/** Whether the pupil's answer to one test question counts as right (an almost-right one does). */
export function isTestAnswerCorrect(
  question: TestQuestion,
  given: string,
  options: Readonly<AnswerCheckOptions> = EXACT_ANSWER_CHECK,
): boolean {
  return gradeTestAnswer(question, given, options).verdict !== 'wrong';
}

/** The verdict that is right for a true/false question ('Richtig' or 'Falsch'). */
export function rightVerdict(question: { proposedIsCorrect: boolean }): string {
  return question.proposedIsCorrect ? TEST_TRUE : TEST_FALSE;
}

/** The model answers of the selection, each once (first spelling kept). */
function distinctAnswers(exercises: readonly TestExercise[]): string[] {
  const seen = new Set<string>();
  const answers: string[] = [];
  for (const { answer } of exercises) {
    const key = normalise(answer);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    answers.push(answer);
  }
  return answers;
}

/**
 * Up to `count` wrong options for one exercise: never the answer or one of its alternatives, no
 * duplicates, the most similar of a bounded random sample of the pool (the whole pool when small).
 */
export function pickDistractors(
  exercise: TestExercise,
  pool: readonly string[],
  count: number,
  random: () => number = Math.random,
): string[] {
  const accepted = new Set([exercise.answer, ...exercise.answers].map(normalise));
  const candidates = new Set<string>();
  if (pool.length <= DISTRACTOR_SAMPLE_SIZE) {
    for (const answer of pool) candidates.add(answer);
  } else {
    // Draws with replacement: a repeat costs one slot of the sample, which a large pool hardly notices.
    for (let i = 0; i < DISTRACTOR_SAMPLE_SIZE; i++) candidates.add(pool[Math.floor(random() * pool.length)] as string);
  }
  const target = profile(exercise.answer);
  const scored: Array<{ text: string; score: number }> = [];
  const taken = new Set<string>();
  for (const text of candidates) {
    const key = normalise(text);
    if (accepted.has(key) || taken.has(key)) continue;
    taken.add(key);
    // A little noise breaks ties differently from test to test.
    scored.push({ text, score: similarity(target, profile(text)) + random() * 0.01 });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, count).map(({ text }) => text);
}

interface AnswerProfile {
  length: number;
  shape: string;
  bigrams: Map<string, number>;
  bigramCount: number;
}

/** Longest stretch of an answer compared: long texts would cost time and tell little more. */
const PROFILE_LENGTH = 120;

function profile(text: string): AnswerProfile {
  const lower = normalise(text).toLowerCase().slice(0, PROFILE_LENGTH);
  const bigrams = new Map<string, number>();
  for (let i = 0; i < lower.length - 1; i++) {
    const pair = lower.slice(i, i + 2);
    bigrams.set(pair, (bigrams.get(pair) ?? 0) + 1);
  }
  return { length: lower.length, shape: shapeOf(lower), bigrams, bigramCount: Math.max(0, lower.length - 1) };
}

/** Numbers look like numbers, words like words: a '1848' among 'Paris' and 'Bern' gives itself away. */
function shapeOf(text: string): string {
  const kind = /^[\d\s.,:'/+-]+$/.test(text) ? 'number' : /\d/.test(text) ? 'mixed' : 'words';
  const words = text.split(/\s+/).filter(Boolean).length;
  return `${kind}:${Math.min(words, 4)}`;
}

/** Similarity in [0, 1]: character-bigram Dice coefficient, closeness of length, same shape. */
function similarity(a: AnswerProfile, b: AnswerProfile): number {
  let shared = 0;
  for (const [pair, countA] of a.bigrams) shared += Math.min(countA, b.bigrams.get(pair) ?? 0);
  const total = a.bigramCount + b.bigramCount;
  const dice = total === 0 ? 0 : (2 * shared) / total;
  const lengths = Math.max(a.length, b.length) === 0 ? 1 : Math.min(a.length, b.length) / Math.max(a.length, b.length);
  return 0.55 * dice + 0.25 * lengths + 0.2 * (a.shape === b.shape ? 1 : 0);
}

function normalise(text: string): string {
  return text.trim().normalize('NFC');
}

/** `count` distinct items in random order: a partial Fisher–Yates over the indices. */
function drawWithoutRepetition<T>(items: readonly T[], count: number, random: () => number): T[] {
  const indices = Uint32Array.from({ length: items.length }, (_, i) => i);
  const drawn: T[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (indices.length - i));
    const picked = indices[j] as number;
    indices[j] = indices[i] as number;
    indices[i] = picked;
    drawn.push(items[picked] as T);
  }
  return drawn;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  return drawWithoutRepetition(items, items.length, random);
}
