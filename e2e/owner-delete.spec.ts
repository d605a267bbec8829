import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUpload, tinyPdf } from './documents-fixtures';
import { expectTitle, newPage, PHONE, useServerAndBrowser } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { loginAs, seedUser, type SeededUser } from './login';

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];
let owner: SeededUser;

beforeAll(async () => {
  ({ context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE));
  owner = seedUser(suite.server, { name: 'Lea Aufräumer' });
  await loginAs(context, suite.server, owner);
});
afterAll(async () => {
  await context?.close();
});

/** Presses Tab until `target` has the focus. */
async function tabTo(target: Locator, maxStops = 80): Promise<void> {
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Opens the set page's menu of actions by keyboard: the keyboard lands on its first item. */
async function openActionsByKeyboard(): Promise<void> {
  await tabTo(page.getByRole('button', { name: 'Aktionen' }));
  await page.keyboard.press('Enter');
}

/** 'Löschen', the question naming what goes, then the confirmation: all by keyboard. */
async function deleteByKeyboard(question: string): Promise<void> {
  const remove = page.getByRole('button', { name: 'Löschen', exact: true });
  if (!(await remove.evaluate((el) => el === document.activeElement))) await tabTo(remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText(question).waitFor();
  // The keyboard lands on the answer: Enter deletes.
  const confirm = dialog.getByRole('button', { name: 'Ja, löschen' });
  expect(await confirm.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
}

describe('owners delete their own items by keyboard', () => {
  it('deletes a document from its preview: the file is gone and the list no longer shows it', async () => {
    const fields = {
      title: 'Alte Notizen',
      subject: 'MA',
      description: 'Nicht mehr nötig',
      class: '3a',
      grade: '3',
      language: 'de',
    };
    const id = await apiUpload(context, suite.server, fields, {
      name: 'alt.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    const folder = path.join(suite.server.dataDir, 'files', 'documents', id);
    expect(fs.existsSync(folder)).toBe(true);

    await page.goto(`/dokumente/vorschau/${id}`);
    await page.getByRole('heading', { name: '[MA] Alte Notizen' }).waitFor();
    await deleteByKeyboard('Das Dokument «Alte Notizen» wirklich löschen? Die Datei wird vom Server entfernt.');
    await page.waitForURL((u) => u.pathname === '/dokumente');
    await expectTitle(page, 'Dokumente');
    expect(fs.existsSync(folder)).toBe(false);
    // It was the only document: the library is empty now.
    await page
      .getByText('Es konnten keine Dokumente gefunden werden, die den angegebenen Filterkriterien entsprechen.')
      .waitFor();
  });

  it("deletes a learning set from its preview, after naming the pupils' statistics and exam dates", async () => {
    const { id } = await uploadLearnset(context, suite.server, {
      title: 'Vokabeln alt',
      lines: ['house; Haus', 'tree; Baum'],
    });
    await page.goto(`/lernsets/vorschau/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Vokabeln alt', exact: true }).waitFor();
    // 'Löschen' is in the menu of actions. Cancel keeps the set: the question goes, the keyboard
    // is back on 'Löschen'.
    await openActionsByKeyboard();
    await tabTo(page.getByRole('button', { name: 'Löschen', exact: true }));
    await page.keyboard.press('Enter');
    const yes = page.getByRole('alertdialog').getByRole('button', { name: 'Ja, löschen' });
    await expect.poll(() => yes.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const remove = page.getByRole('button', { name: 'Löschen', exact: true });
    await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await context.request.get(`${suite.server.url}/api/v1/learnsets/data/${id}`)).status()).toBe(200);

    await deleteByKeyboard('die Statistiken aller Lernenden dazu und ihre Prüfungsdaten');
    await page.waitForURL((u) => u.pathname === '/lernsets');
    expect((await context.request.get(`${suite.server.url}/api/v1/learnsets/data/${id}`)).status()).toBe(404);
    // The library lists the sets every installation starts with, and the deleted one no more.
    await page.getByRole('heading', { name: '[FR] Französisch: Begrüssungen' }).waitFor();
    expect(await page.getByRole('heading', { name: /Vokabeln alt/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows no Löschen to someone else', async () => {
    const { id } = await uploadLearnset(context, suite.server, { title: 'Fremdes Set', lines: ['cat; Katze'] });
    const { context: visitor, page: other } = await newPage(suite.browser, suite.server.url, PHONE);
    await loginAs(visitor, suite.server, seedUser(suite.server, { name: 'Max Fremd' }));
    await other.goto(`/lernsets/vorschau/${id}`);
    await other.getByRole('heading', { level: 1, name: 'Fremdes Set', exact: true }).waitFor();
    await other.getByRole('button', { name: 'Aktionen' }).click();
    await other.getByRole('link', { name: 'Als JSON exportieren' }).waitFor();
    expect(await other.getByRole('button', { name: 'Löschen', exact: true }).count()).toBe(0);
    await visitor.close();
  });
});
