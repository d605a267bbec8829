// The learning-set editor in Chromium with 2,000 rows (a Standard plan's largest set): how long
// `/lernsets/bearbeiten/{id}` takes until every row is in the page, and the typing latency in a
// row in the middle, from each keydown to the frame after it was painted (the next
// requestAnimationFrame, then a task after that frame), as a pupil would feel it.
import type { Db } from '../apps/server/src/db/connection';
import { launchChromium } from './chromium';
import { type Row, verdict } from './lib';
import { addSession, addSet, addUser, textSet } from './seed';

const ROWS = 2_000;
const KEYSTROKES = 50;
const GOAL_MS = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/** Rows for the editor; `db` is the running server's database (the set and its owner are seeded there). */
export async function benchEditor(origin: string, db: Db): Promise<Row[]> {
  const owner = await addUser(db, '2000-01-01');
  const cookie = await addSession(db, owner);
  const setId = await addSet(db, owner, textSet(ROWS), 'Editor-Bench');
  const browser = await launchChromium(origin);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      cookie.split(/;\s*/).map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url: origin };
      }),
    );
    const page = await context.newPage();
    // Warm the code into the cache first: the figure is the editor, not the first download.
    await page.goto(`${origin}/lernsets/bearbeiten/${setId}`);
    await page
      .locator('.editor-row')
      .nth(ROWS - 1)
      .waitFor({ state: 'attached', timeout: 60_000 });
    const started = performance.now();
    await page.reload();
    await page
      .locator('.editor-row')
      .nth(ROWS - 1)
      .waitFor({ state: 'attached', timeout: 60_000 });
    const openMs = performance.now() - started;

    // Far from the window a row is text; scrolled near, it gets its fields (a new element).
    await page.evaluate(
      (n) => document.querySelectorAll('.editor-row')[n]?.scrollIntoView({ block: 'center' }),
      ROWS / 2,
    );
    const question = page
      .locator('.editor-row')
      .nth(ROWS / 2)
      .locator('textarea[data-field="question"]');
    await question.click();
    await page.keyboard.press('End');
    // Typing starts once the rows near the window have their fields (they come as they near it).
    await page.evaluate(async () => {
      for (let last = -1, same = 0; same < 3;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = document.querySelectorAll('.editor-row textarea').length;
        same = now === last ? same + 1 : 0;
        last = now;
      }
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 }));
    });
    await page.evaluate(() => {
      const latencies: number[] = [];
      (window as unknown as { latencies: number[] }).latencies = latencies;
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => latencies.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    const typed = ' lernen macht Freude und geht schnell, auch hier!!'.slice(0, KEYSTROKES);
    await page.keyboard.type(typed, { delay: 60 });
    await page.waitForFunction((n) => (window as unknown as { latencies: number[] }).latencies.length >= n, KEYSTROKES);
    const latencies = await page.evaluate(() => (window as unknown as { latencies: number[] }).latencies);
    const value = await question.inputValue();
    if (!value.endsWith(typed)) throw new Error(`the editor lost keystrokes: ${JSON.stringify(value)}`);
    await context.close();

    const median = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    return [
      {
        figure: `learning-set editor in Chromium, ${ROWS.toLocaleString('en')} rows: open until every row is in the page`,
        value: `${Math.round(openMs)} ms (code from the cache)`,
      },
      {
        figure: `learning-set editor in Chromium, ${ROWS.toLocaleString('en')} rows: typing latency (keydown → next frame)`,
        value:
          `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${latencies.length} keystrokes in row ${ROWS / 2 + 1} ` +
          `(${verdict(`≤ ${GOAL_MS} ms`, p95 <= GOAL_MS)})`,
      },
    ];
  } finally {
    await browser.close();
  }
}
