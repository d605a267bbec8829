// No zod here: every study mode's chunk orients its exercises with these.
import type { Exercise } from './api';
import { speechLanguage } from './card-media';

/**
 * Which way a study mode asks: 'vorwaerts' shows the question and wants the answer,
 * 'rueckwaerts' the other way round, 'gemischt' each exercise one way or the other.
 * The values are the URL's (`?richtung=rueckwaerts`).
 */
export const STUDY_DIRECTIONS = ['vorwaerts', 'rueckwaerts', 'gemischt'] as const;
export type StudyDirection = (typeof STUDY_DIRECTIONS)[number];
export const DEFAULT_STUDY_DIRECTION: StudyDirection = 'vorwaerts';

/** The choices as the study pages name them ("Abfragen: …"). */
export const STUDY_DIRECTION_LABELS: Readonly<Record<StudyDirection, string>> = {
  vorwaerts: 'Frage → Antwort',
  rueckwaerts: 'Antwort → Frage',
  gemischt: 'Gemischt',
};

/** The URL's or the device's direction, if it is one; anything else is no choice. */
export function parseStudyDirection(value: string | null | undefined): StudyDirection | undefined {
  return STUDY_DIRECTIONS.find((direction) => direction === value);
}

/** FNV-1a (32 bit): a cheap, well-spread hash, so a mixed session needs no stored coin flips. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Whether an exercise is asked answer→question. Mixed sessions decide per exercise from the seed
 * and the exercise id: the same exercise keeps its way for the whole session (also when it comes
 * again), and a new seed (a new session) mixes anew.
 */
export function isReversed(exerciseId: string, direction: StudyDirection, seed: string): boolean {
  if (direction !== 'gemischt') return direction === 'rueckwaerts';
  // The top bit: FNV's low bits follow the last character too closely for ids counting up.
  return hash(`${seed}\u0000${exerciseId}`) >>> 31 === 1;
}

/**
 * The exercise as a study mode asks it. Reversed, the model answer becomes the prompt and the
 * question the one accepted answer: the alternatives were other answers to the question, not
 * other questions, so they no longer apply. Images move with their side. The id stays, so the
 * answer counts for the same exercise (statistics, memory state).
 */
export function orientExercise(exercise: Exercise, reversed: boolean): Exercise {
  if (!reversed) return exercise;
  const { question_image, answer_image, ...rest } = exercise;
  const oriented: Exercise = { ...rest, question: exercise.answer, answer: exercise.question, answers: [] };
  if (answer_image) oriented.question_image = answer_image;
  if (question_image) oriented.answer_image = question_image;
  return oriented;
}

/** Every exercise oriented for the direction, in the same order. */
export function orientExercises(exercises: readonly Exercise[], direction: StudyDirection, seed: string): Exercise[] {
  return exercises.map((exercise) => orientExercise(exercise, isReversed(exercise.id_, direction, seed)));
}

/** The language of a set's questions when it does not name one: the school's German. */
export const DEFAULT_QUESTION_LANGUAGE = 'de';

/** The languages of a set's sides: `language` is the answers' (SPEC), `question_language` the questions'. */
export interface SetLanguages {
  language: string;
  question_language?: string | undefined;
}

/**
 * The voice (BCP 47) of a shown side: the answers speak the set's language, the questions the
 * set's question language (German unless the set names another), swapped when the exercise is
 * asked the other way round.
 */
export function sideSpeechLanguage(set: SetLanguages, side: 'question' | 'answer', reversed: boolean): string {
  const showsQuestion = (side === 'question') !== reversed;
  return speechLanguage(showsQuestion ? (set.question_language ?? DEFAULT_QUESTION_LANGUAGE) : set.language);
}
