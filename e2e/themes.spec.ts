// Colour schemes (Hell, Dunkel, Hoher Kontrast, Wie Gerät) as a pupil meets them: chosen in the
// settings, there from the first paint of the next visit, refused for Standard, gone when the
// plan lapses; and the device's own settings (more contrast, forced colours, less motion) for all.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio } from './a11y-checks';
import { apiUpload, tinyPdf } from './documents-fixtures';
import { launchBrowser, newPage, type RunningServer, startServer } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { apiPost, loginAs, type SeededUser, seedUser } from './login';

let server: RunningServer;
let browser: Browser;
let setId = '';
let documentId = '';
const PAID = '2999-12-31';
const WHITE = 'rgb(255, 255, 255)';
/** --bg of Dunkel (styles/themes.css). */
const DARK = 'rgb(20, 24, 28)';

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      PAYEE_IBAN: 'CH93 0076 2011 6238 5295 7',
      PAYEE_NAME: 'Verein Lernplattform',
      PAYEE_ADDRESS: 'Bahnhofstrasse 5',
      PAYEE_ZIP: '6003',
      PAYEE_CITY: 'Luzern',
    }),
    launchBrowser(),
  ]);
  const { context } = await newPage(browser, server.url);
  await loginAs(context, server, seedUser(server, { name: 'Olga Owner' }));
  setId = (await uploadLearnset(context, server, { title: 'Farben', lines: ['red; rot', 'blue; blau'] })).id;
  documentId = await apiUpload(
    context,
    server,
    { title: 'Skript Physik', subject: 'PS', description: 'Optik', class: '5b', grade: '5', language: 'de' },
    { name: 'skript.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
  );
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rootBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const colourOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).color);

/** A signed-in pupil in a fresh context, Premium unless `payment` says otherwise. */
async function pupil(payment = PAID) {
  const opened = await newPage(browser, server.url);
  const user = seedUser(server, { payment });
  await loginAs(opened.context, server, user);
  return { ...opened, user };
}

function setPayment(user: SeededUser, payment: string): void {
  const db = new SQLite(path.join(server.dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update users set payment = ? where id = ?').run(payment, user.id);
  } finally {
    db.close();
  }
}

describe('colour schemes', () => {
  it('lets a Premium pupil choose Dunkel by keyboard; the next visit is dark from the first paint', async () => {
    const { context, page } = await pupil();
    await page.goto('/einstellungen#farbschema');
    const light = page.getByRole('radio', { name: 'Hell' });
    await light.waitFor();
    expect(await light.isChecked()).toBe(true);
    expect(await page.getByRole('radio').evaluateAll((rs) => rs.map((r) => r.parentElement?.textContent))).toEqual([
      'Hell',
      'Dunkel',
      'Hoher Kontrast',
      'Wie Gerät',
    ]);
    await light.focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Dunkel' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Speichern');
    await page.keyboard.press('Enter');
    await page.getByText('Ihr Farbschema wurde aktualisiert.').waitFor();
    await expect.poll(() => rootBackground(page)).toBe(DARK);

    // The next visit, with the app's own code held back: the page is already dark without it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/lernsets', { waitUntil: 'commit' });
    await page.waitForFunction((dark) => getComputedStyle(document.documentElement).backgroundColor === dark, DARK);
    // Only the frame of index.html's first paint is there, no screen of the app yet.
    expect(await page.evaluate(() => document.querySelector('#root .test-banner') !== null)).toBe(true);
    expect(await page.evaluate(() => document.querySelector('#root main') === null)).toBe(true);
    release();
    await page.locator('.item-card').first().waitFor();
    expect(await rootBackground(page)).toBe(DARK);
    await page.unroute(/\/assets\/index-[^/]+\.js$/);

    // The document frame's surroundings are dark; the QR-bill stays black on white for the bank app.
    await page.goto(`/dokumente/vorschau/${documentId}`);
    const frame = page.locator('iframe.document-view');
    await frame.waitFor();
    expect(await frame.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(28, 34, 39)');
    await page.goto('/premium/kaufen');
    const bill = page.locator('.qr-bill img');
    await bill.waitFor();
    expect(await rootBackground(page)).toBe(DARK);
    expect(await bill.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(WHITE);
    await context.close();
  });

  it('follows the device for Wie Gerät and makes every text black on white for Hoher Kontrast', async () => {
    const { context, page } = await pupil();
    expect((await apiPost(context, server, '/account/settings/theme', { theme: 'system' })).status).toBe(200);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/lernsets');
    await page.locator('.item-card').first().waitFor();
    await expect.poll(() => rootBackground(page)).toBe(DARK);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await rootBackground(page)).toBe(WHITE);

    await apiPost(context, server, '/account/settings/theme', { theme: 'contrast' });
    await page.reload();
    await page.locator('.item-card').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('contrast');
    expect(await colourOf(page, 'body')).toBe('rgb(0, 0, 0)');
    // Grey details become black too.
    expect(await colourOf(page, '.item-card p')).toBe('rgb(0, 0, 0)');
    await context.close();
  });

  it('shows Standard the choice disabled with the reason and a link to Premium; the server refuses too', async () => {
    const { context, page } = await pupil('2000-01-01');
    await page.goto('/einstellungen/darstellung');
    const section = page.locator('#farbschema');
    await section.getByText('Farbschemas gibt es mit Premium Lite und Premium.').waitFor();
    expect(await section.getByRole('link', { name: 'Zu den Abos' }).getAttribute('href')).toBe('/premium');
    for (const radio of await section.getByRole('radio').all()) expect(await radio.isDisabled()).toBe(true);
    expect(await section.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
    const refused = await apiPost(context, server, '/account/settings/theme', { theme: 'dark' });
    expect(refused).toEqual({
      status: 403,
      body: { status: 'error', message: 'Farbschemas gibt es mit Premium Lite und Premium.' },
    });
    await context.close();
  });

  it('goes back to Hell once the plan has lapsed, also on the device that remembered Dunkel', async () => {
    const { context, page, user } = await pupil();
    await apiPost(context, server, '/account/settings/theme', { theme: 'dark' });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lp-theme'))).toBe('dark');
    setPayment(user, '2001-01-01');
    await page.reload();
    await expect.poll(() => rootBackground(page)).toBe(WHITE);
    expect(await page.evaluate(() => localStorage.getItem('lp-theme'))).toBeNull();
    await page.goto('/einstellungen#farbschema');
    await page.getByText('Farbschemas gibt es mit Premium Lite und Premium.').waitFor();
    expect(await page.getByRole('radio', { name: 'Hell' }).isChecked()).toBe(true);
    await context.close();
  });

  it('draws a visible focus ring (3:1 against the page) in every scheme', async () => {
    const { context, page } = await pupil();
    for (const theme of ['light', 'dark', 'contrast', 'system']) {
      await apiPost(context, server, '/account/settings/theme', { theme });
      await page.emulateMedia({ colorScheme: theme === 'system' ? 'dark' : 'light' });
      await page.goto('/lernsets');
      await page.locator('.item-card').first().waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme ?? 'light')).toBe(theme);
      // Skip link, then the first sidebar link: both by Tab.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor };
      });
      expect(ring.style, theme).toBe('solid');
      expect(ring.width, theme).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(ring.colour, await rootBackground(page)), theme).toBeGreaterThanOrEqual(3);
    }
    await context.close();
  });
});

describe("the device's own display settings, on every plan", () => {
  it('drops faint greys when the device asks for more contrast', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto('/lernsets');
    await page.locator('.item-card').first().waitFor();
    const text = await colourOf(page, 'body');
    expect(await colourOf(page, '.item-card p')).not.toBe(text);
    await page.emulateMedia({ contrast: 'more' });
    expect(await colourOf(page, '.item-card p')).toBe(text);
    await context.close();
  });

  it('marks the selected set with a system-coloured line in forced colours', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/lernsets');
    const card = page.locator('.learnset-card').first();
    await card.click();
    await page.locator('.learnset-card.selected').waitFor();
    const line = await card.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(line).toBe('solid');
    await context.close();
  });

  it('turns cards without motion when the device asks for less', async () => {
    const { context, page } = await newPage(browser, server.url);
    await page.goto(`/lernsets/karten/${setId}`);
    const face = page.locator('.flashcard-face');
    await face.waitFor();
    expect(await face.evaluate((el) => getComputedStyle(el).animationName)).toBe('flashcard-turn');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await face.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    const button = page.getByRole('button', { name: 'Weiter' });
    expect(await button.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration))).toBeLessThan(0.001);
    await context.close();
  });
});
