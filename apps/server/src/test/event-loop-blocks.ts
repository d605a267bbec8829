import fs from 'node:fs';

/** This thread's time on a CPU (ns), from the kernel's scheduler statistics (Linux). */
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const onCpuNs = (): number => Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]);
const hasSchedstat = (() => {
  try {
    return Number.isFinite(onCpuNs());
  } catch {
    return false;
  }
})();

/**
 * How long the event loop was held up at most while `work` ran: a timer ticks every `tickMs`,
 * and between two ticks nothing else could run for the main thread's CPU time in between (where
 * Linux tells it), so a machine busy with other processes does not count, only this thread's
 * own work. Without /proc, the wall-clock gap between ticks.
 */
export async function longestEventLoopBlock<T>(
  work: () => Promise<T>,
  tickMs = 2,
): Promise<{ blockMs: number; result: T }> {
  const now = hasSchedstat ? () => onCpuNs() / 1e6 : () => performance.now();
  let last = now();
  let blockMs = 0;
  const measure = () => {
    const at = now();
    blockMs = Math.max(blockMs, at - last);
    last = at;
  };
  const timer = setInterval(measure, tickMs);
  try {
    const result = await work();
    // The stretch after the last tick counts too: the work may end in one long block.
    measure();
    return { blockMs, result };
  } finally {
    clearInterval(timer);
  }
}
