import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './a11y-checks';
import { newPage, PHONE, PHONE_390, useServerAndBrowser } from './fixtures';
import { loginAs, seedUser } from './login';
import { uploadLearnset, watchAnswerCalls } from './learnset-fixtures';

const VISITOR_NOTICE = 'Sie sind nicht angemeldet.';
// Seven pairs: a round of six, then a round of one.
const ANIMALS: Record<string, string> = {
  Hund: 'dog',
  Katze: 'cat',
  Maus: 'mouse',
  Pferd: 'horse',
  Kuh: 'cow',
  Vogel: 'bird',
  Fisch: 'fish',
};
type Stats = Record<string, { correct: number; wrong: number }>;

const suite = useServerAndBrowser();
const PHONE_390_STILL = { ...PHONE_390, reducedMotion: 'reduce' as const };
let setId: string;
/** Exercise id by question. */
let ids: Record<string, string>;

beforeAll(async () => {
  const { context } = await newPage(suite.browser, suite.server.url, PHONE);
  await loginAs(context, suite.server, seedUser(suite.server, { name: 'Zora Zuordnung' }));
  const lines = Object.entries(ANIMALS).map(([q, a]) => `${q}; ${a}`);
  ({ id: setId, ids } = await uploadLearnset(context, suite.server, { title: 'Tiere zuordnen', lines }));
  await context.close();
});

async function stats(context: BrowserContext): Promise<Stats> {
  const res = await context.request.get(`${suite.server.url}/api/v1/learnsets/bulk/${setId}`);
  return ((await res.json()) as { stats: Stats }).stats ?? {};
}

/** The open questions of the round on screen, in grid order. */
async function openQuestions(page: Page): Promise<string[]> {
  const texts = await page.locator('.match-tile:not([disabled]) .match-tile-text').allInnerTexts();
  return texts.filter((text) => text in ANIMALS);
}

const tile = (page: Page, text: string) => page.locator('.match-grid').getByText(text, { exact: true });

/** Moves the focus with Tab / Shift+Tab to the tile showing `text`, as a keyboard user would. */
async function tabTo(page: Page, text: string) {
  const target = Number(await tile(page, text).locator('xpath=..').getAttribute('data-index'));
  for (let presses = 0; presses < 40; presses++) {
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.classList.contains('match-tile') ? Number(el.dataset.index) : -1;
    });
    if (at === target) return;
    await page.keyboard.press(at !== -1 && at > target ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tile ${text} not reached by Tab`);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
}

/**
 * Plays a whole game: one wrong pair first (the first question with the answer of the second),
 * then every pair. `pick` selects a tile by mouse or keyboard. Returns the question of the miss.
 */
async function playGame(page: Page, pick: (text: string, key: 'Enter' | 'Space') => Promise<void>) {
  await page.locator('.match-grid').waitFor();
  const [missQuestion, other] = await openQuestions(page);
  await pick(missQuestion!, 'Enter');
  await page.locator('.match-tile.selected').getByText('Ausgewählt').waitFor();
  await pick(ANIMALS[other!]!, 'Space');
  await expect.poll(() => page.locator('.match-grid').getByText('✗ Falsch').count()).toBe(2);
  await page.getByText(`Falsch: ${missQuestion} und ${ANIMALS[other!]} gehören nicht zusammen.`).waitFor();
  await page.getByText('Runde 1 von 2 · Paare 0 von 6').waitFor();
  for (const round of [1, 2]) {
    await page.locator('.match-progress', { hasText: `Runde ${round} von 2` }).waitFor();
    for (const question of await openQuestions(page)) {
      await pick(question, 'Enter');
      await pick(ANIMALS[question]!, 'Space');
      await expect.poll(async () => (await openQuestions(page)).includes(question)).toBe(false);
    }
  }
  await page.getByRole('heading', { level: 2, name: 'Alle Paare gefunden' }).waitFor();
  await page.locator('.reward-figure', { hasText: /^\d\d:\d\d,\d Ihre Zeit$/ }).waitFor();
  return missQuestion!;
}

async function expectStats(context: BrowserContext, missQuestion: string) {
  await expect
    .poll(async () => Object.values(await stats(context)).reduce((sum, s) => sum + s.correct + s.wrong, 0))
    .toBe(7);
  const stored = await stats(context);
  for (const [question, id] of Object.entries(ids)) {
    expect(stored[id]).toEqual(question === missQuestion ? { correct: 0, wrong: 1 } : { correct: 1, wrong: 0 });
  }
}

/** One round of six pairs whose answers are formulas (KaTeX): the TeX of each answer by question. */
const FORMULAS: Record<string, string> = {
  Quadrat: 'x^2',
  Kubik: 'x^3',
  Wurzel: '\\sqrt{x}',
  Kehrwert: '\\frac{1}{x}',
  Betrag: '|x|',
  Fakultät: 'n!',
};

/** The open tile whose typeset formula was written as `tex`. */
const formulaTile = (page: Page, tex: string) =>
  page.locator('button.match-tile', { has: page.locator('annotation', { hasText: tex }) });

/** The open tile showing `text`. */
const tileButton = (page: Page, text: string) =>
  page.locator('button.match-tile', { has: page.getByText(text, { exact: true }) });

const focusedTile = (page: Page) =>
  page.evaluate(() => document.activeElement?.classList.contains('match-tile') ?? false);

describe('Zuordnen in Chromium on a phone', () => {
  it('pairs by mouse with one wrong pair, shows the time and best time, stores one answer per pair', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Maja Maus' }));
    await page.goto(`/lernsets/zuordnen/${setId}`);
    await page.getByRole('heading', { level: 1, name: 'Zuordnen' }).waitFor();
    await page.getByText('Zeit: 00:00,0').waitFor();
    expect(await page.locator('.match-tile').count()).toBe(12);
    const miss = await playGame(page, (text) => tile(page, text).click());
    const time = await page.locator('.reward-number').innerText();
    await page.getByText(`Bestzeit für diese Auswahl: ${time}`).waitFor();
    await expectStats(context, miss);
    await noSidewaysScroll(page);

    // Against a slow stored best, the next game is a new best time.
    await page.evaluate(
      (key) => localStorage.setItem(key, String(59 * 60_000)),
      `lernplattform.zuordnen.bestzeit.${setId}`,
    );
    await page.getByRole('button', { name: 'Nochmals spielen' }).click();
    await page.getByText('Runde 1 von 2 · Paare 0 von 6').waitFor();
    await playGame(page, (text) => tile(page, text).click());
    await page.getByRole('status').getByText('Neue Bestzeit für diese Auswahl.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works by keyboard alone: Tab to a tile, Enter or Space to choose', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Karl Klaviatur' }));
    await page.goto(`/lernsets/zuordnen/${setId}`);
    const miss = await playGame(page, async (text, key) => {
      await tabTo(page, text);
      await page.keyboard.press(key);
    });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Alle Paare gefunden');
    await expectStats(context, miss);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Nochmals spielen
    await page.getByText('Runde 1 von 2 · Paare 0 von 6').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a visitor play at 320 px without sending anything', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, {
      ...PHONE,
      viewport: { width: 320, height: 640 },
    });
    const answers = watchAnswerCalls(page);
    await page.goto(`/lernsets/zuordnen/${setId}`);
    await page.getByText(VISITOR_NOTICE, { exact: false }).waitFor();
    await page.locator('.match-grid').waitFor();
    await noSidewaysScroll(page);
    // Two columns on the narrowest phone.
    const lefts = await page
      .locator('.match-tile')
      .evaluateAll((tiles) => tiles.map((t) => t.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(2);
    await playGame(page, (text) => tile(page, text).click());
    await noSidewaysScroll(page);
    expect(answers).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a round on a 390 px phone; a pair leaves the grid, the focus stays on a tile, formulas are typeset in the news', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Fritz Formel' }));
    const lines = Object.entries(FORMULAS).map(([q, tex]) => `${q}; $${tex}$`);
    const maths = await uploadLearnset(context, suite.server, { title: 'Formeln zuordnen', subject: 'MA', lines });
    await page.goto(`/lernsets/zuordnen/${maths.id}`);
    await expect.poll(() => page.locator('.match-grid .katex').count()).toBe(6);
    // The whole round is on the screen, below the rules and the clock: no scrolling to play it.
    const fits = () =>
      page.evaluate(() => {
        const grid = document.querySelector('.match-grid')?.getBoundingClientRect();
        return Boolean(grid && grid.top >= 0 && grid.bottom <= innerHeight && scrollY === 0);
      });
    expect(await fits()).toBe(true);
    await noSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/match-390.png' });

    // A wrong pair: the news names both, their formulas typeset.
    await tile(page, 'Quadrat').click();
    await formulaTile(page, 'x^3').click();
    const news = page.locator('.match-announcement');
    await news.getByText('gehören nicht zusammen', { exact: false }).waitFor();
    expect(await news.locator('.katex').count()).toBe(1);
    expect(await news.locator('annotation').textContent()).toBe('x^3');

    // A right pair by keyboard: both tiles leave the grid, their cells stay, the focus moves to an open tile.
    await tileButton(page, 'Kubik').focus();
    await page.keyboard.press('Enter');
    await formulaTile(page, 'x^3').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('button.match-tile').count()).toBe(10);
    await expect.poll(() => page.locator('.match-gone').count()).toBe(2);
    await expect.poll(() => page.locator('.match-gone').first().isVisible()).toBe(false);
    await expect.poll(() => focusedTile(page)).toBe(true);
    await news.getByText('Richtig:', { exact: false }).waitFor();
    expect(await news.locator('annotation').textContent()).toBe('x^3');
    expect(await fits()).toBe(true);
    await page.screenshot({ path: '/tmp/match-390-paired.png' });

    // The rest of the round by keyboard, each from the tile that has the focus.
    for (const [question, tex] of Object.entries(FORMULAS).filter(([q]) => q !== 'Kubik')) {
      await tileButton(page, question).focus();
      await page.keyboard.press('Enter');
      await formulaTile(page, tex).focus();
      await page.keyboard.press('Space');
      if (question !== 'Fakultät') await expect.poll(() => focusedTile(page)).toBe(true);
    }
    await page.getByRole('heading', { level: 2, name: 'Alle Paare gefunden' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Alle Paare gefunden');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/match-390-result.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets paired tiles vanish at once when the device asks for less motion', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, {
      ...PHONE_390_STILL,
    });
    await page.goto(`/lernsets/zuordnen/${setId}`);
    await page.locator('.match-grid').waitFor();
    const [question] = await openQuestions(page);
    await tile(page, question!).click();
    await tile(page, ANIMALS[question!]!).click();
    // No fading: hidden in the same frame, no animation running.
    await expect.poll(() => page.locator('.match-gone').count()).toBe(2);
    const gone = await page
      .locator('.match-gone')
      .evaluateAll((tiles) => tiles.map((t) => [getComputedStyle(t).visibility, t.getAnimations().length].join(' ')));
    expect(gone).toEqual(['hidden 0', 'hidden 0']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
