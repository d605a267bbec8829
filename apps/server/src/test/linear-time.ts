import { expectLinearGrowth, type LinearGrowthOptions } from '@app/shared/test/linear-growth';

/** An adversarial input at any size. */
export interface SizedInput {
  /** The largest size the attacker can send. */
  size: number;
  at: (size: number) => string;
  /**
   * The smaller of the two sizes timed, if not an eighth of `size`: where the work's cost per
   * byte steps up between the two (V8 keeps strings past about 128 KB in its large-object space,
   * and caches end), so that linear work would look quadratic.
   */
  from?: number;
}

/**
 * Asserts that `work` on an adversarial input takes linear time: its cost at an eighth of the
 * largest size (or at `from`) is compared with its cost at 8× that size, in the same process (expectLinearGrowth). Super-linear
 * backtracking grows by 64× or more over that step, linear work by 8×. `work` may return a
 * promise (an injected request) or throw (a refusal is an answer like any other).
 */
export function expectLinearTime(
  input: SizedInput,
  work: (input: string) => unknown,
  options: LinearGrowthOptions = {},
): Promise<void> {
  const growth = options.growth ?? 8;
  const from = input.from ?? Math.max(1, Math.floor(input.size / growth));
  return expectLinearGrowth(input.at, from, work, { ...options, growth });
}
