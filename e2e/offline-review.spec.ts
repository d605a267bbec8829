import path from 'node:path';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser, PHONE_390 } from './fixtures';
import { axeViolations } from './a11y-checks';
import { apiUpload } from './documents-fixtures';
import { uploadLearnset, watchAnswerCalls } from './learnset-fixtures';
import { apiPost, loginAs, seedUser } from './login';

const suite = useServerAndBrowser();

const ANIMALS: Record<string, string> = { Hund: 'dog', Katze: 'cat', Maus: 'mouse' };
const ANIMAL_LINES = ['Hund; dog', 'Katze; cat', 'Maus; mouse'];

/** The answers the server stored for the pupil (its answers log), by mode. */
function storedAnswers(userId: string, mode?: string): Array<{ client_id: string; mode: string }> {
  const db = new SQLite(path.join(suite.server.dataDir, 'app.db'), { readonly: true });
  try {
    return db
      .prepare('select client_id, mode from answers where user_id = ? and (? is null or mode = ?) order by at')
      .all(userId, mode ?? null, mode ?? null) as Array<{ client_id: string; mode: string }>;
  } finally {
    db.close();
  }
}

const badge = (page: Page) => page.locator('.app-status');
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

/** A phone whose pages the installed service worker controls (the app was opened once before). */
async function installedApp(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, page, errors };
}

/** Types the right answer to the question on screen once its box has the focus; the question. */
async function typeRightAnswer(page: Page): Promise<string> {
  const box = page.getByRole('textbox', { name: 'Ihre Antwort' });
  await expect
    .poll(() => box.evaluate((el) => el === document.activeElement && (el as HTMLTextAreaElement).value === ''))
    .toBe(true);
  const question = ((await page.locator('.learn-question').textContent()) ?? '').trim();
  await page.keyboard.type(ANIMALS[question] ?? '');
  await page.keyboard.press('Enter');
  return question;
}

/** Learn mode: answers right by keyboard and waits until the answer is counted. */
async function learnRightByKeyboard(page: Page): Promise<void> {
  const before = Number(await page.locator('[data-status="answered"]').innerText());
  await typeRightAnswer(page);
  await page.waitForFunction(
    (n) => document.querySelector('[data-status="answered"]')?.textContent === String(n),
    before + 1,
  );
}

/** /wiederholen: answers right by keyboard and waits for the next card or the end; the question. */
async function reviewRightByKeyboard(page: Page): Promise<string> {
  const question = await typeRightAnswer(page);
  const end = page.getByRole('heading', { name: 'Wiederholung beendet' });
  // Read at once: between the last card and the end screen no question is shown, and a locator
  // would wait for one until its timeout.
  const shown = () => page.evaluate(() => document.querySelector('.learn-question')?.textContent?.trim() ?? '');
  await expect.poll(async () => (await end.isVisible()) || (await shown()) !== question).toBe(true);
  return question;
}

describe('offline from the first moment, on a 390 px phone', () => {
  it('counts an answer given right after the connection dropped in a fresh session, and sends it once on reconnect', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    const pupil = seedUser(suite.server, { name: 'Fritz Frisch' });
    await loginAs(context, suite.server, pupil);
    const set = await uploadLearnset(context, suite.server, { title: 'Tiere frisch', lines: ANIMAL_LINES });

    // A fresh session: nothing kept offline, no service worker yet. The line drops as soon as the
    // first question shows, before the set's exercises and statistics have arrived.
    let dropLine = () => {};
    const lineDropped = new Promise<void>((resolve) => (dropLine = resolve));
    let sessionCalls = 0;
    await page.route('**/api/v1/learnsets/session/**', async (route) => {
      if (sessionCalls++ > 0) return route.continue();
      await lineDropped;
      return route.abort('internetdisconnected');
    });
    await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    await context.setOffline(true);
    dropLine();
    await typeRightAnswer(page);
    await badge(page).getByText('Offline – 1 Antwort wartet auf die Verbindung').waitFor();
    await page.screenshot({ path: '/tmp/offline-fresh-answer.png' });
    expect(storedAnswers(pupil.id)).toEqual([]);

    // Back online: sent without another answer, and the badge empties.
    await context.setOffline(false);
    await expect.poll(() => storedAnswers(pupil.id).length, { timeout: 60_000 }).toBe(1);
    await page.waitForFunction(() => !document.querySelector('.app-status')?.textContent?.includes('wartet'));
    // Opening the set again (and the app's start-up send) counts and stores it once.
    await page.reload();
    await page.locator('.learn-question').waitFor();
    await expect.poll(() => page.locator('[data-status="answered"]').textContent(), { timeout: 60_000 }).toBe('1');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lp-antworten-neu') ?? '[]')).toBe('[]');
    expect(storedAnswers(pupil.id)).toHaveLength(1);
    expect(await badge(page).innerText()).not.toContain('wartet');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stores an answer once when its reply was lost on a weak line and the phone sends it again', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    const pupil = seedUser(suite.server, { name: 'Wanda Wacklig' });
    await loginAs(context, suite.server, pupil);
    const set = await uploadLearnset(context, suite.server, { title: 'Tiere wacklig', lines: ANIMAL_LINES });
    const calls = watchAnswerCalls(page);
    await page.goto(`/lernsets/lernen/${set.id}`);
    await page.locator('.learn-question').waitFor();
    // The server stores the first answer call, but its reply never reaches the phone; later calls pass.
    let lost = 0;
    await page.route('**/api/v1/learnsets/answer/**', async (route) => {
      if (lost++ > 0) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await learnRightByKeyboard(page);
    await expect.poll(() => storedAnswers(pupil.id).length).toBe(1);

    // The line comes back: the answer goes again with its id, and the server keeps the one it has.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForFunction(() => !document.querySelector('.app-status')?.textContent?.includes('wartet'));
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(2);
    expect(storedAnswers(pupil.id)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reviews the due cards of a set kept offline without a connection, and sends each review once on reconnect', async () => {
    const { context, page, errors } = await installedApp();
    const pupil = seedUser(suite.server, { name: 'Vera Verbindung' });
    await loginAs(context, suite.server, pupil);
    const set = await uploadLearnset(context, suite.server, { title: 'Tiere wiederholen', lines: ANIMAL_LINES });
    // Learned last week: two cards came due since; the third, answered today, is days away.
    await apiPost(context, suite.server, `/learnsets/answer/${set.ids.Hund}`, {
      answer: 'dog',
      value: true,
      at: daysAgo(5),
    });
    await apiPost(context, suite.server, `/learnsets/answer/${set.ids.Katze}`, {
      answer: 'cat',
      value: true,
      at: daysAgo(6),
    });
    await apiPost(context, suite.server, `/learnsets/answer/${set.ids.Maus}`, {
      answer: 'mouse',
      value: true,
      at: daysAgo(0),
    });
    await page.goto(`/lernsets/vorschau/${set.id}`);
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('button', { name: OFFLINE_TEXTS.makeAvailable }).click();
    await page.getByText(OFFLINE_TEXTS.setsSaved(1)).waitFor();

    // On the bus: the phone computes which cards are due, for the start page and /wiederholen.
    await context.setOffline(true);
    await page.goto('/');
    await page.getByText('2 Karten sind heute fällig').waitFor();
    await page.getByRole('link', { name: 'Jetzt wiederholen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/wiederholen');
    await page.getByText(OFFLINE_TEXTS.offlineReview).waitFor();
    await page.getByText('2 Karten sind fällig.').waitFor();
    await page.locator('.learn-question').waitFor();
    await page.screenshot({ path: '/tmp/offline-review-question.png' });
    expect(await axeViolations(page)).toEqual([]);
    const asked: string[] = [];
    for (let i = 0; i < 2; i++) asked.push(await reviewRightByKeyboard(page));
    expect(asked.sort()).toEqual(['Hund', 'Katze']);
    await page.getByRole('heading', { name: 'Wiederholung beendet' }).waitFor();
    await page.locator('.reward-figure', { hasText: '2 Karten wiederholt' }).waitFor();
    // What the phone knows: nothing is due any more, the next cards come in days.
    await page.getByText(/^Die nächsten Karten sind .+ fällig\.$/).waitFor();
    await page.getByText('Im Moment ist keine Karte fällig.').waitFor();
    await badge(page).getByText('Offline – 2 Antworten warten auf die Verbindung').waitFor();
    await page.screenshot({ path: '/tmp/offline-review-end.png' });

    // Opened again, still offline: the two cards moved on, on the phone as on the server later.
    await page.reload();
    await page.getByText('Im Moment ist keine Karte fällig.').waitFor();
    expect(storedAnswers(pupil.id, 'review')).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => storedAnswers(pupil.id, 'review').length, { timeout: 60_000 }).toBe(2);
    await page.waitForFunction(() => !document.querySelector('.app-status')?.textContent?.includes('warten'));
    // The server agrees nothing is due, and a second start-up send stores nothing twice.
    await page.reload();
    await page.getByText('Im Moment ist keine Karte fällig.').waitFor();
    const reviews = storedAnswers(pupil.id, 'review');
    expect(reviews).toHaveLength(2);
    expect(new Set(reviews.map((r) => r.client_id)).size).toBe(2);
    expect(storedAnswers(pupil.id)).toHaveLength(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a kept document's preview offline straight from its address", async () => {
    const { context, page, errors } = await installedApp();
    const owner = seedUser(suite.server, { name: 'Doris Dokument' });
    await loginAs(context, suite.server, owner);
    const id = await apiUpload(
      context,
      suite.server,
      { title: 'Zellbiologie', subject: 'BI', description: 'Kapitel vier', class: '3a', grade: '3', language: 'de' },
      { name: 'zelle.txt', mimeType: 'text/plain', buffer: Buffer.from('Die Zelle ist die kleinste Einheit.\n') },
    );
    await page.goto(`/dokumente/vorschau/${id}`);
    await page.getByRole('button', { name: OFFLINE_TEXTS.saveDocument }).click();
    await page.getByRole('button', { name: OFFLINE_TEXTS.documentSaved }).waitFor();

    await context.setOffline(true);
    const tab = await context.newPage();
    tab.on('pageerror', (e) => errors.push(String(e)));
    await tab.goto(`/dokumente/vorschau/${id}`);
    await tab.getByRole('heading', { name: /Zellbiologie/ }).waitFor();
    await tab.getByText('Die Zelle ist die kleinste Einheit.').waitFor();
    await badge(tab).getByText('Offline', { exact: true }).waitFor();
    expect(await tab.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await tab.screenshot({ path: '/tmp/offline-document-preview.png' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
