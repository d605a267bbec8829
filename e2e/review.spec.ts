import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, PHONE, type RunningServer, startServer } from './fixtures';
import { apiPost, loginAs, seedUser, xsrfHeader } from './login';

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

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

describe('spaced repetition across days, in Chromium on a phone', () => {
  it('shows on the start page what is due, and reviews it by keyboard', async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await loginAs(context, server, seedUser(server, { name: 'Rita Wieder' }));
    const upload = await context.request.post(`${server.url}/api/v1/learnsets/new/form`, {
      headers: await xsrfHeader(context, server),
      multipart: {
        title: 'Tiere auf Englisch',
        subject: 'EN',
        description: 'Wortschatz Tiere',
        class: '3a',
        grade: '3',
        language: 'en',
        file: {
          name: 'tiere.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Hund; dog\nKatze; cat\nMaus; mouse\n'),
        },
      },
    });
    const setId = ((await upload.json()) as { id: string }).id;
    const data = (await (await context.request.get(`${server.url}/api/v1/learnsets/data/${setId}`)).json()) as {
      exercises: Array<{ id_: string; answer: string }>;
    };
    // Learned last week: two cards came due since, the third was answered today.
    const [dog, cat, mouse] = data.exercises;
    await apiPost(context, server, `/learnsets/answer/${dog?.id_}`, { answer: 'dog', value: true, at: daysAgo(5) });
    await apiPost(context, server, `/learnsets/answer/${cat?.id_}`, { answer: 'x', value: false, at: daysAgo(4) });
    await apiPost(context, server, `/learnsets/answer/${mouse?.id_}`, { answer: 'mouse', value: true, at: daysAgo(0) });

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
          ((await (await context.request.get(`${server.url}/api/v1/review/summary`)).json()) as { due: number }).due,
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

  it('lets a pupil set the learning goal in the settings', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await loginAs(context, server, seedUser(server, { name: 'Lea Ziel' }));
    await page.goto('/einstellungen#lernziel');
    const goal = page.getByRole('combobox', { name: 'Lernziel' });
    await goal.selectOption('0.95');
    await page.getByRole('form', { name: 'Lernziel ändern' }).getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Ihr Lernziel wurde aktualisiert.').waitFor();
    const account = (await (await context.request.get(`${server.url}/api/v1/account`)).json()) as {
      info: { retention: number };
    };
    expect(account.info.retention).toBe(0.95);
    await context.close();
  });

  it('tells a visitor to sign in, and a pupil with nothing due when the next card comes', async () => {
    const { context, page } = await newPage(browser, server.url, PHONE);
    await page.goto('/wiederholen');
    await page.getByText('Sie müssen angemeldet sein, um Karten zu wiederholen.').waitFor();
    await loginAs(context, server, seedUser(server, { name: 'Nina Nichts' }));
    await page.goto('/wiederholen');
    await page.getByText('Im Moment ist keine Karte fällig.').waitFor();
    await context.close();
  });
});
