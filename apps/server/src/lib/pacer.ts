import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Spaces calls out to at most `perSecond` a second: each call waits until its turn. A few lines
 * instead of a rate-limiting package for one sequential loop (docs/decisions/0013-newsletter-mail.md).
 */
export function pacer(perSecond: number, now: () => number = () => performance.now()): () => Promise<void> {
  const gap = 1000 / perSecond;
  let next = -Infinity;
  return async () => {
    const wait = next - now();
    if (wait > 0) await sleep(wait);
    next = Math.max(now(), next) + gap;
  };
}
