import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTitle, newPage, waitFor, useServerAndBrowser } from './fixtures';
import { loginAs, type SeededUser, seedUser } from './login';

// Texts verbatim from SPEC: the test guards them, so it does not import them.
const T = {
  noSelection: 'Bitte wählen Sie mindestens ein Lernset aus.',
  noMatch: 'Es konnten keine Lernsets gefunden werden, die den angegebenen Filterkriterien entsprechen.',
  statsFailed: 'Statistiken konnten nicht gespeichert werden, da die Verbindung zum Server fehlgeschlagen ist.',
  noAccess: 'Sie haben keinen Zugriff auf diese Seite.',
};
const ANIMALS = 'Hund; dog\nKatze; cat; kitty\n';
const COLOURS = '{"question": "rot", "answer": "red"}\n{"question": "blau", "answer": "blue", "frequency": 2}\n';
const ANSWERS: Record<string, string> = { Hund: 'dog', Katze: 'cat', rot: 'red', blau: 'blue' };

const suite = useServerAndBrowser();
let pupil: SeededUser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const sets: Record<string, string> = {};

beforeAll(async () => {
  pupil = seedUser(suite.server, { name: 'Lena Lernend' });
  ({ context, page, errors } = await newPage(suite.browser, suite.server.url));
  await loginAs(context, suite.server, pupil);
});
afterAll(async () => {
  await context?.close();
});

/** Fills the shared item form and sends it; returns the id from the preview it leads to. */
async function uploadThroughForm(title: string, file: { name: string; content: string | Buffer }) {
  await page.goto('/lernsets/neu');
  await expectTitle(page, 'Lernset erstellen');
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.getByLabel('Fach', { exact: true }).selectOption('EN');
  await page.getByLabel('Beschreibung', { exact: true }).fill('Wörter für die Prüfung');
  await page.getByLabel('Klasse oder Kursbezeichnung', { exact: true }).fill('5b');
  await page.getByLabel('Klassenstufe', { exact: true }).selectOption('5');
  await page.getByLabel('Sprache', { exact: true }).selectOption('en');
  const buffer = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
  await page.locator('input[type="file"]').setInputFiles({ name: file.name, mimeType: 'text/plain', buffer });
  await page.getByRole('button', { name: 'Hochladen' }).click();
}

async function uploaded(): Promise<string> {
  await page.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
  return page.url().split('/').at(-1) as string;
}

// Read as textContent: SPEC's status fields sit folded under 'Details' (decision 0033).
const status = (name: string) => page.locator(`[data-status="${name}"]`);
const question = () => page.locator('.learn-question').innerText();

async function answer(text: string, submit: 'Enter' | 'Weiter' = 'Enter') {
  const box = page.getByLabel('Ihre Antwort');
  await box.fill(text);
  if (submit === 'Enter') await box.press('Enter');
  else await page.getByRole('button', { name: 'Weiter' }).click();
}

async function waitForAnswered(count: number) {
  await page.waitForFunction(
    (n) => document.querySelector('[data-status="answered"]')?.textContent === String(n),
    count,
  );
}

/** The stored statistics of the signed-in pupil, summed, as the server returns them. */
async function storedTotal(ids: string[]): Promise<number> {
  const res = await context.request.get(`${suite.server.url}/api/v1/learnsets/bulk/${ids.join('.')}`);
  const { stats } = (await res.json()) as { stats: Record<string, { correct: number; wrong: number }> };
  return Object.values(stats).reduce((sum, s) => sum + s.correct + s.wrong, 0);
}

describe('learning sets in Chromium', () => {
  it('uploads a .txt and a .jsonl set through the form and shows their previews', async () => {
    await uploadThroughForm('Tiere', { name: 'tiere.txt', content: ANIMALS });
    sets.animals = await uploaded();
    await expectTitle(page, 'Lernset');
    await page.getByRole('heading', { level: 1, name: 'Tiere', exact: true }).waitFor();
    await page.getByText('2 Übungen', { exact: false }).first().waitFor();
    expect(await page.locator('.exercise-card').count()).toBe(2);
    expect(await page.locator('.exercise-card').first().innerText()).toContain('Hund');
    // The owner's actions are in the menu.
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByRole('link', { name: 'Bearbeiten' }).waitFor();

    await uploadThroughForm('Farben', { name: 'farben.jsonl', content: COLOURS });
    sets.colours = await uploaded();
    await page.getByRole('heading', { level: 1, name: 'Farben', exact: true }).waitFor();
    // textContent: an off-screen card (content-visibility: auto) has no rendered innerText.
    expect(await page.locator('.exercise-card').nth(1).textContent()).toMatch(/blau.*Zählt doppelt/);
  });

  it('refuses a bad file with the line and the problem, and stays on the form', async () => {
    await uploadThroughForm('Kaputt', { name: 'kaputt.txt', content: 'Hund; dog\nnur eine Frage\n' });
    await page.getByRole('alert').filter({ hasText: 'Zeile 2' }).waitFor();
    expect(await page.getByRole('alert').first().innerText()).toContain('Semikolon');
    expect(new URL(page.url()).pathname).toBe('/lernsets/neu');
  });

  it('selects two sets and learns a round whose statistics survive a reload', async () => {
    await page.goto('/lernsets');
    await expectTitle(page, 'Lernsets');
    await page.getByRole('heading', { name: '[EN] Tiere' }).waitFor();
    await page.getByRole('button', { name: 'Lernen' }).first().click();
    await page.getByText(T.noSelection).waitFor();

    await page.getByLabel('Titel oder Beschreibung').fill('gibt es nicht');
    await page.getByText(T.noMatch).waitFor();
    await page.getByLabel('Titel oder Beschreibung').fill('');

    await page.getByRole('heading', { name: '[EN] Tiere' }).click();
    await page.getByRole('checkbox', { name: '[EN] Farben' }).check();
    // Both sets of this file and the two starter sets every installation has.
    await page.getByText('4 angezeigt · 2 ausgewählt').waitFor();
    await page.getByRole('button', { name: 'Lernen' }).last().click();
    await page.waitForURL(/\/lernsets\/lernen\/[\w-]+\.[\w-]+$/);
    await expectTitle(page, 'Lernen');
    await page.locator('.learn-question').waitFor();
    expect(await status('total').textContent()).toBe('4 Übungen');
    expect(await status('answered').textContent()).toBe('0');
    expect(await page.locator('.learn-status-sets').innerText()).toMatch(/Tiere|Farben/);

    // Right at once.
    await answer(ANSWERS[await question()] as string);
    await waitForAnswered(1);
    expect(await status('grade').textContent()).toBe('~6.0');
    // Wrong, but rated 'Richtig'.
    await answer('keine Ahnung');
    await page.locator('.learn-given-answer').getByText('keine Ahnung').waitFor();
    expect(ANSWERS[await question()]).toBe(await page.locator('.learn-correct-answer').innerText());
    await page.getByRole('button', { name: 'Richtig' }).click();
    await waitForAnswered(2);
    // Wrong and rated 'Falsch'.
    await answer('weiss nicht', 'Weiter');
    await page.getByRole('button', { name: 'Falsch' }).click();
    await waitForAnswered(3);
    expect(await status('progress').textContent()).toBe('75 %');
    expect(await status('grade').textContent()).toBe('~4.3');
    expect(await status('exercise').textContent()).toMatch(/^[\w-]+$/);

    await waitFor(async () => ((await storedTotal([sets.animals, sets.colours] as string[])) === 3 ? true : undefined));
    await page.reload();
    await page.locator('.learn-question').waitFor();
    expect(await status('answered').textContent()).toBe('3');
    expect(await status('progress').textContent()).toBe('75 %');
    expect(await status('grade').textContent()).toBe('~4.3');
    expect(await page.getByText(T.statsFailed).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the error line when an answer cannot be saved, and learning goes on', async () => {
    await page.route('**/api/v1/learnsets/answer/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error","message":"x"}' }),
    );
    await page.goto(`/lernsets/lernen/${sets.animals}`);
    await page.locator('.learn-question').waitFor();
    const before = Number(await status('answered').textContent());
    await answer(ANSWERS[await question()] as string);
    await page.getByText(T.statsFailed).waitFor();
    await waitForAnswered(before + 1);
    await page.locator('.learn-question').waitFor();
    await page.unroute('**/api/v1/learnsets/answer/**');
  });

  it('exports a set and takes the export back as a new upload', async () => {
    await page.goto(`/lernsets/vorschau/${sets.animals}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Aktionen' })
        .click()
        .then(() => page.getByRole('link', { name: 'Als JSON exportieren' }).click()),
    ]);
    expect(download.suggestedFilename()).toBe('Tiere.json');
    const exported = fs.readFileSync((await download.path()) as string);
    expect(JSON.parse(exported.toString('utf8'))).toEqual([
      { question: 'Hund', answer: 'dog', answers: [], frequency: 1, auto_check: 0 },
      { question: 'Katze', answer: 'cat', answers: ['kitty'], frequency: 1, auto_check: 0 },
    ]);
    await uploadThroughForm('Tiere wieder', { name: 'Tiere.json', content: exported });
    await uploaded();
    await page.getByRole('heading', { level: 1, name: 'Tiere wieder', exact: true }).waitFor();
    const cards = await page.locator('.exercise-card').allTextContents();
    expect(cards).toHaveLength(2);
    expect(cards[1]).toMatch(/Katze.*cat.*Auch richtig: kitty/);
  });

  it('lets a visitor learn with local statistics only, and shows the notice', async () => {
    const visitor = await newPage(suite.browser, suite.server.url);
    const posts: string[] = [];
    visitor.page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await visitor.page.goto(`/lernsets/lernen/${sets.colours}`);
    await visitor.page.getByText('Sie sind nicht angemeldet.', { exact: false }).waitFor();
    const shown = await visitor.page.locator('.learn-question').innerText();
    expect(await visitor.page.locator('[data-status="answered"]').textContent()).toBe('0');
    await visitor.page.getByLabel('Ihre Antwort').fill(ANSWERS[shown] as string);
    await visitor.page.getByLabel('Ihre Antwort').press('Enter');
    await visitor.page.waitForFunction(() => document.querySelector('[data-status="answered"]')?.textContent === '1');
    expect(posts).toEqual([]);
    await visitor.page.reload();
    await visitor.page.locator('.learn-question').waitFor();
    expect(await visitor.page.locator('[data-status="answered"]').textContent()).toBe('0');
    await visitor.context.close();
  });

  it("refuses someone else's set on the edit page", async () => {
    const stranger = await newPage(suite.browser, suite.server.url);
    await loginAs(stranger.context, suite.server, seedUser(suite.server, { name: 'Sven Fremd' }));
    await stranger.page.goto(`/lernsets/vorschau/${sets.animals}`);
    await stranger.page.getByRole('button', { name: 'Aktionen' }).click();
    await stranger.page.getByRole('link', { name: 'Als JSON exportieren' }).waitFor();
    expect(await stranger.page.getByRole('link', { name: 'Bearbeiten' }).count()).toBe(0);
    await stranger.page.goto(`/lernsets/bearbeiten/${sets.animals}`);
    await stranger.page.getByText(T.noAccess).waitFor();
    await stranger.context.close();
  });
});
