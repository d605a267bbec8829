import { describe, expect, it } from 'vitest';
import type { Exercise } from './api';
import { checkAnswer } from './answer-check';
import {
  isReversed,
  orientExercise,
  orientExercises,
  parseStudyDirection,
  sideSpeechLanguage,
  STUDY_DIRECTIONS,
} from './direction';

const exercise = (id: string, extra: Partial<Exercise> = {}): Exercise => ({
  id_: id,
  set_id: 's1',
  question: `Frage ${id}`,
  answer: `answer ${id}`,
  answers: [`alternative ${id}`],
  frequency: 1,
  auto_check: 0,
  ...extra,
});

const ids = Array.from({ length: 1000 }, (_, i) => `e${i}`);

describe('study direction', () => {
  it('asks question→answer forwards, unchanged', () => {
    const original = exercise('1');
    expect(orientExercises([original], 'vorwaerts', 'seed')).toEqual([original]);
  });

  it('asks answer→question backwards: the answer is the prompt, the question the one accepted answer', () => {
    const [reversed] = orientExercises([exercise('1')], 'rueckwaerts', 'seed');
    expect(reversed).toMatchObject({ id_: '1', set_id: 's1', question: 'answer 1', answer: 'Frage 1', answers: [] });
    expect(checkAnswer('Frage 1', reversed!).verdict).toBe('correct');
    // An alternative answered the question; it is no answer to the answer.
    expect(checkAnswer('alternative 1', reversed!).verdict).toBe('wrong');
  });

  it('moves the images with their side', () => {
    const reversed = orientExercise(exercise('1', { question_image: 'bildfrage' }), true);
    expect(reversed.answer_image).toBe('bildfrage');
    expect(reversed).not.toHaveProperty('question_image');
  });

  it('mixes about half of the exercises each way', () => {
    const turned = ids.filter((id) => isReversed(id, 'gemischt', 'sitzung-1')).length;
    expect(turned).toBeGreaterThan(430);
    expect(turned).toBeLessThan(570);
  });

  it('keeps an exercise on its way for the whole session, and mixes anew in the next', () => {
    const first = ids.map((id) => isReversed(id, 'gemischt', 'sitzung-1'));
    expect(ids.map((id) => isReversed(id, 'gemischt', 'sitzung-1'))).toEqual(first);
    const next = ids.map((id) => isReversed(id, 'gemischt', 'sitzung-2'));
    expect(next.filter((turned, i) => turned !== first[i]).length).toBeGreaterThan(300);
  });

  it('reads only the three directions from a URL', () => {
    for (const direction of STUDY_DIRECTIONS) expect(parseStudyDirection(direction)).toBe(direction);
    expect(parseStudyDirection('rückwärts')).toBeUndefined();
    expect(parseStudyDirection(null)).toBeUndefined();
  });
});

describe('side languages', () => {
  const french = { language: 'fr' };
  it("speaks German questions and answers in the set's language", () => {
    expect(sideSpeechLanguage(french, 'question', false)).toBe('de-CH');
    expect(sideSpeechLanguage(french, 'answer', false)).toBe('fr-CH');
  });

  it('swaps the voices with the sides when asked backwards', () => {
    expect(sideSpeechLanguage(french, 'question', true)).toBe('fr-CH');
    expect(sideSpeechLanguage(french, 'answer', true)).toBe('de-CH');
  });

  it("uses the set's own question language", () => {
    const englishToGerman = { language: 'de', question_language: 'en' };
    expect(sideSpeechLanguage(englishToGerman, 'question', false)).toBe('en-GB');
    expect(sideSpeechLanguage(englishToGerman, 'answer', true)).toBe('en-GB');
    expect(sideSpeechLanguage(englishToGerman, 'question', true)).toBe('de-CH');
  });
});
