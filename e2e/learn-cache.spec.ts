import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { loginAs, seedUser } from './login';

const suite = useServerAndBrowser();

describe("learn mode's exercises in the browser cache", () => {
  it('loads a set once, serves it from the cache the next time, and fetches it anew after an edit', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Carla Cache' }));
    const set = await uploadLearnset(context, suite.server, {
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

    const navigation = await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    // Every script the first question needed was named in the page's Link header
    // (plugins/page-preloads.ts), so none waited for another to run first: a module learn mode
    // newly imports on its way to the first question must be reachable from LEARN_MODULES.
    const preloaded = navigation?.headers().link ?? '';
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
    );
    // The first page's, learn mode's, the query library's and the query cache's (apps/web/chunk-groups.ts):
    // every request through the service worker costs the installed app's page time.
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(4);
    expect(scripts.filter((script) => !preloaded.includes(`<${script}>`))).toEqual([]);
    // The page's own script asked for the start call while the app's code loaded; the app took that reply.
    const startCalls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/v1/learnsets/start/'))
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    );
    expect(startCalls).toEqual(['link']);
    // The first question comes from the start call; the exercises load once it is painted.
    await expect.poll(exerciseRequests).toEqual([false]);
    expect(versionCalls()).toBe(1);
    await page.getByLabel('Ihre Antwort').fill('falsch');
    await page.keyboard.press('Enter');
    const stored = page.waitForResponse((res) => res.url().includes('/api/v1/learnsets/answer/'));
    await page.getByRole('button', { name: 'Falsch' }).click();
    await expect.poll(() => page.locator('[data-status="answered"]').textContent()).toBe('1');
    expect((await stored).status()).toBe(200);

    // A second session: exercises from the cache, statistics fresh from the server.
    await page.goto('/lernsets');
    await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    await expect.poll(exerciseRequests).toEqual([false, true]);
    expect(await page.locator('[data-status="answered"]').textContent()).toBe('1');

    // After an edit the set has a new version: fetched again.
    await uploadLearnset(context, suite.server, {
      id: set.id,
      title: 'Länder',
      lines: ['Frankreich; Paris', 'Italien; Rom', 'Spanien; Madrid'],
    });
    await page.goto('/lernsets');
    await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    // The remembered version is read from the cache at once; the session names the new one, fetched anew.
    await expect.poll(exerciseRequests).toEqual([false, true, true, false]);
    expect(versionCalls()).toBe(1);
    expect(await page.locator('[data-status="total"]').textContent()).toBe('3 Übungen');
    // The two old exercises kept their ids and with them the answer given before.
    expect(await page.locator('[data-status="answered"]').textContent()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the first question before the sets arrive and counts an answer given meanwhile once', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Fritz Früh' }));
    const set = await uploadLearnset(context, suite.server, {
      title: 'Flüsse',
      lines: ['Rhein; Basel', 'Aare; Bern', 'Limmat; Zürich'],
    });
    // The statistics are held back: learn mode must not wait for them to show its first question.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/learnsets/session/**', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    expect(await page.locator('[data-status="total"]').textContent()).toBe('3 Übungen');
    await page.getByLabel('Ihre Antwort').fill('falsch');
    await page.keyboard.press('Enter');
    const stored = page.waitForResponse((res) => res.url().includes('/api/v1/learnsets/answer/'));
    await page.getByRole('button', { name: 'Falsch' }).click();
    // The next question needs the sets: the pupil is told it is on its way.
    await page.getByText('Die nächste Übung wird geladen...').waitFor();

    release();
    await page.locator('.learn-question').waitFor();
    expect(await page.locator('[data-status="answered"]').textContent()).toBe('1');
    expect((await stored).status()).toBe(200);
    const start = await page.evaluate(async (id) => (await fetch(`/api/v1/learnsets/start/${id}`)).json(), set.id);
    expect({ correct: start.correct, wrong: start.wrong }).toEqual({ correct: 0, wrong: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
