import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow, smallTargets } from './a11y-checks';
import { expectTitle, newPage, waitFor, useServerAndBrowser, PHONE_390 } from './fixtures';
import { loginAs, seedUser } from './login';

/** Real workbooks saved by LibreOffice Calc (see fixtures/README.md). */
const FIXTURES = path.join(import.meta.dirname, '../apps/server/src/modules/learnsets/fixtures');
const workbook = (name: string) => ({
  name,
  buffer: fs.readFileSync(path.join(FIXTURES, name)),
  mimeType: 'application/octet-stream',
});

const suite = useServerAndBrowser();

async function signedInPage(
  size: typeof PHONE_390,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await newPage(suite.browser, suite.server.url, size);
  await loginAs(opened.context, suite.server, seedUser(suite.server, { name: 'Tabea Tabelle' }));
  return opened;
}

async function fillFields(page: Page, title: string) {
  await page.goto('/lernsets/neu');
  await expectTitle(page, 'Lernset erstellen');
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.getByLabel('Fach', { exact: true }).selectOption('FR');
  await page.getByLabel('Beschreibung', { exact: true }).fill('Aus der Tabelle');
  await page.getByLabel('Klasse oder Kursbezeichnung', { exact: true }).fill('4c');
  await page.getByLabel('Klassenstufe', { exact: true }).selectOption('4');
  await page.getByLabel('Sprache', { exact: true }).selectOption('fr');
}

const status = (page: Page) => page.locator('.sheet-columns [role="status"]');
const previewRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Vorschau der Karten' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));

describe('uploading a workbook with a preview of its columns', () => {
  it('on a 390 px phone: detects the title row, leaves numbering and tags out, and stores the chosen columns', async () => {
    const { context, page, errors } = await signedInPage(PHONE_390);
    await fillFields(page, 'Spalten gewählt');
    await page.locator('input[type="file"]').setInputFiles(workbook('libreoffice-spalten.ods'));

    await page.getByRole('heading', { name: 'Spalten der Tabelle' }).waitFor();
    await status(page).filter({ hasText: '5 Karten erkannt.' }).waitFor();
    expect(await page.getByLabel('Die erste Zeile enthält Spaltentitel (sie wird keine Karte)').isChecked()).toBe(true);
    expect(await page.getByLabel('Frage aus').inputValue()).toBe('1');
    expect(await page.getByLabel('Antwort aus').inputValue()).toBe('2');
    expect((await previewRows(page))[0]).toEqual(['das Haus', 'la maison', '']);
    expect((await previewRows(page))[2]).toEqual(['- lich (Nachsilbe)', '-ique', '-al']);

    // French as the question: the answer takes German (the two swap); the tags become alternatives.
    await page.getByLabel('Frage aus').selectOption({ label: 'Spalte C: Französisch' });
    expect(await page.getByLabel('Antwort aus').inputValue()).toBe('1');
    await page.getByLabel('Spalte D: Tags').check();
    await page.getByLabel('Spalte E: Alternative').uncheck();
    expect((await previewRows(page))[0]).toEqual(['la maison', 'das Haus', 'lektion1 nomen']);

    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.sheet-columns').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/sheets-columns-390.png', fullPage: true });

    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
    await page.getByText('la maison', { exact: true }).first().waitFor();
    await page.getByText('5 Übungen', { exact: false }).first().waitFor();
    expect(await page.getByText('das Haus', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Nr.', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('by keyboard alone: the title row, the question column and an alternative are chosen and sent', async () => {
    const { context, page, errors } = await signedInPage({ viewport: { width: 390, height: 844 } } as typeof PHONE_390);
    await fillFields(page, 'Per Tastatur');
    await page.locator('input[type="file"]').setInputFiles(workbook('libreoffice-spalten.xlsx'));
    await status(page).filter({ hasText: '5 Karten erkannt.' }).waitFor();

    const header = page.getByLabel('Die erste Zeile enthält Spaltentitel (sie wird keine Karte)');
    await header.focus();
    await page.keyboard.press('Space');
    await status(page).filter({ hasText: '6 Karten erkannt.' }).waitFor();
    expect((await previewRows(page))[0]).toEqual(['Deutsch', 'Französisch', 'Alternative']);
    await page.keyboard.press('Space');
    await status(page).filter({ hasText: '5 Karten erkannt.' }).waitFor();

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await page.getByLabel('Frage aus').getAttribute('id'),
    );
    const focusVisible = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    });
    expect(focusVisible).toBe(true);
    await page.keyboard.press('ArrowDown');
    await waitFor(async () => ((await page.getByLabel('Frage aus').inputValue()) === '2' ? true : undefined));
    expect((await previewRows(page))[0]?.[0]).toBe('la maison');

    // Frage → Antwort → the alternatives' boxes (Nr., then Tags); Space ticks Tags.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Spalte D: Tags').isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Hochladen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
    await page.getByText('la maison', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says why a file named .xlsx cannot be read, before anything is sent', async () => {
    const { context, page } = await signedInPage(PHONE_390);
    await fillFields(page, 'Kaputt');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'kaputt.xlsx',
      buffer: Buffer.from('Frage;Antwort'),
      mimeType: 'application/octet-stream',
    });
    await page.getByRole('alert').filter({ hasText: 'Die Tabelle kann nicht gelesen werden.' }).waitFor();
    await context.close();
  });
});
