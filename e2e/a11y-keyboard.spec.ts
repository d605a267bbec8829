// Journeys by keyboard alone, with a visible focus at every stop: the skip link, register, confirm,
// sign in, upload a set, learn it. (The study modes, the exam date, review and the colour scheme
// have their keyboard journeys in study-*.spec.ts, exam, review and themes.spec.ts.)
import type { Browser, FileChooser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  launchBrowser,
  mailText,
  newPage,
  outboxMails,
  type RunningServer,
  startServer,
  waitFor,
} from './fixtures';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // PUBLIC_URL is the server's own address, so the mailed link opens here.
  const port = await freePort();
  [server, browser] = await Promise.all([
    startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Whether the focused element (or, for a visually hidden input, its label) shows a focus indicator. */
function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const rect = el.getBoundingClientRect();
    const hidden = rect.width <= 1 || getComputedStyle(el).opacity === '0';
    const shown = hidden && el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : el;
    if (!shown) return false;
    const style = getComputedStyle(shown);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
}

/** Presses Tab until `target` has the focus, checking that every stop on the way shows it. */
async function tabTo(page: Page, target: Locator, maxStops = 60): Promise<void> {
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    expect(await focusShows(page), `no visible focus on ${where}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Opens the focused file input's chooser with the space bar. Playwright turns on its interception
 * of the dialog as the listener is added, without waiting for the browser: a round trip to the
 * page first makes sure it is on. Should the dialog still open unseen (once in a CI run on a busy
 * machine), the press is repeated; the chooser must open from the keyboard either way.
 */
async function chooserBySpace(page: Page): Promise<FileChooser> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: 20_000 }).catch(() => null);
    await page.evaluate(() => undefined);
    await page.keyboard.press('Space');
    const opened = await chooser;
    if (opened) return opened;
  }
  throw new Error('the space bar never opened the file chooser');
}

/** Focuses a closed select by Tab and picks the option `steps` below the current one by arrow keys. */
async function chooseByArrows(page: Page, select: Locator, steps: number): Promise<void> {
  await tabTo(page, select);
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
}

describe('by keyboard alone', () => {
  it('offers "Zum Inhalt springen" as the first Tab stop, which moves the focus to the main content', async () => {
    const { context, page } = await newPage(browser, server.url, { viewport: { width: 320, height: 640 } });
    for (const path of ['/', '/lernsets', '/über/impressum']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
      expect(await skip.evaluate((el) => el === document.activeElement), path).toBe(true);
      expect(await focusShows(page)).toBe(true);
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.height >= 24, `${path}: skip link shown`).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName), path).toBe('MAIN');
      expect(new URL(page.url()).hash).toBe('');
      // The next Tab lands inside the content, past the menu and the sidebar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), path).toBe(true);
    }
    await context.close();
  });

  it('registers, confirms, signs in, uploads a set and learns it', async () => {
    const { context, page, errors } = await newPage(browser, server.url);
    const email = `karl_tastatur_${Date.now()}@ksbeispiel.ch`;
    const password = 'Tastatur-Reise-2026';

    // Register.
    await page.goto('/registrieren');
    const form = page.getByRole('form', { name: 'Registrieren' });
    await form.waitFor();
    await tabTo(page, form.getByLabel('Name', { exact: true }));
    await page.keyboard.type('Karl Tastatur');
    await tabTo(page, form.getByLabel('Klasse und Kursbezeichnungen', { exact: true }));
    await page.keyboard.type('4c');
    await chooseByArrows(page, form.getByLabel('Klassenstufe', { exact: true }), 5);
    expect(await form.getByLabel('Klassenstufe', { exact: true }).inputValue()).toBe('4');
    await tabTo(page, form.getByLabel('E-Mail', { exact: true }));
    await page.keyboard.type(email);
    await tabTo(page, form.getByLabel('Passwort', { exact: true }));
    await page.keyboard.type(password);
    await tabTo(page, form.getByLabel('Passwort wiederholen', { exact: true }));
    await page.keyboard.type(password);
    await tabTo(page, form.getByRole('checkbox', { name: /Nutzungsbedingungen/ }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/registrieren/weiter');

    // Confirm from the mail.
    const link = await waitFor(() =>
      outboxMails(server.dataDir)
        .filter((raw) => raw.includes(email))
        .map((raw) => /https?:\/\/\S+\/registrieren\/\S+/.exec(mailText(raw))?.[0])
        .find(Boolean),
    );
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/registrieren/fertig');

    // Sign in; Enter in the password field sends the form.
    await page.goto('/anmelden');
    const signIn = page.getByRole('form', { name: 'Anmelden' });
    await signIn.waitFor();
    await tabTo(page, signIn.getByLabel('E-Mail', { exact: true }));
    await page.keyboard.type(email);
    await tabTo(page, signIn.getByLabel('Passwort', { exact: true }));
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.getByText('Willkommen, Karl Tastatur!').waitFor();

    // Upload a set: the file chooser opens from the keyboard too.
    await page.goto('/lernsets/neu');
    const upload = page.getByRole('form', { name: 'Lernset hochladen' });
    await upload.waitFor();
    await tabTo(page, upload.getByLabel('Titel', { exact: true }));
    await page.keyboard.type('Tastatur Vokabeln');
    await chooseByArrows(page, upload.getByLabel('Fach', { exact: true }), 1);
    await tabTo(page, upload.getByLabel('Beschreibung', { exact: true }));
    await page.keyboard.type('Ohne Maus gemacht');
    await tabTo(page, upload.getByLabel('Klasse oder Kursbezeichnung', { exact: true }));
    await page.keyboard.type('4c');
    await chooseByArrows(page, upload.getByLabel('Klassenstufe', { exact: true }), 1);
    await chooseByArrows(page, upload.getByLabel('Sprache', { exact: true }), 1);
    await tabTo(page, upload.locator('input[type="file"]'));
    await (
      await chooserBySpace(page)
    ).setFiles({ name: 'tastatur.txt', mimeType: 'text/plain', buffer: Buffer.from('Taste; key\nMaus; mouse\n') });
    await upload.getByText('tastatur.txt').waitFor();
    await tabTo(page, upload.getByRole('button', { name: 'Hochladen' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/lernsets/vorschau/'));
    await page.getByRole('heading', { name: /Tastatur Vokabeln/ }).waitFor();

    // Choose it in the library and learn: the answer box has the focus, Enter answers.
    await page.goto('/lernsets');
    const box = page.getByRole('checkbox', { name: /Tastatur Vokabeln/ });
    await box.waitFor();
    await tabTo(page, box);
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    // Onwards from the card: the bar below the list.
    await tabTo(page, page.getByRole('button', { name: 'Lernen', exact: true }).last());
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/lernsets/lernen/'));
    await page.locator('.learn-question').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('falsch geraten');
    await page.keyboard.press('Enter');
    // The wrong answer: the focus is on 'Falsch', shown, and Enter rates it.
    const wrong = page.getByRole('button', { name: 'Falsch' });
    await wrong.waitFor();
    await expect.poll(() => wrong.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await focusShows(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.locator('.learn-question').waitFor();
    await expect.poll(() => page.locator('[data-status="answered"]').textContent()).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(errors).toEqual([]);
    await context.close();
  });
});
