import { describe, expect, it } from 'vitest';
import { seeded } from '../test/seeded-random';
import { exerciseWeight, type ExerciseStats, pickByRunningWeights, pickNextExercise } from './learn';
import { WeightedPicker } from './weighted-picker';

type Stats = Record<string, ExerciseStats>;

/** Chi-square of `draws` picks against the expected weights (all > 0). */
function chiSquare(picker: WeightedPicker<{ id_: string; frequency: number }>, weights: number[], seed: number) {
  const draws = 200_000;
  const random = seeded(seed);
  const counts = new Array<number>(weights.length).fill(0);
  for (let i = 0; i < draws; i++) {
    const index = picker.pickIndex(random);
    counts[index] = (counts[index] as number) + 1;
  }
  const total = weights.reduce((a, b) => a + b);
  return weights.reduce((sum, weight, i) => {
    const expected = (draws * weight) / total;
    return sum + ((counts[i] as number) - expected) ** 2 / expected;
  }, 0);
}

/** The updated picker weighs and chooses exactly as one built afresh from the same statistics. */
function expectSameChoices<T extends { id_: string; frequency: number }>(
  picker: WeightedPicker<T>,
  fresh: WeightedPicker<T>,
  random: () => number,
  draws: number,
) {
  picker.items.forEach((_, i) => expect(picker.weightOf(i)).toBe(fresh.weightOf(i)));
  for (let i = 0; i < draws; i++) {
    const value = random();
    const index = picker.pickIndex(() => value);
    expect(index).toBe(fresh.pickIndex(() => value));
    expect(picker.weightOf(index)).toBeGreaterThan(0);
  }
}

/** SPEC §9 weights, straight from `exerciseWeight`. */
const specWeights = (exercises: { id_: string; frequency: number }[], stats: Stats) =>
  exercises.map(({ id_, frequency }) => exerciseWeight(stats[id_], frequency, exercises.length));

describe('WeightedPicker', () => {
  const exercises = [
    { id_: 'unseen', frequency: 1 },
    { id_: 'weak', frequency: 1 },
    { id_: 'known', frequency: 1 },
    { id_: 'heavy', frequency: 2 },
  ];
  const stats: Stats = {
    weak: { correct: 0, wrong: 2 },
    known: { correct: 3, wrong: 0 },
    heavy: { correct: 1, wrong: 1 },
  };

  it('follows the SPEC weights over many draws (chi-square, 3 degrees of freedom)', () => {
    expect(specWeights(exercises, stats)).toEqual([5, 2, 0.05, 2]);
    expect(chiSquare(new WeightedPicker(exercises, stats), [5, 2, 0.05, 2], 42)).toBeLessThan(16.27); // p = 0.001
  });

  it('after a series of answers chooses exactly as a fresh picker with the new statistics', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ id_: `e${i}`, frequency: 1 + (i % 3) }));
    const picker = new WeightedPicker(many, {});
    const current: Stats = {};
    const random = seeded(7);
    for (let answer = 0; answer < 60; answer++) {
      const index = picker.pickIndex(random);
      const id = (many[index] as { id_: string }).id_;
      const before = current[id] ?? { correct: 0, wrong: 0 };
      current[id] =
        random() < 0.6 ? { ...before, correct: before.correct + 1 } : { ...before, wrong: before.wrong + 1 };
      picker.update(index, current[id]);
    }
    const expected = specWeights(many, current);
    many.forEach((_, i) => expect(picker.weightOf(i)).toBeCloseTo(expected[i] as number, 12));
    expect(chiSquare(picker, expected, 43)).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
    expectSameChoices(picker, new WeightedPicker(many, current), seeded(44), 1_000);
  });

  it('chooses as pickNextExercise does for the same random number, ends included', () => {
    const picker = new WeightedPicker(exercises, stats);
    for (const value of [0, 4.99 / 9.05, 5.01 / 9.05, 7.01 / 9.05, 0.5, 0.999999999, 1]) {
      expect(picker.pick(() => value)).toBe(pickNextExercise(exercises, stats, () => value));
    }
  });

  it('chooses uniformly when no exercise has weight', () => {
    const broken = [
      { id_: 'a', frequency: 0 },
      { id_: 'b', frequency: Number.NaN },
      { id_: 'c', frequency: -1 },
      { id_: 'd', frequency: Number.POSITIVE_INFINITY },
    ];
    const seen: Stats = { a: { correct: 1, wrong: 0 }, b: { correct: 1, wrong: 0 }, c: { correct: 0, wrong: 1 } };
    const picker = new WeightedPicker(broken, seen);
    broken.forEach((_, i) => expect(picker.weightOf(i)).toBe(0));
    expect(chiSquare(picker, [1, 1, 1, 1], 5)).toBeLessThan(16.27);
    expect(picker.pick(() => 0.999999999).id_).toBe('d');
  });

  it('never picks an exercise whose weight became 0', () => {
    // Frequency 0 still weighs 1 while unseen (4·0 + 1); once answered it weighs 0.
    const list = [
      { id_: 'zero1', frequency: 0 },
      { id_: 'a', frequency: 1 },
      { id_: 'zero2', frequency: 0 },
      { id_: 'b', frequency: 1 },
      { id_: 'zero3', frequency: 0 },
    ];
    const picker = new WeightedPicker(list, {});
    expect(picker.weightOf(2)).toBe(1);
    for (const index of [0, 2, 4]) picker.update(index, { correct: 1, wrong: 0 });
    expect([0, 1, 2, 3, 4].map((i) => picker.weightOf(i))).toEqual([0, 5, 0, 5, 0]);
    const random = seeded(9);
    for (let i = 0; i < 10_000; i++) expect(['a', 'b']).toContain(picker.pick(random).id_);
    // The ends and the boundary between a and b; 1 is out of range for random() but must not break.
    expect(picker.pick(() => 0).id_).toBe('a');
    expect(picker.pick(() => 0.5 - 1e-12).id_).toBe('a');
    expect(picker.pick(() => 0.5).id_).toBe('b');
    expect(picker.pick(() => 1).id_).toBe('b');
  });

  it('agrees with a fresh picker after thousands of answers on weights of very different sizes', () => {
    // Weights from 0 to 10⁹ swing up and down, which is where sums kept up to date gather rounding.
    const frequencies = [1e9, 1e-3, 0, 1, 2.5, 1e6, 0.1, 3];
    const list = Array.from({ length: 40 }, (_, i) => ({ id_: `e${i}`, frequency: frequencies[i % 8] as number }));
    const picker = new WeightedPicker(list, {});
    const current: Stats = {};
    const random = seeded(11);
    for (let answer = 0; answer < 5_000; answer++) {
      const index = Math.floor(random() * list.length); // any exercise, not only likely ones
      const id = `e${index}`;
      const before = current[id] ?? { correct: 0, wrong: 0 };
      current[id] =
        random() < 0.5 ? { ...before, correct: before.correct + 2 } : { ...before, wrong: before.wrong + 1 };
      picker.update(index, current[id]);
      if (answer % 23 === 0) expectSameChoices(picker, new WeightedPicker(list, current), seeded(answer), 100);
    }
    expectSameChoices(picker, new WeightedPicker(list, current), seeded(12), 10_000);
  });

  it('treats ids named like Object members as the existing choice does', () => {
    const odd = [
      { id_: 'constructor', frequency: 1 },
      { id_: '__proto__', frequency: 1 },
      { id_: 'seen', frequency: 1 },
    ];
    // A lookup of 'constructor' in a plain object finds Object.prototype's member: unseen, weight 5.
    const plain = new WeightedPicker(odd, { seen: { correct: 1, wrong: 0 } });
    expect([0, 1, 2].map((i) => plain.weightOf(i))).toEqual([5, 5, 0.05]);
    expect(plain.pick(() => 9.99 / 10.05).id_).toBe('__proto__');
    // Statistics parsed from JSON hold '__proto__' as an own entry, which counts.
    const parsed = JSON.parse('{"__proto__": {"correct": 1, "wrong": 0}}') as Stats;
    const fromJson = new WeightedPicker(odd, parsed);
    expect([0, 1, 2].map((i) => fromJson.weightOf(i))).toEqual([5, 0.05, 5]);
    for (const value of [0.3, 0.5, 0.7]) {
      expect(fromJson.pick(() => value)).toBe(pickNextExercise(odd, parsed, () => value));
    }
  });

  describe('pickIndexExcept', () => {
    it('never picks the excluded exercise and weighs the others as SPEC does (chi-square, 2 degrees of freedom)', () => {
      const picker = new WeightedPicker(exercises, stats);
      const random = seeded(21);
      const counts = [0, 0, 0, 0];
      const draws = 200_000;
      for (let i = 0; i < draws; i++) {
        const index = picker.pickIndexExcept(1, random);
        counts[index] = (counts[index] as number) + 1;
      }
      expect(counts[1]).toBe(0);
      // The weak exercise (weight 2) left out: 5, 0.05 and 2 share the draws.
      const expected = [5, 0.05, 2].map((weight) => (draws * weight) / 7.05);
      const seen = [counts[0], counts[2], counts[3]] as number[];
      const chi = expected.reduce((sum, e, i) => sum + ((seen[i] as number) - e) ** 2 / e, 0);
      expect(chi).toBeLessThan(13.82); // p = 0.001
    });

    it('chooses as a choice over the other exercises alone does, from the same random number', () => {
      const picker = new WeightedPicker(exercises, stats);
      const others = [0, 2, 3];
      const sums = new Float64Array([5, 5.05, 7.05]);
      for (const value of [0, 4.99 / 7.05, 5.01 / 7.05, 5.06 / 7.05, 0.5, 0.999999999, 1]) {
        expect(picker.pickIndexExcept(1, () => value)).toBe(others[pickByRunningWeights(sums, () => value)]);
      }
    });

    it('falls back to a uniform choice among the others when only the excluded exercise has weight', () => {
      const list = [
        { id_: 'a', frequency: 0 },
        { id_: 'missed', frequency: 1 },
        { id_: 'b', frequency: 0 },
      ];
      const picker = new WeightedPicker(list, { a: { correct: 1, wrong: 0 }, b: { correct: 1, wrong: 0 } });
      expect([0, 0.49, 0.5, 1].map((value) => picker.pickIndexExcept(1, () => value))).toEqual([0, 0, 2, 2]);
    });

    it('picks the only exercise of a list of one, and excludes nothing for an index outside the list', () => {
      expect(new WeightedPicker([{ id_: 'solo', frequency: 1 }], {}).pickIndexExcept(0, () => 0.5)).toBe(0);
      const picker = new WeightedPicker(exercises, stats);
      expect(picker.pickIndexExcept(-1, () => 0)).toBe(picker.pickIndex(() => 0));
    });
  });

  it('refuses an empty list and an index outside it', () => {
    expect(() => new WeightedPicker([], {}).pickIndex()).toThrow(/no exercises/);
    expect(() => new WeightedPicker(exercises, stats).update(4, undefined)).toThrow(RangeError);
  });
});
