import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDocuments } from './documents-fixtures';
import { launchBrowser, newPage, type RunningServer, startServer } from './fixtures';
import { seedUser } from './login';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the library with 10,000 documents', () => {
  let big: RunningServer;
  beforeAll(async () => {
    big = await startServer();
    seedDocuments(big, seedUser(big, { name: 'Viel Schreiber' }), 10_000);
  });
  afterAll(async () => big?.stop());

  it('loads compressed and keeps typing in the filter responsive', async () => {
    const { context, page } = await newPage(browser, big.url);
    const list = page.waitForResponse((r) => r.url().endsWith('/api/v1/documents/list'));
    await page.goto('/dokumente');
    expect((await list).headers()['content-encoding']).toMatch(/br|gzip/);
    await page.getByText('10000 Dokumente').waitFor();
    // Only a screenful and one step of cards are in the DOM; the rest follows while scrolling.
    expect(await page.locator('.item-card').count()).toBeLessThanOrEqual(80);

    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries()) w.longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const input = page.getByRole('search', { name: 'Filter' }).getByLabel('Titel oder Beschreibung');
    await input.click();
    const started = Date.now();
    await input.pressSequentially('Zusammenfassung 12', { delay: 30 });
    // 'Zusammenfassung 12' matches titles 12, 120…129 and 1200…1299: 1 + 10 + 100.
    await page.getByText('111 Dokumente').waitFor();
    const elapsed = Date.now() - started;
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    const worst = Math.max(0, ...longTasks);
    console.log(
      `filter typing: ${elapsed} ms for 18 keys, long tasks ${longTasks.length}, worst ${Math.round(worst)} ms`,
    );
    expect(worst).toBeLessThan(250);
    expect(await input.inputValue()).toBe('Zusammenfassung 12');

    // The reader scrolls on until the end: the cards (with their thumbnail) are taller than one
    // wheel's 20,000 px can pass in one go, so each look scrolls further.
    const cardHeight = await page
      .locator('.item-card')
      .first()
      .evaluate((card) => card.getBoundingClientRect().height);
    console.log(`card height ${Math.round(cardHeight)} px`);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 20_000);
        return page.locator('.item-card').count();
      })
      .toBe(111);
    await context.close();
  });
});
