import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './fixtures';
import { apiPost, loginAs, seedUser, xsrfHeader } from './login';

/**
 * Formulas, images and reading aloud on cards, in every place a card side shows: the preview,
 * learn mode, Wiederholen, Karteikarten, Test (and its paper version) and Zuordnen.
 */
const suite = useServerAndBrowser();

const FIXTURES = path.resolve(import.meta.dirname, '../apps/server/src/modules/learnsets/images/fixtures');
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

/** Every exercise has a formula and an image on both sides, so whichever comes first shows them. */
const exercise = (n: number, questionImage: string, answerImage: string) => ({
  question: `Wie viel ist $${n} \\cdot 2$?`,
  answer: `$${2 * n}$`,
  question_image: questionImage,
  answer_image: answerImage,
});
const LONG_FORMULA = `$$${Array.from({ length: 60 }, (_, i) => `a_{${i}}`).join(' + ')}$$`;

async function uploadImage(context: BrowserContext, name: string): Promise<string> {
  const res = await context.request.post(`${suite.server.url}/api/v1/learnsets/images`, {
    headers: await xsrfHeader(context, suite.server),
    multipart: {
      file: { name, mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(FIXTURES, name)) },
    },
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (!body.id) throw new Error(`image refused: ${body.message}`);
  return body.id;
}

async function uploadJsonSet(context: BrowserContext, title: string, items: unknown[]): Promise<string> {
  const res = await context.request.post(`${suite.server.url}/api/v1/learnsets/new/form`, {
    headers: await xsrfHeader(context, suite.server),
    multipart: {
      title,
      subject: 'MA',
      description: 'Formeln und Bilder',
      class: '4a',
      grade: '4',
      language: 'de',
      file: { name: 'set.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(items)) },
    },
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (!body.id) throw new Error(`set refused: ${body.message}`);
  return body.id;
}

/** Records what the page asks the speech synthesis to say, instead of saying it. */
async function spyOnSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const spoken: Array<{ text: string; lang: string }> = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
    };
  });
}
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: Array<{ text: string; lang: string }> }).spoken);

/** A typeset formula with MathML for screen readers inside `scope`. */
async function expectFormula(page: Page, scope: string): Promise<void> {
  await page.locator(`${scope} .formula .katex-mathml math`).first().waitFor({ state: 'attached' });
  expect(await page.locator(`${scope} .formula-source`).count()).toBe(0);
}

/** A lazily loaded card image with the side's text as its alternative, loaded once it is in view. */
async function expectImage(page: Page, scope: string, altStart: string, loading = 'lazy'): Promise<void> {
  const image = page.locator(`${scope} img.card-image`).first();
  await image.waitFor({ state: 'attached' });
  expect(await image.getAttribute('loading')).toBe(loading);
  expect(await image.getAttribute('alt')).toMatch(new RegExp(`^${altStart}`));
  if (loading === 'lazy') await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(40);
}

async function speakerReads(page: Page, name: string, text: RegExp): Promise<void> {
  const before = (await spoken(page)).length;
  await page.getByRole('button', { name }).first().click();
  const said = (await spoken(page)).slice(before);
  expect(said).toHaveLength(1);
  expect(said[0]?.lang).toBe('de-CH');
  expect(said[0]?.text).toMatch(text);
}

describe('formulas, images and reading aloud on cards, in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let setId: string;
  let longSetId: string;

  beforeAll(async () => {
    ({ context, page, errors } = await newPage(suite.browser, suite.server.url));
    await spyOnSpeech(context);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Emmy Noether' }));
    const questionImage = await uploadImage(context, 'karte.png');
    const answerImage = await uploadImage(context, 'karte.webp');
    setId = await uploadJsonSet(
      context,
      'Verdoppeln',
      [1, 2, 3, 4].map((n) => exercise(n, questionImage, answerImage)),
    );
    longSetId = await uploadJsonSet(context, 'Lange Formel', [{ question: `Summe ${LONG_FORMULA}`, answer: 'gross' }]);
  });
  afterAll(async () => context?.close());

  it('shows them in the preview', async () => {
    await page.goto(`/lernsets/vorschau/${setId}`);
    await expectFormula(page, '.exercise-cards');
    await expectImage(page, '.exercise-cards', 'Wie viel ist \\d × 2\\?');
    // The preview lists cards; reading aloud belongs to the study modes.
    expect(await page.getByRole('button', { name: 'Frage vorlesen' }).count()).toBe(0);
  });

  it('shows and reads them in learn mode, on the question and after a wrong answer', async () => {
    await page.goto(`/lernsets/lernen/${setId}`);
    await expectFormula(page, '.learn-question');
    await expectImage(page, '.learn-question', 'Wie viel ist');
    await speakerReads(page, 'Frage vorlesen', /^Wie viel ist \d × 2\?$/);
    await page.getByRole('textbox').fill('falsch');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Falsch' }).waitFor();
    await expectFormula(page, '.learn-correct-answer');
    await expectImage(page, '.learn-correct-answer', '\\d');
    await speakerReads(page, 'Antwort vorlesen', /^\d$/);
  });

  it('shows them in Wiederholen', async () => {
    const data = (await (await context.request.get(`${suite.server.url}/api/v1/learnsets/data/${setId}`)).json()) as {
      exercises: Array<{ id_: string }>;
    };
    // Answered wrongly a week ago: due now.
    await apiPost(context, suite.server, `/learnsets/answer/${data.exercises[0]?.id_}`, {
      answer: 'x',
      value: false,
      at: daysAgo(7),
    });
    await page.goto('/wiederholen');
    await expectFormula(page, '.learn-question');
    await expectImage(page, '.learn-question', 'Wie viel ist');
    await speakerReads(page, 'Frage vorlesen', /^Wie viel ist/);
  });

  it('shows them on Karteikarten, both sides, with the speaker beside the card', async () => {
    await page.goto(`/lernsets/karten/${setId}`);
    await expectFormula(page, '.flashcard');
    await expectImage(page, '.flashcard', 'Wie viel ist');
    await speakerReads(page, 'Frage vorlesen', /^Wie viel ist/);
    await page.locator('.flashcard').click();
    await page.getByRole('button', { name: 'Gewusst', exact: true }).waitFor();
    await expectFormula(page, '.flashcard');
    await expectImage(page, '.flashcard', '\\d');
    await speakerReads(page, 'Antwort vorlesen', /^\d$/);
  });

  it('shows them in a Test and on its paper version', async () => {
    await page.goto(`/lernsets/test/${setId}`);
    await page.getByRole('button', { name: 'Test starten' }).click();
    await expectFormula(page, '.test-question-list');
    await expectImage(page, '.test-question-list', 'Wie viel ist');
    await speakerReads(page, 'Frage vorlesen', /^Wie viel ist/);
    // The paper version loads its images at once: a printer does not scroll.
    await page.emulateMedia({ media: 'print' });
    await expectFormula(page, '.test-print');
    await expectImage(page, '.test-print', 'Wie viel ist', 'eager');
    expect(await page.locator('.test-print .formula').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  it('shows them on the Zuordnen tiles, and reads the chosen tile aloud', async () => {
    await page.goto(`/lernsets/zuordnen/${setId}`);
    await expectFormula(page, '.match-grid .match-tile.question');
    await expectFormula(page, '.match-grid .match-tile.answer');
    await expectImage(page, '.match-grid .match-tile.question', 'Wie viel ist');
    await expectImage(page, '.match-grid .match-tile.answer', '\\d');
    // No tile chosen, nothing to read; a chosen question tile gets the speaker beside the clock.
    expect(await page.getByRole('button', { name: 'Frage vorlesen' }).count()).toBe(0);
    await page.locator('.match-grid .match-tile.question').first().click();
    await speakerReads(page, 'Frage vorlesen', /^Wie viel ist/);
    expect(errors).toEqual([]);
  });

  it('adds an image to a card in the editor and previews its formulas there', async () => {
    await page.goto(`/lernsets/bearbeiten/${longSetId}`);
    await page.locator('.formula-preview .katex-mathml math').first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Weitere Optionen für Zeile 1' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: '+ Bild zur Antwort Zeile 1' }).click(),
    ]);
    await chooser.setFiles(path.join(FIXTURES, 'karte.jpg'));
    await page.getByRole('img', { name: 'Bild zur Antwort Zeile 1' }).waitFor();
    await page.getByRole('button', { name: 'Ändern' }).click();
    await page.waitForURL(`**/lernsets/vorschau/${longSetId}`);
    await expectImage(page, '.exercise-cards', 'gross');
    // Removed again: the card shows no image any more.
    await page.goto(`/lernsets/bearbeiten/${longSetId}`);
    await page.getByRole('button', { name: 'Weitere Optionen für Zeile 1' }).click();
    await page.getByRole('button', { name: 'Bild entfernen (Bild zur Antwort Zeile 1)' }).click();
    await page.getByRole('button', { name: 'Ändern' }).click();
    await page.waitForURL(`**/lernsets/vorschau/${longSetId}`);
    await page.locator('.exercise-cards .formula').first().waitFor();
    expect(await page.locator('.exercise-cards img.card-image').count()).toBe(0);
  });

  it('gives large brackets their own font: no Content Security Policy refuses anything on a formula page', async () => {
    const brackets = await uploadJsonSet(context, 'Klammern', [
      {
        question: 'Vereinfache $$\\left( \\frac{a}{b} \\right)^2 \\bigg( x \\bigg) \\Bigg( y \\Bigg)$$',
        answer: 'gross',
      },
    ]);
    const formulaPage = await context.newPage();
    const refusals: string[] = [];
    formulaPage.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    // The page's own report of every refusal, whatever the console says about it.
    await formulaPage.exposeFunction('reportRefusal', (text: string) => refusals.push(text));
    await formulaPage.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportRefusal: (text: string) => void }).reportRefusal;
        report(`${event.violatedDirective}: ${event.blockedURI.slice(0, 60)}`);
      });
    });
    await formulaPage.goto(`/lernsets/vorschau/${brackets}`);
    await expectFormula(formulaPage, '.exercise-cards');
    // \bigg takes KaTeX_Size3, \Bigg KaTeX_Size4: both faces load from the site.
    const faces = (families: string[]) =>
      formulaPage.evaluate(async (wanted) => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => wanted.includes(face.family.replaceAll('"', '')))
          .map((face) => `${face.family.replaceAll('"', '')} ${face.status}`);
      }, families);
    await expect
      .poll(() => faces(['KaTeX_Size3', 'KaTeX_Size4']), { timeout: 60_000 })
      .toEqual(['KaTeX_Size3 loaded', 'KaTeX_Size4 loaded']);
    // The preferred format, as a file of the site (an inlined data: URL would be refused).
    const fontFiles = await formulaPage.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => /KaTeX_Size[34]/.test(file))
        .sort(),
    );
    expect(fontFiles).toEqual([
      expect.stringMatching(/^\/assets\/KaTeX_Size3-Regular-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/KaTeX_Size4-Regular-[\w-]+\.woff2$/),
    ]);
    expect(refusals).toEqual([]);
    await formulaPage.close();
  });

  it('lets a long formula scroll in its own box at 320 px, never the page', async () => {
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 320, height: 640 });
    for (const url of [
      `/lernsets/vorschau/${longSetId}`,
      `/lernsets/lernen/${longSetId}`,
      `/lernsets/karten/${longSetId}`,
    ]) {
      await narrow.goto(url);
      await expectFormula(narrow, 'main');
      const widths = await narrow.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
        formula: Math.max(...Array.from(document.querySelectorAll('.formula'), (f) => f.scrollWidth - f.clientWidth)),
      }));
      expect(widths.page, url).toBeLessThanOrEqual(widths.view);
      // The formula is wider than its box: it scrolls there.
      expect(widths.formula, url).toBeGreaterThan(0);
    }
    await narrow.close();
  });
});
