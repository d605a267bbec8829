// A process's resident memory sampled while a load runs. VmHWM (the kernel's own peak) counts the
// whole life of the process, seeding and earlier rows included; sampling VmRSS gives the peak of
// this load alone.
import fs from 'node:fs';

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * Samples `/proc/<pid>/status` every `everyMs` (Linux) until `stop`, which returns the highest
 * VmRSS seen, in MiB.
 */
export function sampleRss(pid: number, everyMs = 20): { stop: () => number } {
  let peak = rssKiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssKiB(pid));
    } catch {
      // The process has exited; the peak so far stands.
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peak / 1024);
    },
  };
}
