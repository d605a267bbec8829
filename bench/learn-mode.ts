// Learn mode in Chromium: from navigating to `/lernsets/lernen/{10 sets}` until the frame that shows
// the first question, as the page's own clock counts it, signed in as the seeded learner. Cold is a
// new browser context (empty cache); warm comes back to the page in the same context, where each
// set's exercises come from the browser's cache (their URL names the set's version) and only the
// start and session calls go to the server.
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from './chromium';
import { type Row, verdict } from './lib';

const RUNS = 3;
const COLD_GOAL_MS = 1_000;
const WARM_GOAL_MS = 300;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Notes, in the page, the frame in which the first question appears: milliseconds since the start of
 * the navigation, as the browser counts them. Playwright only waits for the question; its polling
 * backs off to 500 ms between looks, which would add up to half a second that no pupil waits.
 */
function noteFirstQuestion() {
  const noted = window as unknown as { firstQuestionAt?: number };
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.learn-question')) return;
    observer.disconnect();
    requestAnimationFrame(() => (noted.firstQuestionAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Milliseconds from the navigation's start until the first question shows; how many of the `sets`
 * exercise parts, loaded after it, came from the cache.
 */
async function timeToQuestion(
  context: BrowserContext,
  url: string,
  sets: number,
): Promise<{ ms: number; cached: number }> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('.learn-question').first().waitFor({ state: 'visible', timeout: 30_000 });
  const ms = await page.waitForFunction(() => (window as unknown as { firstQuestionAt?: number }).firstQuestionAt);
  const at = Number(await ms.jsonValue());
  // The sets load once the first question is painted: all of them, so the next visit finds them cached.
  await page.waitForFunction(
    (count) =>
      performance.getEntriesByType('resource').filter((e) => e.name.includes('/learnsets/exercises/')).length >= count,
    sets,
  );
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
  return { ms: at, cached };
}

/**
 * Cold and warm time to the first question (median of 3 each) for `learnPath` on `origin`;
 * `cookie` is the learner's `name=value; …` header, set on every new context.
 */
export async function benchLearnMode(origin: string, learnPath: string, cookie: string, what: string): Promise<Row[]> {
  const browser = await launchChromium(origin);
  const sets = (learnPath.split('/').pop() ?? '').split('.').length;
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
      await context.addInitScript(noteFirstQuestion);
      cold.push((await timeToQuestion(context, origin + learnPath, sets)).ms);
      await context.pages()[0]?.goto(`${origin}/`, { waitUntil: 'load' });
      const back = await timeToQuestion(context, origin + learnPath, sets);
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
