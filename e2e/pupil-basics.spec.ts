// The basics a pupil expects (issue #29): a new page opens at its top with the focus on the
// screen, the list filters live in the address (Back, a reload and a link keep them), and the
// upload forms start with the class and grade of the pupil's profile. On a 390 px phone.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sidewaysOverflow } from './a11y-checks';
import { seedDocuments } from './documents-fixtures';
import { expectTitle, newPage, useServerAndBrowser, PHONE_390 } from './fixtures';
import { apiPost, loginAs, type SeededUser, seedUser } from './login';

const suite = useServerAndBrowser();
let pupil: SeededUser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  pupil = seedUser(suite.server, { name: 'Paula Profil', classes: '4c M4a', grade: '4' });
  // 200 documents: 'Zusammenfassung {i} {subject}', subject MA, DE, … by i % 8, grade 1 + i % 7.
  seedDocuments(suite.server, pupil, 200);
  ({ context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390));
  await loginAs(context, suite.server, pupil);
});
afterAll(async () => {
  await context?.close();
});

const filterBar = () => page.getByRole('search', { name: 'Filter' });
/** On a phone the filters are in a sheet behind the "Filter" button (its name counts those set). */
const openFilters = async () => {
  await page.getByRole('button', { name: /^Filter( \(\d+ aktiv\))?$/ }).click();
  await filterBar().waitFor();
};
const closeFilters = async () => {
  await page.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
  await filterBar().waitFor({ state: 'hidden' });
};
const focusedId = () => page.evaluate(() => document.activeElement?.id);

describe('lists keep their filters in the address', () => {
  it('documents: typed and chosen filters survive a visit to a document with Back, and a reload', async () => {
    await page.goto('/dokumente');
    await page.getByText('200 Dokumente').waitFor();
    // Nothing is wider than the phone (else it zooms out and the sheet ends below the screen).
    expect(await sidewaysOverflow(page)).toBe(0);
    // By keyboard: the filter sheet's text field, then a subject.
    await openFilters();
    await filterBar().getByLabel('Titel oder Beschreibung').focus();
    await page.keyboard.type('Zusammenfassung 1');
    // 1, 10…19 and 100…199.
    await page.getByText('111 Dokumente').waitFor();
    await filterBar().getByLabel('Fach', { exact: true }).selectOption('MA');
    // Of those, the ones with i % 8 = 0: 16, 104, 112, … 192.
    await page.getByText('13 Dokumente').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('?suche=Zusammenfassung+1&fach=MA');
    await closeFilters();

    // Scrolled down the list, a document opens at its top with the focus on the screen.
    const card = page.locator('.item-card').nth(10);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await card.click();
    await page.waitForURL(/\/dokumente\/vorschau\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(focusedId).toBe('inhalt');

    await page.goBack();
    await page.getByText('13 Dokumente').waitFor();
    await openFilters();
    expect(await filterBar().getByLabel('Titel oder Beschreibung').inputValue()).toBe('Zusammenfassung 1');
    expect(await filterBar().getByLabel('Fach', { exact: true }).inputValue()).toBe('MA');
    await closeFilters();

    await page.reload();
    await page.getByText('13 Dokumente').waitFor();
    // The button says that two filters are set; the sheet shows them.
    await page.getByRole('button', { name: 'Filter (2 aktiv)' }).waitFor();
    await page.screenshot({ path: '/tmp/basics-documents-phone.png' });
    await openFilters();
    expect(await filterBar().getByLabel('Titel oder Beschreibung').inputValue()).toBe('Zusammenfassung 1');

    // Resetting leaves the plain address.
    await filterBar().getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.getByText('200 Dokumente').waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('documents: a link into the list opens it filtered', async () => {
    await page.goto('/dokumente?fach=DE&stufe=3');
    // i % 8 = 1 and i % 7 = 2: 9, 65, 121, 177.
    await page.getByText('4 Dokumente').waitFor();
    await openFilters();
    expect(await filterBar().getByLabel('Fach', { exact: true }).inputValue()).toBe('DE');
    expect(await filterBar().getByLabel('Klassenstufe', { exact: true }).inputValue()).toBe('3');
  });

  it('learning sets: the search survives Back from a preview, and the typing left no steps in the history', async () => {
    for (const title of ['Vögel im Wald', 'Fische im See']) {
      const created = await apiPost(context, suite.server, '/learnsets/new/json', {
        title,
        subject: 'BI',
        description: 'Tiere erkennen',
        class: '4c',
        grade: '4',
        language: 'de',
        exercises: [{ question: 'Amsel', answer: 'Vogel' }],
      });
      expect(created.body).toMatchObject({ status: 'success' });
    }
    await page.goto('/');
    await page.goto('/lernsets');
    // These two and the two starter sets every installation has.
    await page.getByText('4 angezeigt · 0 ausgewählt').waitFor();
    await openFilters();
    await filterBar().getByLabel('Titel oder Beschreibung').focus();
    await page.keyboard.type('Vögel');
    await page.getByText('1 angezeigt · 0 ausgewählt').waitFor();
    await closeFilters();
    await page.getByRole('link', { name: 'Vorschau' }).click();
    await page.waitForURL(/\/lernsets\/vorschau\//);
    await expect.poll(focusedId).toBe('inhalt');
    await page.goBack();
    await page.getByText('1 angezeigt · 0 ausgewählt').waitFor();
    await openFilters();
    expect(await filterBar().getByLabel('Titel oder Beschreibung').inputValue()).toBe('Vögel');
    await closeFilters();
    // One more Back leaves the list: each keystroke replaced the address instead of adding a step.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('the upload forms start with the class and grade of the profile', () => {
  const classField = () => page.getByLabel('Klasse oder Kursbezeichnung', { exact: true });
  const gradeField = () => page.getByLabel('Klassenstufe', { exact: true });

  it('on the document upload and the set file upload', async () => {
    await page.goto('/dokumente/neu');
    await expectTitle(page, 'Dokument hochladen');
    expect(await classField().inputValue()).toBe('4c');
    expect(await gradeField().inputValue()).toBe('4');
    await page.goto('/lernsets/neu');
    await expectTitle(page, 'Lernset erstellen');
    expect(await classField().inputValue()).toBe('4c');
    expect(await gradeField().inputValue()).toBe('4');
  });

  it('in the editor, where the pupil can still change them', async () => {
    await page.goto('/lernsets/neu?art=editor');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await classField().waitFor();
    expect(await classField().inputValue()).toBe('4c');
    expect(await gradeField().inputValue()).toBe('4');
    await page.getByLabel('Titel', { exact: true }).fill('Für die Parallelklasse');
    await page.getByLabel('Fach', { exact: true }).selectOption('BI');
    await page.getByLabel('Beschreibung', { exact: true }).fill('Geteilt mit der 4d');
    await classField().fill('4d');
    await gradeField().selectOption('5');
    await page.getByLabel('Sprache', { exact: true }).selectOption('de');
    await page.getByLabel('Frage Zeile 1', { exact: true }).fill('Amsel');
    await page.getByLabel('Antwort Zeile 1', { exact: true }).fill('Vogel');
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await page.waitForURL(/\/lernsets\/vorschau\/[\w-]+$/);
    const id = page.url().split('/').at(-1) ?? '';
    const stored = (await (await context.request.get(`${suite.server.url}/api/v1/learnsets/data/${id}`)).json()) as {
      learnset: { class_: string; grade: string };
    };
    expect(stored.learnset).toMatchObject({ class_: '4d', grade: '5' });
    expect(errors).toEqual([]);
  });
});
