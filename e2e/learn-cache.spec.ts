import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { loginAs, seedUser } from './login';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("learn mode's exercises in the browser cache", () => {
  it('loads a set once, serves it from the cache the next time, and fetches it anew after an edit', async () => {
    const { context, page, errors } = await newPage(browser, server.url);
    await loginAs(context, server, seedUser(server, { name: 'Carla Cache' }));
    const set = await uploadLearnset(context, server, {
      title: 'Länder',
      lines: ['Frankreich; Paris', 'Italien; Rom'],
    });

    // Which exercise requests reached the network, and which the browser's cache answered.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const fromCache = new Set<string>();
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.requestServedFromCache', (e) => fromCache.add(e.requestId));
    cdp.on('Network.responseReceived', (e) => {
      if (e.response.fromDiskCache || e.response.fromPrefetchCache) fromCache.add(e.requestId);
    });
    const exerciseRequests = () =>
      [...urls].filter(([, url]) => url.includes('/api/v1/learnsets/exercises/')).map(([id]) => fromCache.has(id));
    // A set never seen here asks for its version alone, so its exercises need not wait for the statistics.
    const versionCalls = () => [...urls.values()].filter((url) => url.includes('/api/v1/learnsets/versions/')).length;

    await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    expect(exerciseRequests()).toEqual([false]);
    expect(versionCalls()).toBe(1);
    await page.getByLabel('Ihre Antwort').fill('falsch');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Falsch' }).click();
    await expect.poll(() => page.locator('[data-status="answered"]').innerText()).toBe('1');

    // A second session: exercises from the cache, statistics fresh from the server.
    await page.goto('/lernsets');
    await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    expect(exerciseRequests()).toEqual([false, true]);
    expect(await page.locator('[data-status="answered"]').innerText()).toBe('1');

    // After an edit the set has a new version: fetched again.
    await uploadLearnset(context, server, {
      id: set.id,
      title: 'Länder',
      lines: ['Frankreich; Paris', 'Italien; Rom', 'Spanien; Madrid'],
    });
    await page.goto('/lernsets');
    await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    // The remembered version is read from the cache at once; the session names the new one, fetched anew.
    expect(exerciseRequests()).toEqual([false, true, true, false]);
    expect(versionCalls()).toBe(1);
    expect(await page.locator('[data-status="total"]').innerText()).toBe('3 Übungen');
    // The two old exercises kept their ids and with them the answer given before.
    expect(await page.locator('[data-status="answered"]').innerText()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
