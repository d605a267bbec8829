import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTitle, newPage, PHONE, useServerAndBrowser } from './fixtures';
import { schema16WithNotes } from '../apps/server/src/modules/learnsets/anki/anki-test-packages';
import { loginAs, seedUser } from './login';

/** Real files: a sheet saved by LibreOffice Calc and a deck exported by Anki 2.1 (see their README). */
const FIXTURES = path.join(import.meta.dirname, '../apps/server/src/modules/learnsets/fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  const pupil = seedUser(suite.server, { name: 'Ida Import' });
  ({ context, page, errors } = await newPage(suite.browser, suite.server.url));
  await loginAs(context, suite.server, pupil);
});
afterAll(async () => {
  await context?.close();
});

/** Fills the upload form as a pupil does and sends the file. */
async function uploadThroughForm(title: string, file: { name: string; buffer: Buffer }) {
  await page.goto('/lernsets/neu');
  await expectTitle(page, 'Lernset erstellen');
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.getByLabel('Fach', { exact: true }).selectOption('FR');
  await page.getByLabel('Beschreibung', { exact: true }).fill('Aus einem anderen Programm');
  await page.getByLabel('Klasse oder Kursbezeichnung', { exact: true }).fill('4c');
  await page.getByLabel('Klassenstufe', { exact: true }).selectOption('4');
  await page.getByLabel('Sprache', { exact: true }).selectOption('fr');
  await page.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'application/octet-stream' });
  await page.getByRole('button', { name: 'Hochladen' }).click();
}

async function previewReached(title: string) {
  await page.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

async function download(linkName: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // From the set's menu of actions.
    page
      .getByRole('button', { name: 'Aktionen' })
      .click()
      .then(() => page.getByRole('link', { name: linkName, exact: true }).click()),
  ]);
  const file = await download.path();
  return { download, bytes: fs.readFileSync(file) };
}

describe('bringing sets from other programs and taking them back out', () => {
  it('offers the new formats in the file chooser and names them in the help line', async () => {
    await page.goto('/lernsets/neu');
    const accept = await page.locator('input[type="file"]').getAttribute('accept');
    for (const extension of ['.txt', '.json', '.jsonl', '.csv', '.tsv', '.apkg', '.colpkg', '.anki2']) {
      expect(accept).toContain(extension);
    }
    await page.getByRole('link', { name: 'Anki-Dateien (.apkg, .colpkg, .anki2)' }).waitFor();
  });

  it('stores a CSV from LibreOffice Calc, and downloads it back as .csv', async () => {
    await uploadThroughForm('Vokabeln Calc', { name: 'Vokabeln.csv', buffer: fixture('libreoffice-utf8-comma.csv') });
    await previewReached('Vokabeln Calc');
    await page.getByText('Was sagt «Grüezi» auf Französisch?', { exact: true }).waitFor();
    await page.getByText('5 Übungen', { exact: false }).first().waitFor();

    const { download: csv, bytes } = await download('Als CSV exportieren');
    expect(csv.suggestedFilename()).toBe('Vokabeln_Calc.csv');
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFFFrage;Antwort;Alternative 1\r\n')).toBe(true);
    expect(text).toContain('Häuser;houses;homes\r\n');
    expect(errors).toEqual([]);
  });

  it('stores an Anki deck with every card kind, and its .apkg export uploads again to the same exercises', async () => {
    await uploadThroughForm('Anki Stapel', { name: 'Stapel.apkg', buffer: fixture('anki2-all-note-types.apkg') });
    await previewReached('Anki Stapel');
    await page.getByText('Cloze text. Canberra was founded in […].', { exact: true }).waitFor();
    await page.getByText('Basic (and reversed card) back', { exact: true }).first().waitFor();
    const questions = await page.locator('.exercise-card').count();
    expect(questions).toBe(10);

    const { download: apkg, bytes } = await download('Als Anki-Paket exportieren');
    expect(apkg.suggestedFilename()).toBe('Anki_Stapel.apkg');
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(bytes.includes(Buffer.from('collection.anki2'))).toBe(true);

    await uploadThroughForm('Anki zurück', { name: 'Anki_Stapel.apkg', buffer: bytes });
    await previewReached('Anki zurück');
    await page.getByText('Cloze text. Canberra was founded in […].', { exact: true }).waitFor();
    expect(await page.locator('.exercise-card').count()).toBe(10);
    expect(errors).toEqual([]);
  });

  it('shows the German message naming the row of a bad file and stays on the form', async () => {
    await uploadThroughForm('Kaputte Tabelle', { name: 'kaputt.csv', buffer: Buffer.from('Hund;dog\nKatze\n') });
    await page
      .getByRole('alert')
      .getByText('Zeile 2: Es fehlt die Antwort in der zweiten Spalte (Frage, Antwort, weitere Antworten).')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/lernsets/neu');
  });
});

describe('a real deck with cards Anki shows empty, on a 390 px phone and by keyboard alone', () => {
  it("uploads AnkiDroid's template deck and lists the skipped cards and the missing pictures", async () => {
    const phone = await newPage(suite.browser, suite.server.url, { ...PHONE, viewport: { width: 390, height: 844 } });
    const pupil = seedUser(suite.server, { name: 'Tina Thai' });
    await loginAs(phone.context, suite.server, pupil);
    const p = phone.page;
    await p.goto('/lernsets/neu');
    await expectTitle(p, 'Lernset erstellen');
    // Keyboard only: text typed into each field, a choice made with the arrow keys.
    const typeInto = async (label: string, text: string) => {
      await p.getByLabel(label, { exact: true }).focus();
      await p.keyboard.press('Control+A');
      await p.keyboard.type(text);
    };
    const chooseByKeyboard = async (label: string) => {
      const select = p.getByLabel(label, { exact: true });
      await select.focus();
      if (!(await select.inputValue())) await p.keyboard.press('ArrowDown');
      expect(await select.inputValue()).not.toBe('');
    };
    await typeInto('Titel', 'Thai und Anatomie');
    await chooseByKeyboard('Fach');
    await typeInto('Beschreibung', 'Aus Anki');
    await typeInto('Klasse oder Kursbezeichnung', '4c');
    await chooseByKeyboard('Klassenstufe');
    await chooseByKeyboard('Sprache');
    await p.locator('input[type="file"]').setInputFiles({
      name: 'templates.apkg',
      mimeType: 'application/octet-stream',
      buffer: fixture('anki/ankidroid-templates.apkg'),
    });
    await p.getByRole('button', { name: 'Hochladen' }).focus();
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);

    const notice = p.getByRole('status').filter({ hasText: 'Hinweise zur hochgeladenen Datei:' });
    await notice.waitFor();
    const lines = await notice.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^Notiz 18 \(«\{\{c1::子\}\}»\): Die Lücke dieser Lückentext-Karte wurde aus dem Text gelöscht/,
    );
    expect(lines[2]).toMatch(/Bilder, die Karten zeigen, fehlen im Anki-Paket/);
    await p.getByText('144 Übungen', { exact: false }).waitFor();
    await expect.poll(() => p.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await p.getByText('Which movements result from the contraction of Coracobrachialis?', { exact: true }).waitFor();
    // Nothing wider than the phone.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await notice.scrollIntoViewIfNeeded();
    await p.screenshot({ path: '/tmp/anki-import-notice-390.png' });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

describe("Anki's formulas, on a 390 px phone", () => {
  it('typesets MathJax and LaTeX from a bare collection (.anki2) with KaTeX, and shows a broken one as text', async () => {
    const phone = await newPage(suite.browser, suite.server.url, { ...PHONE, viewport: { width: 390, height: 844 } });
    await loginAs(phone.context, suite.server, seedUser(suite.server, { name: 'Franz Formel' }));
    page = phone.page;
    await uploadThroughForm('Formeln aus Anki', { name: 'collection.anki2', buffer: Buffer.from(schema16WithNotes()) });
    await previewReached('Formeln aus Anki');
    const notice = page.getByRole('status').filter({ hasText: 'Hinweise zur hochgeladenen Datei:' });
    await notice.getByText('Die Vorderseite dieser Karte ist leer', { exact: false }).waitFor();
    const first = page.locator('.exercise-card').first();
    // KaTeX's MathML beside its HTML: what a screen reader reads.
    await first.locator('.katex math').first().waitFor();
    await page.getByText('\\frac{1}{', { exact: true }).waitFor();
    await page.getByText('Привет', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/anki-formulas-390.png', fullPage: true });
    await page.locator('.exercise-card').nth(2).screenshot({ path: '/tmp/anki-formula-card-390.png' });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});
