import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser, PHONE_390 } from './fixtures';
import { loginAs, seedUser } from './login';
import { setDetail, uploadLearnset } from './learnset-fixtures';

// Texts as the task names them: the test guards them, so it does not import them.
const FORWARDS = 'Frage → Antwort';
const BACKWARDS = 'Antwort → Frage';
const MIXED = 'Gemischt';
/** German questions, French answers (the set's language). */
const WORDS = { Hund: 'chien', Katze: 'chat', Maus: 'souris' } as const;
type German = keyof typeof WORDS;
const GERMAN_OF = Object.fromEntries(Object.entries(WORDS).map(([de, fr]) => [fr, de])) as Record<string, German>;
type Stats = Record<string, { correct: number; wrong: number }>;

const suite = useServerAndBrowser();
let setId: string;
/** Exercise id by German question. */
let ids: Record<German, string>;

beforeAll(async () => {
  const { context } = await newPage(suite.browser, suite.server.url, PHONE_390);
  await loginAs(context, suite.server, seedUser(suite.server, { name: 'Franz Wort' }));
  // 'le chien' is an alternative answer to 'Hund': it is no question the other way round.
  const uploaded = await uploadLearnset(context, suite.server, {
    title: 'Tiere auf Französisch',
    subject: 'FR',
    language: 'fr',
    lines: ['Hund; chien; le chien', 'Katze; chat', 'Maus; souris'],
  });
  setId = uploaded.id;
  ids = uploaded.ids as Record<German, string>;
  await context.close();
});

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
const lastSpoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: Array<{ text: string; lang: string }> }).spoken.at(-1));

async function pupil(name: string) {
  const opened = await newPage(suite.browser, suite.server.url, PHONE_390);
  await spyOnSpeech(opened.context);
  await loginAs(opened.context, suite.server, seedUser(suite.server, { name }));
  return opened;
}

async function stats(context: BrowserContext): Promise<Stats> {
  const res = await context.request.get(`${suite.server.url}/api/v1/learnsets/bulk/${setId}`);
  return ((await res.json()) as { stats?: Stats }).stats ?? {};
}
const total = (s: Stats) => Object.values(s).reduce((sum, e) => sum + e.correct + e.wrong, 0);

const choice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Abfragen:' }).getByRole('button', { name, exact: true });
const pressed = async (page: Page, name: string) => (await choice(page, name).getAttribute('aria-pressed')) === 'true';

/** The question learn mode shows now, with its `lang`, once the answer box is there. */
async function learnQuestion(page: Page): Promise<{ text: string; lang: string | null }> {
  await page.getByLabel('Ihre Antwort').waitFor();
  const face = page.getByRole('form', { name: 'Frage' }).locator('.card-face-text');
  return { text: (await face.innerText()).trim(), lang: await face.getAttribute('lang') };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
}

describe('both directions in Chromium on a 390 px phone', () => {
  it('asks answer→question in learn mode, reads each side in its language and stores the answers for the same exercises', async () => {
    const { context, page, errors } = await pupil('Rita Rückwärts');
    await page.goto(`/lernsets/lernen/${setId}`);
    await page.getByRole('heading', { level: 1, name: 'Lernen' }).waitFor();
    // The first question (from the start call) is asked forwards: German, read in German.
    const first = await learnQuestion(page);
    expect(Object.keys(WORDS)).toContain(first.text);
    expect(first.lang).toBe('de-CH');
    expect(await pressed(page, FORWARDS)).toBe(true);

    await choice(page, BACKWARDS).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?richtung=rueckwaerts');
    // The URL changes first; the mode starts anew with the render that presses the button.
    await expect.poll(() => pressed(page, BACKWARDS)).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Die Übungen beginnen neu.' }).waitFor({ state: 'attached' });

    // Three answers: the French word is asked, the German one is right, 'le chien' no longer counts.
    const asked: German[] = [];
    for (let i = 0; i < 3; i++) {
      const shown = await learnQuestion(page);
      const german = GERMAN_OF[shown.text];
      expect(german, `shown: ${shown.text}`).toBeDefined();
      expect(shown.lang).toBe('fr-CH');
      await page.getByRole('button', { name: 'Frage vorlesen' }).click();
      expect(await lastSpoken(page)).toEqual({ text: shown.text, lang: 'fr-CH' });
      asked.push(german!);
      await page.getByLabel('Ihre Antwort').fill(german!);
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.waitForFunction(
        (n) => document.querySelector('[data-status="answered"]')?.textContent === String(n),
        i + 1,
      );
    }
    await expect.poll(async () => total(await stats(context))).toBe(3);
    const stored = await stats(context);
    for (const german of new Set(asked)) {
      expect(stored[ids[german]]).toEqual({ correct: asked.filter((g) => g === german).length, wrong: 0 });
    }

    // The answer window shows the German question as the answer, read in German.
    const shown = await learnQuestion(page);
    await page.getByLabel('Ihre Antwort').fill('le chien');
    await page.getByRole('button', { name: 'Weiter' }).click();
    const answerFace = page.locator('.card-face-text[lang="de-CH"]').filter({ hasText: GERMAN_OF[shown.text]! });
    await answerFace.waitFor();
    await page.getByRole('button', { name: 'Antwort vorlesen' }).click();
    expect(await lastSpoken(page)).toEqual({ text: GERMAN_OF[shown.text], lang: 'de-CH' });
    await page.screenshot({ path: '/tmp/dir-learn-backwards.png', fullPage: true });
    await noSidewaysScroll(page);

    // A reload keeps the direction; so does another mode opened without it (the device's last choice).
    await page.reload();
    expect(GERMAN_OF[(await learnQuestion(page)).text]).toBeDefined();
    expect(await pressed(page, BACKWARDS)).toBe(true);
    await page.goto(`/lernsets/karten/${setId}`);
    await page.locator('.cards-position').getByText('Karte 1 von 3').waitFor();
    expect(await pressed(page, BACKWARDS)).toBe(true);
    const cardText = page.locator('.flashcard .flashcard-text');
    expect(GERMAN_OF[(await cardText.innerText()).trim()]).toBeDefined();
    expect(await cardText.getAttribute('lang')).toBe('fr-CH');
    await page.screenshot({ path: '/tmp/dir-cards-backwards.png', fullPage: true });

    // Zuordnen and Test ask the same way.
    await page.goto(`/lernsets/zuordnen/${setId}`);
    await page.locator('.match-tile.question .match-tile-text[lang="fr-CH"]').first().waitFor();
    expect(await page.locator('.match-tile.answer .match-tile-text[lang="de-CH"]').count()).toBe(3);
    await page.screenshot({ path: '/tmp/dir-match-backwards.png', fullPage: true });
    await page.goto(`/lernsets/test/${setId}`);
    expect(await pressed(page, BACKWARDS)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a pupil choose mixed by keyboard alone and answer each exercise the way it is asked, stored for that exercise', async () => {
    const { context, page, errors } = await pupil('Mia Mischung');
    await page.goto(`/lernsets/lernen/${setId}`);
    await learnQuestion(page);
    // The answer box has the focus; Shift+Tab goes back past the speaker to the choice, Enter takes it.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === MIXED) break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(MIXED);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).search).toBe('?richtung=gemischt');
    await expect.poll(() => pressed(page, MIXED)).toBe(true);

    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const shown = await learnQuestion(page);
      const reversed = shown.text in GERMAN_OF;
      expect(shown.lang).toBe(reversed ? 'fr-CH' : 'de-CH');
      seen.add(`${shown.text}`);
      const answer = reversed ? GERMAN_OF[shown.text]! : WORDS[shown.text as German];
      // The answer box has the focus after each question: type and Enter, no mouse.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
      await page.keyboard.type(answer);
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (n) => document.querySelector('[data-status="answered"]')?.textContent === String(n),
        i + 1,
      );
    }
    await expect.poll(async () => total(await stats(context))).toBe(6);
    const stored = await stats(context);
    // Every answer counted as correct, for one of the set's three exercises, whichever way it was asked.
    expect(Object.keys(stored).every((id) => Object.values(ids).includes(id))).toBe(true);
    expect(Object.values(stored).every((s) => s.wrong === 0)).toBe(true);
    // An exercise keeps its way for the session: a word is never asked both ways.
    for (const [german, french] of Object.entries(WORDS)) expect(seen.has(german) && seen.has(french)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("stores a set's question language from the upload form, shows it and reads the questions in it", async () => {
    const { context, page, errors } = await pupil('Emil English');
    await page.goto('/lernsets/neu?art=datei');
    await page.getByLabel('Titel', { exact: true }).fill('Englische Fragen');
    await page.getByLabel('Fach', { exact: true }).selectOption('EN');
    await page.getByLabel('Beschreibung', { exact: true }).fill('Fragen auf Englisch, Antworten auf Deutsch');
    await page.getByLabel('Klasse oder Kursbezeichnung', { exact: true }).fill('5b');
    await page.getByLabel('Klassenstufe', { exact: true }).selectOption('5');
    await page.getByLabel('Sprache', { exact: true }).selectOption('de');
    const questionLanguage = page.getByLabel('Sprache der Fragen', { exact: true });
    expect(await questionLanguage.inputValue()).toBe('de');
    await questionLanguage.selectOption('en');
    await page.screenshot({ path: '/tmp/dir-upload-form.png', fullPage: true });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'set.txt', mimeType: 'text/plain', buffer: Buffer.from('dog; Hund\n') });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
    const id = page.url().split('/').at(-1)!;
    await (await setDetail(page, 'Sprache der Fragen')).getByText('Englisch', { exact: true }).waitFor();
    // The preview's card names each side's language for screen readers.
    await page.locator('.exercise-card .card-face-text[lang="en-GB"]').getByText('dog').waitFor();
    await page.locator('.exercise-card .card-face-text[lang="de-CH"]').getByText('Hund').waitFor();
    await page.screenshot({ path: '/tmp/dir-preview.png', fullPage: true });

    await page.goto(`/lernsets/lernen/${id}?richtung=vorwaerts`);
    const shown = await learnQuestion(page);
    expect(shown).toEqual({ text: 'dog', lang: 'en-GB' });
    await page.getByRole('button', { name: 'Frage vorlesen' }).click();
    expect(await lastSpoken(page)).toEqual({ text: 'dog', lang: 'en-GB' });

    // The edit form and the browser editor show the stored choice.
    await page.goto(`/lernsets/bearbeiten/${id}?art=datei`);
    expect(await page.getByLabel('Sprache der Fragen', { exact: true }).inputValue()).toBe('en');
    await page.goto(`/lernsets/bearbeiten/${id}?art=editor`);
    const inEditor = page.getByLabel('Sprache der Fragen', { exact: true });
    await inEditor.waitFor();
    expect(await inEditor.inputValue()).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
