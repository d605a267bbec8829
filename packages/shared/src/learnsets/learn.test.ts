import { describe, expect, it } from 'vitest';
import { seeded } from '../test/seeded-random';
import {
  estimatedGrade,
  exerciseWeight,
  isCorrectAnswer,
  isMastered,
  masteryPercent,
  pickNextExercise,
  progressPercent,
  truncateHeader,
  type ExerciseStats,
} from './learn';

describe('exerciseWeight', () => {
  it.each<[ExerciseStats | undefined, number, number, number]>([
    [undefined, 1, 10, 5],
    [{ correct: 0, wrong: 0 }, 1, 10, 5],
    [undefined, 2.5, 10, 11],
    [{ correct: 0, wrong: 1 }, 1, 10, 5],
    [{ correct: 2, wrong: 3 }, 2, 40, 40],
    [{ correct: 1, wrong: 1 }, 1, 10, 1],
    [{ correct: 1, wrong: 0 }, 1, 10, 0.05],
    [{ correct: 5, wrong: 5 }, 1, 10, 5],
    [{ correct: 4, wrong: 3 }, 1, 10, 1],
    [{ correct: 4, wrong: 3 }, 3, 10, 3],
    [{ correct: 10, wrong: 1 }, 2, 10, 0.1],
  ])('stats %j, frequency %d, %d exercises → %d', (stats, frequency, count, weight) => {
    expect(exerciseWeight(stats, frequency, count)).toBeCloseTo(weight, 12);
  });
});

describe('pickNextExercise', () => {
  const exercises = [
    { id_: 'unseen', frequency: 1 },
    { id_: 'weak', frequency: 1 },
    { id_: 'known', frequency: 1 },
    { id_: 'heavy', frequency: 2 },
  ];
  const stats = { weak: { correct: 0, wrong: 2 }, known: { correct: 3, wrong: 0 }, heavy: { correct: 1, wrong: 1 } };
  // Weights: 5, 4/2 = 2, 0.05, 1 · 2 = 2.
  const weights = [5, 2, 0.05, 2];

  it('follows the weights over many draws (chi-square, 3 degrees of freedom)', () => {
    const draws = 200_000;
    const random = seeded(42);
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const { id_ } = pickNextExercise(exercises, stats, random);
      counts.set(id_, (counts.get(id_) ?? 0) + 1);
    }
    const total = weights.reduce((a, b) => a + b);
    const chiSquare = exercises.reduce((sum, { id_ }, i) => {
      const expected = (draws * (weights[i] as number)) / total;
      return sum + ((counts.get(id_) ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(16.27); // p = 0.001
  });

  it('maps the random number onto cumulative weights, ends included', () => {
    expect(pickNextExercise(exercises, stats, () => 0).id_).toBe('unseen');
    expect(pickNextExercise(exercises, stats, () => 5.01 / 9.05).id_).toBe('weak');
    expect(pickNextExercise(exercises, stats, () => 7.01 / 9.05).id_).toBe('known');
    expect(pickNextExercise(exercises, stats, () => 0.999999999).id_).toBe('heavy');
    expect(pickNextExercise(exercises, stats, () => 1).id_).toBe('heavy');
  });

  it('throws on an empty list', () => {
    expect(() => pickNextExercise([], {})).toThrow(/no exercises/);
  });

  it('treats an id named like an Object member as unseen', () => {
    const odd = [
      { id_: 'constructor', frequency: 1 },
      { id_: '__proto__', frequency: 1 },
      { id_: 'seen', frequency: 1 },
    ];
    // Both odd ids weigh 5 (unseen); 'seen' weighs 0.05, so a draw just below 10/10.05 is the second.
    expect(pickNextExercise(odd, { seen: { correct: 1, wrong: 0 } }, () => 9.99 / 10.05).id_).toBe('__proto__');
  });

  it('skips weightless exercises and falls back to a uniform choice when none has weight', () => {
    const broken = [
      { id_: 'a', frequency: 0 },
      { id_: 'b', frequency: Number.NaN },
      { id_: 'c', frequency: 1 },
    ];
    const seen = { a: { correct: 1, wrong: 0 }, b: { correct: 1, wrong: 0 } };
    expect(pickNextExercise(broken, seen, () => 0).id_).toBe('c');
    expect(pickNextExercise(broken.slice(0, 2), seen, () => 0.75).id_).toBe('b');
  });
});

describe('isCorrectAnswer', () => {
  const exercise = { answer: 'Die Katze', answers: ['la chatte, le chat', 'Zeile 1\nZeile 2'] };

  it.each([
    ['Die Katze', true],
    ['Die Katze\n', true],
    ['  Die Katze \r\n', true],
    ['la chatte, le chat', true],
    ['Zeile 1\nZeile 2', true],
    ['die Katze', false],
    // A doubled space is what a keyboard slips in, not knowledge (decision 0031).
    ['Die  Katze', true],
    ['DieKatze', false],
    ['Die Katze.', false],
    ['la chatte', false],
    ['', false],
  ])('%j → %s', (input, correct) => {
    expect(isCorrectAnswer(input, exercise)).toBe(correct);
  });

  it('treats composed and decomposed umlauts as the same text', () => {
    expect(isCorrectAnswer('Mu\u0308ller', { answer: 'M\u00fcller', answers: [] })).toBe(true);
    expect(isCorrectAnswer('Muller', { answer: 'M\u00fcller', answers: [] })).toBe(false);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 0, 10, 0],
    [1, 0, 3, 33],
    [1, 1, 3, 67],
    [1, 0, 8, 13],
    [3, 1, 4, 100],
    // Repeats count, so the answers can outnumber the exercises: never more than 100 %.
    [5, 3, 4, 100],
    [60, 3, 3, 100],
    [1, 0, 0, 0],
  ])('%d correct, %d wrong of %d exercises → %d %', (correct, wrong, count, percent) => {
    expect(progressPercent(correct, wrong, count)).toBe(percent);
  });
});

describe('masteryPercent', () => {
  it.each([
    [0, 10, 0],
    [4, 10, 40],
    [2, 3, 66],
    // Rounded down: 100 % only once every exercise is mastered.
    [199, 200, 99],
    [200, 200, 100],
    [5, 3, 100],
    [1, 0, 0],
  ])('%d of %d exercises mastered → %d %', (mastered, count, percent) => {
    expect(masteryPercent(mastered, count)).toBe(percent);
  });
});

describe('isMastered', () => {
  it.each<[ExerciseStats | undefined, boolean]>([
    [undefined, false],
    [{ correct: 0, wrong: 0 }, false],
    [{ correct: 1, wrong: 1 }, false],
    [{ correct: 2, wrong: 1 }, true],
    [{ correct: 1, wrong: 0 }, true],
  ])('%j → %s', (stats, mastered) => {
    expect(isMastered(stats)).toBe(mastered);
  });
});

describe('estimatedGrade', () => {
  it.each([
    [0, 0, '-'],
    [1, 0, '~6.0'],
    [0, 1, '~1.0'],
    [1, 1, '~3.5'],
    [1, 3, '~2.3'],
    [2, 1, '~4.3'],
    [9, 1, '~5.5'],
    [99, 1, '~6.0'],
    [3, 17, '~1.8'],
  ])('%d correct, %d wrong → %s', (correct, wrong, grade) => {
    expect(estimatedGrade(correct, wrong)).toBe(grade);
  });
});

describe('truncateHeader', () => {
  it('keeps up to 96 characters and cuts longer headers with "..."', () => {
    expect(truncateHeader('Englisch, Französisch')).toBe('Englisch, Französisch');
    expect(truncateHeader('x'.repeat(96))).toBe('x'.repeat(96));
    expect(truncateHeader('x'.repeat(97))).toBe(`${'x'.repeat(96)}...`);
  });

  it('never splits an emoji', () => {
    expect(truncateHeader(`${'🎓'.repeat(100)}`)).toBe(`${'🎓'.repeat(96)}...`);
  });
});
