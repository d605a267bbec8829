import { expect } from 'vitest';

/**
 * "Linear, not quadratic" without a wall-clock bound: the same work on an input of size n and of
 * size `growth`·n, timed in the same process, compared with each other. Linear work grows by
 * `growth` (8), n log n a little more, quadratic work by `growth`² (64); the bound in between
 * (`maxRatio`, 32) holds even if one size ran 4× slower than the other for reasons outside the
 * work (on a machine busy with other work, big inputs lose the caches first), and quadratic work
 * always breaks it.
 *
 * What keeps it fair on a busy machine: the clock is this process's CPU time (time another
 * process takes on the core does not count); the sizes alternate, so a slow stretch hits both;
 * each sample repeats the work until it lasts a few milliseconds (timer and JIT noise); the
 * fastest of several samples per size counts (a collection or a preemption only ever adds).
 */
export interface LinearGrowthOptions {
  /** The larger input is this many times the smaller one. */
  growth?: number;
  /** The most the larger input may cost, in multiples of the smaller one's cost. */
  maxRatio?: number;
  /** Samples per size; the fastest counts. */
  samples?: number;
}

/** CPU time of this process (all its threads: a worker's parse counts too), in milliseconds. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Long enough that a sample is not timer noise, short enough for a slow input of 4 MB. */
const SAMPLE_MS = 5;

/** Runs the work to its end; a refusal (a thrown parse error) is an answer like any other. */
async function settle(work: () => unknown): Promise<void> {
  try {
    await work();
  } catch {
    // Only the cost counts.
  }
}

async function costMs(work: () => unknown, repeats: number): Promise<number> {
  const start = cpuMs();
  for (let i = 0; i < repeats; i++) await settle(work);
  return (cpuMs() - start) / repeats;
}

/**
 * The CPU cost of each of several kinds of work, the fastest of `samples` runs each, taken in
 * turns so that a slow stretch of the machine hits all of them alike.
 */
export async function fastestCostsMs(works: Array<() => unknown>, samples = 3): Promise<number[]> {
  const best = works.map(() => Infinity);
  for (let i = 0; i < samples; i++) {
    for (const [k, work] of works.entries()) best[k] = Math.min(best[k] ?? Infinity, await costMs(work, 1));
  }
  return best;
}

export interface GrowthMeasure {
  smallMs: number;
  largeMs: number;
  ratio: number;
}

/** Measures how the cost of `work` grows from `input(n)` to `input(growth·n)`. */
export async function measureGrowth<T>(
  input: (size: number) => T,
  n: number,
  work: (input: T) => unknown,
  { growth = 8, samples = 5 }: LinearGrowthOptions = {},
): Promise<GrowthMeasure> {
  const small = input(n);
  const large = input(n * growth);
  // Warm-up: compiling the code is not the work's cost.
  await settle(() => work(small));
  // As many runs per sample as make the small one last SAMPLE_MS; the large one runs as often
  // divided by the growth (at least once), so both samples last about as long if linear.
  const once = Math.max(await costMs(() => work(small), 1), 0.001);
  const repeats = Math.max(1, Math.ceil(SAMPLE_MS / once));
  const largeRepeats = Math.max(1, Math.ceil(repeats / growth));
  let smallMs = Infinity;
  let largeMs = Infinity;
  for (let i = 0; i < samples; i++) {
    smallMs = Math.min(smallMs, await costMs(() => work(small), repeats));
    largeMs = Math.min(largeMs, await costMs(() => work(large), largeRepeats));
  }
  // The small input's cost may round to zero on a coarse clock: one microsecond at least.
  return { smallMs, largeMs, ratio: largeMs / Math.max(smallMs, 0.001) };
}

/** Asserts that `work` costs at most linear time in the size of `input(size)` (see above). */
export async function expectLinearGrowth<T>(
  input: (size: number) => T,
  n: number,
  work: (input: T) => unknown,
  options: LinearGrowthOptions = {},
): Promise<void> {
  const { growth = 8, maxRatio = 4 * growth } = options;
  const { smallMs, largeMs, ratio } = await measureGrowth(input, n, work, { ...options, growth });
  expect(
    ratio,
    `size ${n}: ${smallMs.toFixed(3)} ms, size ${n * growth}: ${largeMs.toFixed(3)} ms (×${ratio.toFixed(1)}, linear ×${growth})`,
  ).toBeLessThan(maxRatio);
}

/**
 * The same question counted instead of timed, for work on a list of objects: every read of an
 * item's field or of the list's length or elements counts, through a Proxy. The counts do not
 * depend on the machine at all, so the bound is tight: linear work reads `growth`× as much for
 * `growth`× the items (plus a constant), work that scans the list again per item reads `growth`²×.
 * `work` must be deterministic (a seeded random).
 */
export function expectLinearReads<T extends object>(
  input: (size: number) => T[],
  n: number,
  work: (items: T[]) => unknown,
  { growth = 8, maxRatio = 2 * growth }: LinearGrowthOptions = {},
): void {
  const readsAt = (size: number) => {
    let reads = 0;
    const counted = <O extends object>(target: O): O =>
      new Proxy(target, {
        get(object, key, receiver) {
          reads++;
          return Reflect.get(object, key, receiver) as unknown;
        },
      });
    work(counted(input(size).map(counted)));
    return reads;
  };
  const small = readsAt(n);
  const large = readsAt(n * growth);
  expect(large / small, `${n} items: ${small} reads, ${n * growth} items: ${large} reads`).toBeLessThan(maxRatio);
}
