import http from 'node:http';
import path from 'node:path';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUpload } from './documents-fixtures';
import { DESKTOP, freePort, useServerAndBrowser } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { loginAs, seedUser } from './login';

const suite = useServerAndBrowser();

const ANIMALS: Record<string, string> = { Hund: 'dog', Katze: 'cat', Maus: 'mouse' };

/** What the server stored for the pupil: the answers log and the summed statistics. */
function stored(userId: string) {
  const db = new SQLite(path.join(suite.server.dataDir, 'app.db'), { readonly: true });
  try {
    const answers = db
      .prepare('select client_id, exercise_id, value, at, mode from answers where user_id = ? order by at')
      .all(userId) as Array<{ client_id: string; exercise_id: string; value: number; at: string; mode: string }>;
    const { total } = db
      .prepare('select coalesce(sum(correct + wrong), 0) as total from card_states where user_id = ?')
      .get(userId) as { total: number };
    return { answers, total };
  } finally {
    db.close();
  }
}

/** A context whose pages are controlled by the installed service worker. */
async function installedApp(baseURL: string, size = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ ...size, baseURL, locale: 'de-CH' });
  context.setDefaultTimeout(60_000); // as newPage (fixtures.ts)
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; from the next load on it serves the app.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, page };
}

const badge = (page: Page) => page.locator('.app-status');

async function answerQuestion(page: Page, right: boolean) {
  const question = await page.locator('.learn-question').innerText();
  const before = await page.locator('[data-status="answered"]').textContent();
  await page.getByLabel('Ihre Antwort').fill(right ? (ANIMALS[question] as string) : 'keine Ahnung');
  await page.getByLabel('Ihre Antwort').press('Enter');
  if (!right) await page.getByRole('button', { name: 'Falsch' }).click();
  await page.waitForFunction(
    (n) => document.querySelector('[data-status="answered"]')?.textContent === String(n),
    Number(before) + 1,
  );
}

describe('the installable app offline', () => {
  it('is installable: manifest with German names, icons 192/512/maskable and a worker', async () => {
    const { context, page } = await installedApp(suite.server.url);
    const cdp = await context.newCDPSession(page);
    const { errors, data } = (await cdp.send('Page.getAppManifest')) as {
      errors: unknown[];
      data: string;
    };
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data) as Record<string, unknown> & { icons: Array<Record<string, string>> };
    expect(manifest).toMatchObject({ lang: 'de', display: 'standalone', start_url: '/', short_name: 'Lernen' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const res = await context.request.get(`${suite.server.url}${icon.src}`);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe(icon.type);
    }
    // Chromium's own verdict; a test context is incognito, which is the only thing it may object to.
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const sw = await context.request.get(`${suite.server.url}/sw.js`);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });

  it('learns a set kept offline across a closed tab and sends every answer exactly once, also from two tabs', async () => {
    const { context, page } = await installedApp(suite.server.url);
    const pupil = seedUser(suite.server, { name: 'Otto Offline' });
    await loginAs(context, suite.server, pupil);
    const set = await uploadLearnset(context, suite.server, {
      title: 'Tiere offline',
      lines: ['Hund; dog', 'Katze; cat', 'Maus; mouse'],
    });

    await page.goto(`/lernsets/vorschau/${set.id}`);
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('button', { name: OFFLINE_TEXTS.makeAvailable }).click();
    await page.getByRole('button', { name: OFFLINE_TEXTS.available }).waitFor();
    await page.getByText(OFFLINE_TEXTS.setsSaved(1)).waitFor();

    // On the bus: the app opens at its start page without a network, signed in.
    await context.setOffline(true);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Willkommen zurück, Otto Offline!' }).waitFor();
    await badge(page).getByText('Offline', { exact: true }).waitFor();
    await page.locator('nav#sidebar').getByRole('link', { name: 'Lernsets' }).click();
    await page.getByText(OFFLINE_TEXTS.offlineList).waitFor();
    await page.getByRole('heading', { name: '[EN] Tiere offline' }).click();
    await page.getByRole('button', { name: 'Lernen' }).last().click();
    await page.locator('.learn-question').waitFor();
    expect(await page.locator('[data-status="total"]').textContent()).toBe('3 Übungen');
    await answerQuestion(page, true);
    await answerQuestion(page, false);
    await badge(page).getByText('Offline – 2 Antworten warten auf die Verbindung').waitFor();
    const wentOffline = Date.now();

    // The tab is closed and the app opened again, still offline: the counts were kept.
    await page.close();
    const again = await context.newPage();
    await again.goto(`/lernsets/lernen/${set.id}`);
    await again.locator('.learn-question').waitFor();
    expect(await again.locator('[data-status="answered"]').textContent()).toBe('2');
    await answerQuestion(again, true);
    // Another study mode, offline too.
    await again.goto(`/lernsets/karten/${set.id}`);
    await again.locator('.flashcard').click();
    await again.getByRole('button', { name: 'Gewusst', exact: true }).click();
    await badge(again).getByText('Offline – 4 Antworten warten auf die Verbindung').waitFor();
    const second = await context.newPage();
    await second.goto('/lernsets');
    await badge(second).getByText('Offline – 4 Antworten warten auf die Verbindung').waitFor();
    expect(stored(pupil.id).answers).toEqual([]);

    // Back online: both tabs hear it at once; one sends, in order, with the times of the answers.
    const backOnline = Date.now();
    await context.setOffline(false);
    await expect.poll(() => stored(pupil.id).answers.length, { timeout: 60_000 }).toBe(4);
    for (const tab of [again, second]) {
      await tab.waitForFunction(() => !document.querySelector('.app-status')?.textContent?.includes('warten'));
    }
    // Opening the app again (start-up sync in two tabs) sends nothing twice.
    await Promise.all([again.reload(), second.reload()]);
    await again.locator('.flashcard').waitFor();
    await second.getByRole('heading', { name: '[EN] Tiere offline' }).waitFor();
    const { answers, total } = stored(pupil.id);
    expect(answers).toHaveLength(4);
    expect(new Set(answers.map((a) => a.client_id)).size).toBe(4);
    expect(total).toBe(4);
    expect(answers.map((a) => a.mode)).toEqual(['learn', 'learn', 'learn', 'cards']);
    expect(answers.map((a) => a.value)).toEqual([1, 0, 1, 1]);
    for (const a of answers) expect(Date.parse(a.at), `${a.at} is when it was answered`).toBeLessThan(backOnline);
    expect(Date.parse(answers[1]?.at ?? '')).toBeLessThan(wentOffline);
    await again.goto(`/lernsets/lernen/${set.id}`);
    await again.locator('.learn-question').waitFor();
    expect(await again.locator('[data-status="answered"]').textContent()).toBe('4');
    await context.close();
  });

  it('keeps a document for reading offline within the cap the pupil sees, and removes it again', async () => {
    const { context, page } = await installedApp(suite.server.url, { viewport: { width: 320, height: 640 } });
    const owner = seedUser(suite.server, { name: 'Dora Dokument' });
    await loginAs(context, suite.server, owner);
    const content = 'Zusammenfassung Kapitel 3: die Photosynthese.\n'.repeat(40);
    const id = await apiUpload(
      context,
      suite.server,
      { title: 'Photosynthese', subject: 'BI', description: 'Kapitel drei', class: '3a', grade: '3', language: 'de' },
      { name: 'kapitel.txt', mimeType: 'text/plain', buffer: Buffer.from(content) },
    );
    await page.goto(`/dokumente/vorschau/${id}`);
    await page.getByText(OFFLINE_TEXTS.usage(0)).waitFor();
    await page.getByRole('button', { name: OFFLINE_TEXTS.saveDocument }).click();
    await page.getByRole('button', { name: OFFLINE_TEXTS.documentSaved }).waitFor();
    await page.getByText(/^Offline gespeichert: [\d.]+ KB von 200 MB$/).waitFor();

    await context.setOffline(true);
    await page.goto('/dokumente');
    await page.getByText(OFFLINE_TEXTS.offlineList).waitFor();
    await page.getByRole('link', { name: /Photosynthese/ }).click();
    await page.getByText('die Photosynthese', { exact: false }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

    await context.setOffline(false);
    await page.getByRole('button', { name: OFFLINE_TEXTS.documentSaved }).click();
    await page.getByRole('button', { name: OFFLINE_TEXTS.saveDocument }).waitFor();
    await page.getByText(OFFLINE_TEXTS.usage(0)).waitFor();
    await context.close();
  });
});

/**
 * A reverse proxy in front of the server that can hand out a changed `sw.js` (a new deploy) and
 * refuse the old build's files, as a server with only the new build would.
 */
async function deployProxy(target: string) {
  const state = { newWorker: false, oldAssetsGone: false };
  const port = await freePort();
  const proxy = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (state.oldAssetsGone && url.startsWith('/assets/')) {
      res.writeHead(404).end();
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: new URL(target).host };
    if (url.startsWith('/sw.js')) {
      // The whole body, every time: it is changed below.
      for (const h of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[h];
    }
    const upstream = http.request(`${target}${url}`, { method: req.method, headers }, (up) => {
      if (!url.startsWith('/sw.js') || !state.newWorker) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from('\n// Neue Version\n')]);
        res.writeHead(up.statusCode ?? 502, { ...up.headers, 'content-length': String(body.length), etag: '"neu"' });
        res.end(body);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, state, close: () => new Promise((r) => proxy.close(r)) };
}

describe('a new version', () => {
  it('is offered with "Neu laden"; until then the page runs on its own version, after it on the new one', async () => {
    const proxy = await deployProxy(suite.server.url);
    const { context, page } = await installedApp(proxy.url);
    await page.getByText('Willkommen', { exact: false }).or(page.locator('.landing')).first().waitFor();
    expect(await badge(page).innerText()).toBe('');

    proxy.state.newWorker = true;
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await badge(page).getByText(OFFLINE_TEXTS.updateReady).waitFor();
    // Nothing half old, half new: the server now has only the new build, and this page still
    // opens a screen it never loaded from its own version's precache.
    proxy.state.oldAssetsGone = true;
    await page.locator('nav#sidebar').getByRole('link', { name: 'Impressum' }).click();
    await page.getByRole('heading', { name: 'Impressum' }).waitFor();
    proxy.state.oldAssetsGone = false;

    await page.evaluate(() => ((window as unknown as { alt: boolean }).alt = true));
    await Promise.all([
      page.waitForEvent('load'),
      badge(page).getByRole('button', { name: OFFLINE_TEXTS.reload }).click(),
    ]);
    await page.getByRole('heading', { name: 'Impressum' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { alt?: boolean }).alt)).toBeUndefined();
    expect(await badge(page).innerText()).toBe('');
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await context.close();
    await proxy.close();
  });
});
