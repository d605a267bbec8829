import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { expectTitle, newPage, PHONE, useServerAndBrowser } from './fixtures';
import { loginAs, seedUser } from './login';

/** A real Image Occlusion deck made by Anki 23.10+ (fixtures/README.md names its source). */
const DECK = fs.readFileSync(
  path.join(import.meta.dirname, '../apps/server/src/modules/learnsets/fixtures/anki21b-image-occlusion.apkg'),
);
// Verbatim from the task: the test guards the text, so it does not import it.
const QUESTION = 'Was ist verdeckt?';

const suite = useServerAndBrowser();

describe('an Anki image occlusion deck, on a 390 px phone and by keyboard alone', () => {
  it('uploads the deck and shows its card in Karteikarten with the masked picture, then uncovered', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, {
      ...PHONE,
      viewport: { width: 390, height: 844 },
    });
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Olga Occlusion' }));
    await page.goto('/lernsets/neu');
    await expectTitle(page, 'Lernset erstellen');
    const typeInto = async (label: string, text: string) => {
      await page.getByLabel(label, { exact: true }).focus();
      await page.keyboard.type(text);
    };
    const chooseByKeyboard = async (label: string) => {
      await page.getByLabel(label, { exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await page.getByLabel(label, { exact: true }).inputValue()).not.toBe('');
    };
    await typeInto('Titel', 'Anatomie verdeckt');
    await chooseByKeyboard('Fach');
    await typeInto('Beschreibung', 'Bildverdeckung aus Anki');
    await typeInto('Klasse oder Kursbezeichnung', '4c');
    await chooseByKeyboard('Klassenstufe');
    await chooseByKeyboard('Sprache');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'verdeckt.apkg', mimeType: 'application/octet-stream', buffer: DECK });
    await page.getByRole('button', { name: 'Hochladen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop() as string;
    await page.getByText('1 Übung', { exact: false }).first().waitFor();
    // Nothing was skipped: no notice about the file.
    expect(await page.getByText('Hinweise zur hochgeladenen Datei:').count()).toBe(0);

    await page.goto(`/lernsets/karten/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Karteikarten' }).waitFor();
    const card = page.locator('.flashcard');
    await card.getByText(QUESTION, { exact: true }).waitFor();
    // A button's content is presentational to assistive technology, so the picture is found by its element.
    const picture = card.locator('img.card-image');
    await picture.waitFor();
    expect(await picture.getAttribute('alt')).toBe(QUESTION);
    // Loaded and decoded: the masked picture, not a broken image.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const questionSrc = await picture.getAttribute('src');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/pics-occlusion-question-390.png' });

    // Turned by keyboard: the answer shows the picture uncovered (another image).
    await card.focus();
    await page.keyboard.press('Enter');
    await card.getByText('Antwort', { exact: true }).waitFor();
    const answerPicture = card.locator('img.card-image');
    await expect.poll(() => answerPicture.getAttribute('src')).not.toBe(questionSrc);
    await expect
      .poll(() => answerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The card turns with an animation: the screenshot waits for it to end.
    await card.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.screenshot({ path: '/tmp/pics-occlusion-answer-390.png' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
