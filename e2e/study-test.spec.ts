import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, useServerAndBrowser } from './fixtures';
import { loginAs, seedUser } from './login';
import { uploadLearnset, watchAnswerCalls } from './learnset-fixtures';

// Questions come in random order and kinds: the right answer is looked up from the uploaded set.
const ANSWERS: Record<string, string> = {
  Hund: 'dog',
  Katze: 'cat',
  Maus: 'mouse',
  Pferd: 'horse',
  Vogel: 'bird',
  Fisch: 'fish',
};
const SET_FILE = Object.entries(ANSWERS)
  .map(([question, answer]) => `${question}; ${answer}\n`)
  .join('');
const COUNT = Object.keys(ANSWERS).length;
const NARROW = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };

const suite = useServerAndBrowser();
let setId: string;

beforeAll(async () => {
  const { context } = await newPage(suite.browser, suite.server.url);
  await loginAs(context, suite.server, seedUser(suite.server, { name: 'Olga Autorin' }));
  setId = (
    await uploadLearnset(context, suite.server, { title: 'Tiere für den Test', lines: SET_FILE.trim().split('\n') })
  ).id;
  await context.close();
});

type Kind = 'typed' | 'choice' | 'truefalse';
interface Planned {
  question: string;
  kind: Kind;
  /** What the pupil enters: the text, option or verdict. */
  given: string;
  right: string;
}

/** Reads one question from the page and decides what to answer, wrong if asked to. */
async function plan(fieldset: Locator, wrong: boolean): Promise<Planned> {
  const question = (await fieldset.locator('.test-question-text').innerText()).trim();
  const right = ANSWERS[question] as string;
  if ((await fieldset.getByRole('textbox').count()) > 0) {
    return { question, kind: 'typed', given: wrong ? 'keine Ahnung' : right, right };
  }
  if ((await fieldset.getByRole('radio', { name: 'Richtig', exact: true }).count()) > 0) {
    const proposed = (await fieldset.locator('.test-proposal strong').innerText()).trim();
    const verdict = proposed === right ? 'Richtig' : 'Falsch';
    const other = verdict === 'Richtig' ? 'Falsch' : 'Richtig';
    return { question, kind: 'truefalse', given: wrong ? other : verdict, right };
  }
  const options = await fieldset
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
  expect(options).toHaveLength(4);
  expect(options).toContain(right);
  return { question, kind: 'choice', given: wrong ? (options.find((o) => o !== right) as string) : right, right };
}

const questions = (page: Page) => page.getByRole('form', { name: 'Testfragen' }).locator('fieldset.test-question');

/** Presses Tab until the element (or, for a group, something inside it) has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((el) => el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** The pupil's own statistics of the set, as the server keeps them. */
async function serverStats(context: BrowserContext) {
  const reply = await context.request.get(`${suite.server.url}/api/v1/learnsets/bulk/${setId}`);
  const body = (await reply.json()) as { stats?: Record<string, { correct: number; wrong: number }> };
  return Object.values(body.stats ?? {});
}

async function expectResult(page: Page, wrong: Planned) {
  const heading = page.getByRole('heading', { name: 'Ergebnis' });
  await heading.waitFor();
  expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.getByText(`${COUNT - 1} von ${COUNT} Punkten`).waitFor();
  // 5 of 6 right: 5/6 · 5 + 1 = 5.17, shown with one decimal.
  await page.getByText('Geschätzte Note: ~5.2').waitFor();
  const mistake = page.locator('.test-mistakes li');
  expect(await mistake.count()).toBe(1);
  expect(await mistake.locator('.test-mistake-question').innerText()).toContain(wrong.question);
  expect(await mistake.locator('.test-given').innerText()).toBe(wrong.given);
  expect(await mistake.locator('.test-right').innerText()).toContain(wrong.right);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
}

describe('the Test mode, in Chromium on a phone', () => {
  it('lets a signed-in pupil take a test of all three kinds by touch and stores one answer per question', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Tim Tester' }));
    await page.goto(`/lernsets/test/${setId}`);
    await page.getByRole('heading', { name: 'Test', level: 1 }).waitFor();
    const count = page.getByLabel('Anzahl Fragen');
    expect(await count.inputValue()).toBe(String(COUNT));
    // No kind chosen: a German message instead of a test.
    for (const kind of ['Eingabe', 'Multiple Choice', 'Richtig/Falsch'])
      await page.getByLabel(kind, { exact: true }).click();
    await page.getByRole('button', { name: 'Test starten' }).click();
    await page.getByText('Bitte wählen Sie mindestens eine Fragenart aus.').waitFor();
    for (const kind of ['Eingabe', 'Multiple Choice', 'Richtig/Falsch'])
      await page.getByLabel(kind, { exact: true }).click();
    await page.getByRole('button', { name: 'Test starten' }).click();

    await questions(page).first().waitFor();
    expect(await questions(page).count()).toBe(COUNT);
    const planned: Planned[] = [];
    for (let i = 0; i < COUNT; i++) {
      const fieldset = questions(page).nth(i);
      const step = await plan(fieldset, i === 0);
      planned.push(step);
      if (step.kind === 'typed') await fieldset.getByRole('textbox').fill(step.given);
      else await fieldset.getByRole('radio', { name: step.given, exact: true }).click();
    }
    expect(new Set(planned.map((p) => p.kind))).toEqual(new Set(['typed', 'choice', 'truefalse']));
    // The answer key waits for the printer.
    expect(await page.getByRole('heading', { name: 'Lösungen' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abgeben' }).click();

    await expectResult(page, planned[0] as Planned);
    await expect
      .poll(async () => (await serverStats(context)).map((s) => s.correct + s.wrong), { timeout: 60_000 })
      .toEqual(Array(COUNT).fill(1));
    const stats = await serverStats(context);
    expect(stats.filter((s) => s.wrong === 1)).toHaveLength(1);

    // Again with the one mistake only, then back to the setup.
    await page.getByRole('button', { name: 'Nochmals mit den Fehlern' }).click();
    expect(await questions(page).count()).toBe(1);
    expect(await questions(page).locator('.test-question-text').innerText()).toBe(planned[0]?.question);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works by keyboard alone: Tab, Space, arrow keys and Enter', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Kim Tastatur' }));
    await page.goto(`/lernsets/test/${setId}`);
    const count = page.getByLabel('Anzahl Fragen');
    await count.waitFor();
    await tabTo(page, count);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(COUNT));
    // Space takes 'Eingabe' out and puts it back.
    const typed = page.getByRole('checkbox', { name: 'Eingabe' });
    await tabTo(page, typed);
    await page.keyboard.press('Space');
    expect(await typed.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    expect(await typed.isChecked()).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Test starten' }));
    await page.keyboard.press('Enter');

    await questions(page).first().waitFor();
    const planned: Planned[] = [];
    for (let i = 0; i < COUNT; i++) {
      const fieldset = questions(page).nth(i);
      const step = await plan(fieldset, i === COUNT - 1);
      planned.push(step);
      await tabTo(page, fieldset);
      if (step.kind === 'typed') {
        await page.keyboard.type(step.given);
        continue;
      }
      // Tab lands on the first radio of an untouched group; the arrow keys move and choose.
      const values = await fieldset
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
      const target = values.indexOf(step.given);
      if (target === 0) await page.keyboard.press('Space');
      for (let move = 0; move < target; move++) await page.keyboard.press('ArrowDown');
      expect(await fieldset.getByRole('radio', { name: step.given, exact: true }).isChecked()).toBe(true);
    }
    await tabTo(page, page.getByRole('button', { name: 'Abgeben' }));
    await page.keyboard.press('Enter');

    await expectResult(page, planned[COUNT - 1] as Planned);
    await expect
      .poll(async () => (await serverStats(context)).map((s) => s.correct + s.wrong), { timeout: 60_000 })
      .toEqual(Array(COUNT).fill(1));
    // 'Neuer Test' by keyboard leads back to the setup.
    await tabTo(page, page.getByRole('button', { name: 'Neuer Test' }));
    await page.keyboard.press('Enter');
    await page.getByLabel('Anzahl Fragen').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a visitor take a test without storing anything, and fits 320 px', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, NARROW);
    await page.goto(`/lernsets/test/${setId}`);
    await page.getByText('Sie sind nicht angemeldet.', { exact: false }).waitFor();
    await noSidewaysScroll(page);
    const answerCalls = watchAnswerCalls(page);
    await page.getByRole('button', { name: 'Test starten' }).click();
    await questions(page).first().waitFor();
    await noSidewaysScroll(page);
    for (let i = 0; i < COUNT; i++) {
      const fieldset = questions(page).nth(i);
      const step = await plan(fieldset, i === 0);
      if (step.kind === 'typed') await fieldset.getByRole('textbox').fill(step.given);
      else await fieldset.getByRole('radio', { name: step.given, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Abgeben' }).click();
    await page.getByText(`${COUNT - 1} von ${COUNT} Punkten`).waitFor();
    await noSidewaysScroll(page);
    expect(answerCalls.length).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prints a paper test with the answer key on its own page and without the app around it', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, DESKTOP);
    await page.goto(`/lernsets/test/${setId}`);
    await page.getByLabel('Anzahl Fragen').waitFor();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Als Papiertest drucken' }).click();
    await page.locator('body[data-printed="yes"]').waitFor({ state: 'attached' });

    // On screen the app's frame shows and the answer key does not.
    await page.getByRole('button', { name: 'Abgeben' }).waitFor();
    expect(await page.locator('#sidebar').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Lösungen' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    const key = page.getByRole('heading', { name: 'Lösungen' });
    await key.waitFor();
    expect(await key.locator('xpath=..').evaluate((el) => getComputedStyle(el).breakBefore)).toBe('page');
    const answersInKey = await page.locator('.test-print-key li').allInnerTexts();
    expect(answersInKey).toHaveLength(COUNT);
    for (const line of answersInKey) expect(Object.values(ANSWERS).some((a) => line.includes(a))).toBe(true);
    expect(await page.locator('.test-print-questions > li').count()).toBe(COUNT);
    expect(await page.locator('#sidebar').isVisible()).toBe(false);
    expect(await page.locator('.mobile-header').isVisible()).toBe(false);
    expect(await page.locator('.footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Abgeben' }).isVisible()).toBe(false);

    // Back on screen: the questions to answer, no answer key.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Abgeben' }).waitFor();
    expect(await key.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
