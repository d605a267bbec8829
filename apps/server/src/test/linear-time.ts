import { expect } from 'vitest';

export interface TimeBound {
  /** How many linear passes the work may cost. */
  factor?: number;
  /** Added to the bound: timer noise, JIT and garbage collection on a busy machine. */
  allowanceMs?: number;
}

/** One pass over the input that touches every character: the cost any parser must pay. */
function linearPass(input: string): number {
  let sum = 0;
  for (let i = 0; i < input.length; i++) sum = (sum + input.charCodeAt(i)) | 0;
  return sum;
}

function fastestMs(run: () => unknown, times: number): number {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Runs the work to its end; a refusal (a thrown parse error) is an answer like any other. */
async function settle(work: (input: string) => unknown, input: string): Promise<void> {
  try {
    await work(input);
  } catch {
    // Only the time counts.
  }
}

/**
 * Asserts that `work` on an adversarial input costs at most `factor` linear passes over the same
 * input plus a small allowance. Super-linear backtracking on such an input takes seconds, so a
 * generous bound still tells it apart, and the baseline measured in the same run keeps the test
 * fair on a slow or busy machine. A short warm-up first, so compiling the code is not counted.
 * `work` may return a promise (an injected request).
 */
export async function expectLinearTime(
  input: string,
  work: (input: string) => unknown,
  bound: TimeBound = {},
): Promise<void> {
  const { factor = 50, allowanceMs = 100 } = bound;
  await settle(work, input.slice(0, 64));
  const baselineMs = fastestMs(() => linearPass(input), 3);
  const start = performance.now();
  await settle(work, input);
  const tookMs = performance.now() - start;
  const limitMs = baselineMs * factor + allowanceMs;
  expect(tookMs, `took ${tookMs.toFixed(1)} ms, bound ${limitMs.toFixed(1)} ms`).toBeLessThan(limitMs);
}
