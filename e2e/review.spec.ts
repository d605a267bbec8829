import path from 'node:path';
import { dueDayPhrase } from '@app/shared/format/due-day';
import SQLite from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './a11y-checks';
import { newPage, PHONE, useServerAndBrowser, PHONE_390 } from './fixtures';
import { apiPost, loginAs, seedUser, xsrfHeader } from './login';

const suite = useServerAndBrowser();

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
const ANIMALS: Record<string, string> = { Hund: 'dog', Katze: 'cat', Maus: 'mouse' };
/** Uploads the three-animal set as the signed-in pupil; its exercises in file order. */
async function uploadAnimals(context: BrowserContext) {
  const upload = await context.request.post(`${suite.server.url}/api/v1/learnsets/new/form`, {
    headers: await xsrfHeader(context, suite.server),
    multipart: {
      title: 'Tiere auf Englisch',
      subject: 'EN',
      description: 'Wortschatz Tiere',
      class: '3a',
      grade: '3',
      language: 'en',
      file: { name: 'tiere.txt', mimeType: 'text/plain', buffer: Buffer.from('Hund; dog\nKatze; cat\nMaus; mouse\n') },
    },
  });
  const setId = ((await upload.json()) as { id: string }).id;
  const data = (await (await context.request.get(`${suite.server.url}/api/v1/learnsets/data/${setId}`)).json()) as {
    exercises: Array<{ id_: string; answer: string }>;
  };
  return { setId, exercises: data.exercises };
}

/** The reviews the server stored for the pupil, read from its answers log. */
function storedReviews(userId: string): number {
  const db = new SQLite(path.join(suite.server.dataDir, 'app.db'), { readonly: true });
  try {
    return (
      db.prepare("select count(*) as n from answers where user_id = ? and mode = 'review'").get(userId) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

const summaryOf = async (context: BrowserContext) =>
  (await (await context.request.get(`${suite.server.url}/api/v1/review/summary`)).json()) as {
    due: number;
    next: string;
  };

/** Answers the question on screen right, by keyboard; the question it was. */
async function answerRight(page: Page): Promise<string> {
  const box = page.getByRole('textbox', { name: 'Ihre Antwort' });
  await expect
    .poll(() => box.evaluate((el) => el === document.activeElement && (el as HTMLTextAreaElement).value === ''))
    .toBe(true);
  const question = ((await page.locator('.learn-question').textContent()) ?? '').trim();
  await page.keyboard.type(ANIMALS[question] ?? '');
  await page.keyboard.press('Enter');
  return question;
}

describe('spaced repetition across days, in Chromium on a phone', () => {
  it('shows on the start page what is due, and reviews it by keyboard', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Rita Wieder' }));
    const { setId, exercises } = await uploadAnimals(context);
    // Learned last week: two cards came due since, the third was answered today.
    const [dog, cat, mouse] = exercises;
    await apiPost(context, suite.server, `/learnsets/answer/${dog?.id_}`, {
      answer: 'dog',
      value: true,
      at: daysAgo(5),
    });
    await apiPost(context, suite.server, `/learnsets/answer/${cat?.id_}`, {
      answer: 'x',
      value: false,
      at: daysAgo(4),
    });
    await apiPost(context, suite.server, `/learnsets/answer/${mouse?.id_}`, {
      answer: 'mouse',
      value: true,
      at: daysAgo(0),
    });

    await page.goto('/');
    await page.getByText('2 Karten sind heute fällig').waitFor();
    await page.getByRole('link', { name: 'Jetzt wiederholen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/wiederholen');
    await page.getByText('2 Karten sind fällig.').waitFor();
    const box = page.getByRole('textbox');
    await box.waitFor();
    const question =
      (await page
        .locator('.learn-question')
        .textContent()
        .catch(() => '')) ?? '';
    const right = /Hund/.test(question) ? 'dog' : 'cat';
    await box.fill(right);
    await page.keyboard.press('Enter');
    await expect
      .poll(
        async () =>
          ((await (await context.request.get(`${suite.server.url}/api/v1/review/summary`)).json()) as { due: number })
            .due,
      )
      .toBe(1);
    // The set's preview shows the pupil's progress and the coming week.
    await page.goto(`/lernsets/vorschau/${setId}`);
    await page.getByRole('heading', { name: 'Ihr Fortschritt' }).waitFor();
    await page.getByText(/Neu: 0 · Am Lernen: \d · Gewusst: \d/).waitFor();
    expect(await page.locator('.due-chart li').count()).toBe(7);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends a review of 3 due cards after 3 right answers with a summary, stores 3 reviews and shows 0 due everywhere', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    const pupil = seedUser(suite.server, { name: 'Rolf Runde' });
    await loginAs(context, suite.server, pupil);
    const { exercises } = await uploadAnimals(context);
    for (const exercise of exercises) {
      await apiPost(context, suite.server, `/learnsets/answer/${exercise.id_}`, {
        answer: exercise.answer,
        value: true,
        at: daysAgo(5),
      });
    }

    await page.goto('/');
    await page.getByText('3 Karten sind heute fällig').waitFor();
    await page.getByRole('link', { name: 'Jetzt wiederholen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/wiederholen');
    await page.getByText('3 Karten sind fällig.').waitFor();

    const end = page.getByRole('heading', { name: 'Wiederholung beendet' });
    const asked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const question = await answerRight(page);
      asked.push(question);
      // The next card, or the end: never the card just answered right.
      await expect
        .poll(
          async () =>
            (await end.isVisible()) ||
            (await page.locator('.learn-question').allTextContents()).some((shown) => shown.trim() !== question),
          { message: 'the card just answered right came back' },
        )
        .toBe(true);
    }
    expect(new Set(asked).size).toBe(3);

    // The end is announced: its heading takes the focus.
    await end.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Wiederholung beendet');
    const reward = page.getByRole('region', { name: 'Wiederholung beendet' });
    await reward.locator('.reward-figure', { hasText: '3 Karten wiederholt' }).waitFor();
    await reward.getByRole('status').getByText('Alle Antworten richtig. Ausgezeichnet.').waitFor();
    await reward.getByText('3 von 3 Antworten richtig').waitFor();
    const { due, next } = await summaryOf(context);
    expect(due).toBe(0);
    await page.getByText(`Die nächsten Karten sind ${dueDayPhrase(next, new Date())} fällig.`).waitFor();
    // The review page's own count follows the server's.
    await page.getByText('Im Moment ist keine Karte fällig.').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Every answer counted once: 3 reviews, nothing more sent meanwhile.
    await expect.poll(() => storedReviews(pupil.id)).toBe(3);

    await page.getByRole('link', { name: 'Zur Hauptseite' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByText(/^Im Moment ist keine Karte fällig\. Die nächste ist (heute um \d\d:\d\d|morgen|am [\d.]+) fällig\./)
      .waitFor();
    expect(await page.getByText(/Karten? (ist|sind) heute fällig/).count()).toBe(0);
    await page.goto('/wiederholen');
    await page.getByText('Im Moment ist keine Karte fällig.').waitFor();
    expect(storedReviews(pupil.id)).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a pupil set the learning goal in the settings', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Lea Ziel' }));
    await page.goto('/einstellungen#lernziel');
    const goal = page.getByRole('combobox', { name: 'Lernziel' });
    await goal.selectOption('0.95');
    await page.getByRole('form', { name: 'Lernziel ändern' }).getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ihr Lernziel wurde aktualisiert.').waitFor();
    const account = (await (await context.request.get(`${suite.server.url}/api/v1/account`)).json()) as {
      info: { retention: number };
    };
    expect(account.info.retention).toBe(0.95);
    await context.close();
  });

  it('tells a visitor to sign in, and a pupil with nothing due when the next card comes', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/wiederholen');
    await page.getByText('Sie müssen angemeldet sein, um Karten zu wiederholen.').waitFor();
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Nina Nichts' }));
    await page.goto('/wiederholen');
    await page.getByText('Im Moment ist keine Karte fällig.').waitFor();
    await context.close();
  });
});
