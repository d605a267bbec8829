import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, PHONE, useServerAndBrowser, PHONE_390 } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { loginAs, seedUser } from './login';

const QUESTION = 'Hauptstadt von Deutschland?';
const LENIENCY_SAVED = 'Ihre Einstellungen zum Prüfen der Antworten wurden aktualisiert.';
/** A 390 px phone (iPhone 12 to 15), touch on. */
/** What a phone keyboard must leave alone in an answer box. */
const UNTOUCHED = { autocapitalize: 'none', autocorrect: 'off', spellcheck: 'false', autocomplete: 'off' };

const suite = useServerAndBrowser();

/** Types an answer into learn mode's box and sends it with Enter. */
async function answer(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Ihre Antwort' });
  await box.fill(text);
  await box.press('Enter');
}

/** The attributes that keep the phone from changing what the pupil types. */
const keyboardAttributes = (box: Locator) =>
  box.evaluate((el) =>
    Object.fromEntries(
      ['autocapitalize', 'autocorrect', 'spellcheck', 'autocomplete'].map((name) => [name, el.getAttribute(name)]),
    ),
  );

/** The pupil's statistics of the one exercise, as the server keeps them. */
async function serverStats(context: BrowserContext, setId: string, exerciseId: string) {
  const reply = await context.request.get(`${suite.server.url}/api/v1/learnsets/bulk/${setId}`);
  const body = (await reply.json()) as { stats?: Record<string, { correct: number; wrong: number }> };
  return body.stats?.[exerciseId] ?? { correct: 0, wrong: 0 };
}

describe('kinder answer checking, in Chromium on a phone', () => {
  it("checks exactly until the pupil loosens it, then counts 'Fast richtig' once as correct", async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Bea Berlin' }));
    const set = await uploadLearnset(context, suite.server, { title: 'Hauptstädte', lines: [`${QUESTION}; Berlin`] });
    const exerciseId = set.ids[QUESTION] as string;
    const stats = () => serverStats(context, set.id, exerciseId);

    // SPEC's exact match: lower case is a mismatch, which the pupil rates.
    await page.goto(`/lernsets/lernen/${set.id}`);
    await answer(page, 'berlin');
    await page.getByText('War Ihre Antwort richtig?').waitFor();
    expect(await page.getByText(/Fast richtig/).count()).toBe(0);
    await page.getByRole('button', { name: 'Falsch' }).click();
    await expect.poll(stats).toEqual({ correct: 0, wrong: 1 });

    // The settings section: three switches, off until switched on, each saved at once; 24 px
    // targets, no sideways scroll at 320 px.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/einstellungen#antworten-pruefen');
    const section = page.locator('section#antworten-pruefen');
    const choices = [
      ['ignoreCase', 'Gross-/Kleinschreibung ignorieren'],
      ['ignoreAccents', 'Akzente ignorieren'],
      ['allowTypo', 'Einen Tippfehler erlauben (ab 6 Zeichen)'],
    ] as const;
    const labels = choices.map(([, label]) => label);
    const stored = async () => {
      const reply = await context.request.get(`${suite.server.url}/api/v1/account`);
      return ((await reply.json()) as { info: { answerCheck: Record<string, boolean> } }).info.answerCheck;
    };
    for (const [key, label] of choices) {
      const toggle = section.getByRole('switch', { name: label });
      expect(await toggle.getAttribute('aria-checked'), label).toBe('false');
      const size = await toggle.boundingBox();
      expect(size?.width ?? 0).toBeGreaterThanOrEqual(24);
      expect(size?.height ?? 0).toBeGreaterThanOrEqual(24);
      await toggle.click();
      expect(await toggle.getAttribute('aria-checked'), label).toBe('true');
      await expect.poll(async () => (await stored())[key]).toBe(true);
      await section.locator('[role="switch"][aria-busy="true"]').first().waitFor({ state: 'detached' });
    }
    await page.getByRole('status').getByText(LENIENCY_SAVED).first().waitFor();
    await page.getByText('zählt als richtig').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    // Stored on the server: a reload shows them on.
    await page.reload();
    for (const label of labels) {
      expect(await section.getByRole('switch', { name: label }).getAttribute('aria-checked'), label).toBe('true');
    }
    await page.setViewportSize(PHONE.viewport);

    // Now lower case is right at once: no answer window, the next question comes.
    await page.goto(`/lernsets/lernen/${set.id}`);
    await answer(page, 'berlin');
    await expect.poll(stats).toEqual({ correct: 1, wrong: 1 });
    expect(await page.getByText('War Ihre Antwort richtig?').count()).toBe(0);

    // One swap: 'Fast richtig' with the right spelling, and Enter (focus on 'Weiter') goes on.
    await answer(page, 'Brelin');
    await page.getByText('Fast richtig: Berlin').waitFor();
    expect(await page.getByRole('button', { name: 'Richtig' }).count()).toBe(0);
    const next = page.getByRole('button', { name: 'Weiter' });
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Ihre Antwort' }).waitFor();
    await expect.poll(stats).toEqual({ correct: 2, wrong: 1 });
    // Counted once: one more right answer brings it to three, not four.
    await answer(page, 'Berlin');
    await expect.poll(stats).toEqual({ correct: 3, wrong: 1 });

    // The Test mode scores a typed answer one typo off as a point and lists the right spelling.
    await page.goto(`/lernsets/test/${set.id}`);
    await page.getByLabel('Multiple Choice', { exact: true }).click();
    await page.getByLabel('Richtig/Falsch', { exact: true }).click();
    await page.getByRole('button', { name: 'Test starten' }).click();
    await page.getByRole('textbox', { name: 'Ihre Antwort zu Frage 1' }).fill('Berlni');
    await page.getByRole('button', { name: 'Abgeben' }).click();
    await page.getByText('1 von 1 Punkten').waitFor();
    await page.getByText('Fast richtig: Berlin').waitFor();
    await expect.poll(stats).toEqual({ correct: 4, wrong: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps SPEC's exact match for a visitor", async () => {
    const owner = await newPage(suite.browser, suite.server.url);
    await loginAs(owner.context, suite.server, seedUser(suite.server, { name: 'Olga Autorin' }));
    const set = await uploadLearnset(owner.context, suite.server, {
      title: 'Hauptstädte',
      lines: [`${QUESTION}; Berlin`],
    });
    await owner.context.close();

    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE);
    await page.goto(`/lernsets/lernen/${set.id}`);
    await answer(page, 'Brelin');
    await page.getByText('War Ihre Antwort richtig?').waitFor();
    expect(await page.getByText(/Fast richtig/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('judges what the pupil typed on a phone: no auto-capitals, the curly apostrophe, case forgiven in one tap', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Lea Lyon' }));
    const set = await uploadLearnset(context, suite.server, { title: 'Französisch', lines: ["Wasser?; l'eau"] });
    const exerciseId = set.ids['Wasser?'] as string;
    const stats = () => serverStats(context, set.id, exerciseId);
    const answerCheck = async () =>
      (
        (await (await context.request.get(`${suite.server.url}/api/v1/account`)).json()) as {
          info: { answerCheck: object };
        }
      ).info.answerCheck;

    await page.goto(`/lernsets/lernen/${set.id}`);
    expect(await keyboardAttributes(page.getByRole('textbox', { name: 'Ihre Antwort' }))).toEqual(UNTOUCHED);

    // The iPhone's apostrophe is right under SPEC's exact check: counted, no answer window.
    await answer(page, 'l\u2019eau');
    await expect.poll(stats).toEqual({ correct: 1, wrong: 0 });
    expect(await page.getByText('War Ihre Antwort richtig?').count()).toBe(0);

    // Wrong only by case: the window says so and offers to ignore case, in one tap, within the phone's width.
    await answer(page, "L'eau");
    await page.getByText('Ihre Antwort unterscheidet sich nur in der Gross-/Kleinschreibung.').waitFor();
    await page.getByRole('button', { name: 'Gross-/Kleinschreibung künftig ignorieren?' }).tap();
    await page.getByText('Gross-/Kleinschreibung wird künftig ignoriert.').waitFor();
    expect(await answerCheck()).toEqual({ ignoreCase: true, ignoreAccents: false, allowTypo: false });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.getByRole('button', { name: 'Falsch' }).tap();
    await expect.poll(stats).toEqual({ correct: 1, wrong: 1 });

    // The next answer wrong only by case counts at once.
    await answer(page, 'L\u2019EAU');
    await expect.poll(stats).toEqual({ correct: 2, wrong: 1 });
    expect(await page.getByText('War Ihre Antwort richtig?').count()).toBe(0);

    // The Test mode's box leaves the typing alone too and scores the curly apostrophe.
    await page.goto(`/lernsets/test/${set.id}`);
    await page.getByLabel('Multiple Choice', { exact: true }).click();
    await page.getByLabel('Richtig/Falsch', { exact: true }).click();
    await page.getByRole('button', { name: 'Test starten' }).click();
    const testBox = page.getByRole('textbox', { name: 'Ihre Antwort zu Frage 1' });
    expect(await keyboardAttributes(testBox)).toEqual(UNTOUCHED);
    await testBox.fill('l\u2019eau');
    await page.getByRole('button', { name: 'Abgeben' }).click();
    await page.getByText('1 von 1 Punkten').waitFor();

    // The settings page shows the option the tap switched on.
    await page.goto('/einstellungen#antworten-pruefen');
    const section = page.locator('section#antworten-pruefen');
    expect(
      await section.getByRole('switch', { name: 'Gross-/Kleinschreibung ignorieren' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await section.getByRole('switch', { name: 'Akzente ignorieren' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers no option to a visitor, whose check stays exact', async () => {
    const owner = await newPage(suite.browser, suite.server.url);
    await loginAs(owner.context, suite.server, seedUser(suite.server, { name: 'Otto Autor' }));
    const set = await uploadLearnset(owner.context, suite.server, { title: 'Französisch', lines: ["Wasser?; l'eau"] });
    await owner.context.close();

    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    await page.goto(`/lernsets/lernen/${set.id}`);
    await answer(page, "L'eau");
    await page.getByText('War Ihre Antwort richtig?').waitFor();
    expect(await page.getByText(/künftig/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
