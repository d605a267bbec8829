// Learn mode in Chromium: from navigating to `/lernsets/lernen/{10 sets}` until the first question
// is visible, signed in as the seeded learner. Cold is a new browser context (empty cache); warm
// comes back to the page in the same context, where each set's exercises come from the browser's
// cache (their URL names the set's version) and only the session call goes to the server.
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from './chromium';
import { type Row, verdict } from './lib';

const RUNS = 3;
const COLD_GOAL_MS = 1_000;
const WARM_GOAL_MS = 300;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Milliseconds from `goto` until the first question shows; how many exercise parts came from the cache. */
async function timeToQuestion(context: BrowserContext, url: string): Promise<{ ms: number; cached: number }> {
  const page = context.pages()[0] ?? (await context.newPage());
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.learn-question').first().waitFor({ state: 'visible', timeout: 30_000 });
  const ms = performance.now() - started;
  // Counted by the page's own Resource Timing (no bytes over the wire, yet a body): no DevTools
  // session, which keeps a copy of every reply, is attached while the page is timed.
  const cached = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/learnsets/exercises/'))
        .filter((e) => {
          const timing = e as PerformanceResourceTiming;
          return timing.transferSize === 0 && timing.decodedBodySize > 0;
        }).length,
  );
  return { ms, cached };
}

/**
 * Cold and warm time to the first question (median of 3 each) for `learnPath` on `origin`;
 * `cookie` is the learner's `name=value; …` header, set on every new context.
 */
export async function benchLearnMode(origin: string, learnPath: string, cookie: string, what: string): Promise<Row[]> {
  const browser = await launchChromium(origin);
  const cookies = cookie.split(/;\s*/).map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return { name, value, url: origin };
  });
  const cold: number[] = [];
  const warm: number[] = [];
  let cachedWarm = 0;
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      await context.addCookies(cookies);
      cold.push((await timeToQuestion(context, origin + learnPath)).ms);
      await context.pages()[0]?.goto(`${origin}/`, { waitUntil: 'load' });
      const back = await timeToQuestion(context, origin + learnPath);
      warm.push(back.ms);
      cachedWarm = back.cached;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const row = (kind: string, times: number[], goal: number, note = ''): Row => ({
    figure: `learn mode in Chromium, ${what}: first question, ${kind}`,
    value: `${Math.round(median(times))} ms, median of ${RUNS}${note} (${verdict(`≤ ${goal} ms`, median(times) <= goal)})`,
  });
  return [
    row('cold cache (new context)', cold, COLD_GOAL_MS),
    row('warm (back from /)', warm, WARM_GOAL_MS, `; exercise parts from the browser cache: ${cachedWarm}`),
  ];
}
