import { type ExerciseStats, selectionWeight } from './learn';

/** What the picker needs of an exercise. */
export interface PickableExercise {
  id_: string;
  frequency: number;
}

/**
 * Rebuild once the total has fallen this far below its peak since the last build: the tree's sums
 * then carry the rounding of the large weights that left, which would skew the small ones that stay.
 */
const CANCELLATION_RATIO = 2 ** -20;

type Tree = Float64Array | Int32Array;

/**
 * Weighted choice of the next exercise (SPEC §9) that stays fast over a whole session: built once in
 * O(n), then O(log n) per pick and per answer, where `pickNextExercise` weighs all n exercises per pick.
 * Same distribution as `pickNextExercise`: weights from `selectionWeight`, uniform when none has weight.
 *
 * Two Fenwick trees over the exercise indices: one sums the weights, to find where a random point
 * falls; one counts the exercises with weight. The counts are exact integers, so they can rescue a
 * pick that floating-point rounding pushed onto a weightless exercise or past the end.
 * The exercise list must not change while the picker is in use; indices refer to it.
 */
export class WeightedPicker<T extends PickableExercise> {
  readonly items: readonly T[];
  private readonly weights: Float64Array;
  /** 1-based Fenwick tree of the weights. */
  private readonly sums: Float64Array;
  /** 1-based Fenwick tree of 1 for each exercise with weight, 0 otherwise. */
  private readonly counts: Int32Array;
  /** Largest power of two ≤ n: the first step of a descent. */
  private readonly topStep: number;
  private weighted = 0;
  private updatesSinceBuild = 0;
  private peakTotal = 0;

  /**
   * Weighs every exercise once, O(n).
   * @param stats by exercise id; exercises without an entry are unseen
   */
  constructor(items: readonly T[], stats: Readonly<Record<string, ExerciseStats | undefined>>) {
    const count = items.length;
    this.items = items;
    this.weights = new Float64Array(count);
    this.sums = new Float64Array(count + 1);
    this.counts = new Int32Array(count + 1);
    let step = 1;
    while (step * 2 <= count) step *= 2;
    this.topStep = count ? step : 0;
    for (let i = 0; i < count; i++) {
      const item = items[i] as T;
      this.weights[i] = selectionWeight(stats[item.id_], item.frequency, count);
    }
    this.rebuild();
  }

  /** The weight exercise `index` is chosen with now (0 when it cannot be chosen). */
  weightOf(index: number): number {
    return this.weights[index] ?? 0;
  }

  /**
   * Index of a weighted random exercise, O(log n).
   * @param random returns [0, 1); injectable for tests
   * @throws Error when there are no exercises
   */
  pickIndex(random: () => number = Math.random): number {
    const count = this.items.length;
    if (count === 0) throw new Error('WeightedPicker: no exercises to choose from');
    const uniform = () => Math.min(count - 1, Math.floor(random() * count));
    if (this.weighted === 0) return uniform();
    const total = this.total();
    // Weights too large to add up: uniform, as `pickNextExercise` does.
    if (!(total > 0 && Number.isFinite(total))) return uniform();

    const index = descend(this.sums, this.topStep, random() * total);
    if (index < count && (this.weights[index] as number) > 0) return index;
    // Rounding (or a random() of 1) left the point on a weightless exercise or past the end: take the
    // nearest weighted exercise before it, as `pickNextExercise` takes the last weighted one.
    return this.nthWeighted(Math.max(this.weightedUpTo(index), 1) - 1);
  }

  /**
   * Index of a weighted random exercise other than `excluded`, O(log n): the choice `pickIndex` would
   * make if `excluded` were not in the list, from one random number (no retries, so it always ends).
   * Learn mode uses it to keep a just-missed exercise out of the very next question. Uniform among
   * the others when none of them has weight; `pickIndex` when there is no other exercise.
   * @param excluded an index of this picker's exercises; anything else excludes nothing
   */
  pickIndexExcept(excluded: number, random: () => number = Math.random): number {
    const count = this.items.length;
    const weight = this.weights[excluded];
    if (weight === undefined || !Number.isInteger(excluded) || count < 2) return this.pickIndex(random);
    const uniformOther = () => {
      const index = Math.min(count - 2, Math.floor(random() * (count - 1)));
      return index >= excluded ? index + 1 : index;
    };
    if (this.weighted - (weight > 0 ? 1 : 0) === 0) return uniformOther();
    const rest = this.total() - weight;
    if (!(rest > 0 && Number.isFinite(rest))) return uniformOther();

    // A point along the others' weights, moved past the excluded exercise's stretch.
    let target = random() * rest;
    if (target >= prefix(this.sums, excluded)) target += weight;
    const index = descend(this.sums, this.topStep, target);
    if (index < count && index !== excluded && (this.weights[index] as number) > 0) return index;
    // Rounding: the nearest weighted exercise before the point, or past the excluded one.
    let rank = Math.max(this.weightedUpTo(index), 1) - 1;
    if (this.nthWeighted(rank) === excluded) rank += rank > 0 ? -1 : 1;
    return this.nthWeighted(rank);
  }

  /** A weighted random exercise, O(log n); see `pickIndex`. */
  pick(random: () => number = Math.random): T {
    return this.items[this.pickIndex(random)] as T;
  }

  /**
   * Re-weighs exercise `index` after its statistics changed, O(log n) (amortised: after n updates,
   * or when the total collapses, the trees are rebuilt from the stored weights to shed rounding).
   * Takes the new statistics, not a difference, so applying the same answer twice changes nothing.
   * @throws RangeError when `index` is not an exercise of this picker
   */
  update(index: number, stats: ExerciseStats | undefined): void {
    const count = this.items.length;
    const item = this.items[index];
    if (!item || !Number.isInteger(index)) throw new RangeError(`WeightedPicker: no exercise at ${index}`);
    const weight = selectionWeight(stats, item.frequency, count);
    const old = this.weights[index] as number;
    if (weight === old) return;
    this.weights[index] = weight;
    add(this.sums, index + 1, weight - old);
    if (weight > 0 !== old > 0) {
      add(this.counts, index + 1, weight > 0 ? 1 : -1);
      this.weighted += weight > 0 ? 1 : -1;
    }
    const total = prefix(this.sums, count);
    this.peakTotal = Math.max(this.peakTotal, total);
    if (++this.updatesSinceBuild >= count || total < this.peakTotal * CANCELLATION_RATIO) this.rebuild();
  }

  /** The sum of all weights, rebuilt first when updates left it unusable. */
  private total(): number {
    const count = this.items.length;
    const total = prefix(this.sums, count);
    if (total > 0 && Number.isFinite(total)) return total;
    if (this.updatesSinceBuild > 0) this.rebuild();
    return prefix(this.sums, count);
  }

  /** How many exercises with weight there are at or before `index`. */
  private weightedUpTo(index: number): number {
    return prefix(this.counts, Math.min(index + 1, this.items.length));
  }

  /** The index of the weighted exercise of 0-based `rank` among the weighted ones. */
  private nthWeighted(rank: number): number {
    return descend(this.counts, this.topStep, rank);
  }

  /** Both trees from the stored weights, O(n): each node passes its sum up to its parent. */
  private rebuild(): void {
    const { weights, sums, counts } = this;
    const count = weights.length;
    this.weighted = 0;
    for (let i = 1; i <= count; i++) {
      const weight = weights[i - 1] as number;
      sums[i] = weight;
      counts[i] = weight > 0 ? 1 : 0;
      this.weighted += counts[i] as number;
    }
    for (let i = 1; i <= count; i++) {
      const parent = i + (i & -i);
      if (parent > count) continue;
      sums[parent] = (sums[parent] as number) + (sums[i] as number);
      counts[parent] = (counts[parent] as number) + (counts[i] as number);
    }
    this.updatesSinceBuild = 0;
    this.peakTotal = prefix(sums, count);
  }
}

/** Sum of the first `end` values. */
function prefix(tree: Tree, end: number): number {
  let sum = 0;
  for (let i = end; i > 0; i -= i & -i) sum += tree[i] as number;
  return sum;
}

function add(tree: Tree, position: number, delta: number): void {
  for (let i = position; i < tree.length; i += i & -i) tree[i] = (tree[i] as number) + delta;
}

/**
 * The largest k whose first k values sum to at most `target`, which is the 0-based index of the value
 * the point `target` falls in. `≤` steps over weightless values, so a point never lands on one exactly.
 */
function descend(tree: Tree, topStep: number, target: number): number {
  let position = 0;
  let rest = target;
  for (let step = topStep; step > 0; step >>= 1) {
    const next = position + step;
    if (next < tree.length && (tree[next] as number) <= rest) {
      position = next;
      rest -= tree[next] as number;
    }
  }
  return position;
}
