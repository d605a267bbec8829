import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUpload, tinyPdf } from './documents-fixtures';
import { expectTitle, newPage, PHONE, useServerAndBrowser } from './fixtures';
import { apiPost, loginAs, type SeededUser, seedUser, xsrfHeader } from './login';

const NO_PREVIEW =
  'Die Vorschau ist für dieses Dokument nicht verfügbar. Sie können das Dokument immer noch herunterladen.';
const NONE_FOUND = 'Es konnten keine Dokumente gefunden werden, die den angegebenen Filterkriterien entsprechen.';
const PDF_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/';

const suite = useServerAndBrowser();
let owner: SeededUser;
let other: SeededUser;
let docId = '';
const pdf = tinyPdf('Zellbiologie');

/** Today and its neighbours in Zurich, as the filters' date inputs give them. */
const zurichDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

beforeAll(async () => {
  owner = seedUser(suite.server, { name: 'Anna Muster' });
  other = seedUser(suite.server, { name: 'Zora Zweite' });
});

async function signedIn(user: SeededUser, size = {}) {
  const session = await newPage(suite.browser, suite.server.url, { viewport: { width: 1280, height: 900 }, ...size });
  await loginAs(session.context, suite.server, user);
  return session;
}

async function fillItemForm(page: Page, title: string) {
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Fach', { exact: true }).selectOption('BI');
  await page.getByLabel('Beschreibung').fill('Mitose und Meiose im Vergleich');
  await page.getByLabel('Klasse oder Kursbezeichnung').fill('5b');
  await page.getByLabel('Klassenstufe').selectOption('5');
  await page.getByLabel('Sprache').selectOption('de');
}

/** Chromium's PDF viewer runs as an extension frame inside the embedded document. */
async function expectPdfViewer(page: Page) {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(PDF_VIEWER)), { timeout: 60_000 }).toBe(true);
}

describe('documents in Chromium', () => {
  it('uploads a PDF through the form and previews it inline in Chromium’s PDF viewer', async () => {
    const { context, page, errors } = await signedIn(owner);
    await page.goto('/dokumente');
    await page.getByRole('link', { name: 'Dokument hochladen' }).click();
    await expectTitle(page, 'Dokument hochladen');
    await fillItemForm(page, 'Zellbiologie Übersicht');
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.getByText('Bitte wählen Sie eine Datei aus.').waitFor();

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'skript.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText(/skript\.pdf \(\d+ B\)/).waitFor();
    const fileResponse = page.waitForResponse((r) => r.url().includes('/dateien/dokumente/'));
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.waitForURL(/\/dokumente\/vorschau\//);
    docId = page.url().split('/').pop() as string;

    await page.getByRole('heading', { name: '[BI] Zellbiologie Übersicht' }).waitFor();
    const info = await page.locator('.document-info').innerText();
    const today = zurichDay(0).split('-').reverse().join('.');
    for (const part of ['PDF', `${pdf.length} B`, today, 'Anna Muster', '5b', 'Stufe: 5', 'Sprache: Deutsch'])
      expect(info).toContain(part);
    expect(await page.locator('.document-description').innerText()).toBe('Mitose und Meiose im Vergleich');
    const frame = page.locator('iframe.document-view');
    expect(await frame.getAttribute('src')).toBe(`/dateien/dokumente/${docId}/Zellbiologie_Uebersicht.pdf#view=FitH`);
    // The PDF itself must not be sandboxed, or Chromium's viewer would refuse to load.
    const csp = (await fileResponse).headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('sandbox');
    expect(csp).toContain("frame-ancestors 'self'");
    await expectPdfViewer(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds it with each filter, case-sensitively, and says so when nothing matches', async () => {
    const { context, page } = await signedIn(other);
    await apiUpload(
      context,
      suite.server,
      {
        title: 'Vokabeln Unit 5',
        subject: 'EN',
        description: 'Wörter und Sätze',
        class: '3a',
        grade: '3',
        language: 'en',
      },
      { name: 'vokabeln.txt', mimeType: 'text/plain', buffer: Buffer.from('house - Haus\n') },
    );
    await page.goto('/dokumente');
    const mine = page.locator('.item-card', { hasText: 'Zellbiologie Übersicht' });
    const theirs = page.locator('.item-card', { hasText: 'Vokabeln Unit 5' });
    await mine.waitFor();
    await theirs.waitFor();
    const filter = page.getByRole('search', { name: 'Filter' });
    const text = (label: string) => (value: string) => filter.getByLabel(label, { exact: true }).fill(value);
    const choose = (label: string) => (value: string) => filter.getByLabel(label, { exact: true }).selectOption(value);
    const cases: Array<[string, (v: string) => Promise<unknown>, string, string]> = [
      ['Titel', text('Titel oder Beschreibung'), 'Zellbio', 'zellbio'],
      ['Beschreibung', text('Titel oder Beschreibung'), 'Meiose', 'meiose'],
      ['Klasse', text('Klasse'), '5b', '5c'],
      ['Klassenstufe', choose('Klassenstufe'), '5', '6'],
      ['Fach', choose('Fach'), 'BI', 'MA'],
      ['Sprache', choose('Sprache'), 'de', 'fr'],
      ['Ersteller/in', text('Ersteller/in'), 'Anna', 'anna'],
    ];
    for (const [name, apply, hit, miss] of cases) {
      await apply(hit);
      await theirs.waitFor({ state: 'detached' });
      expect(await mine.isVisible(), `${name}=${hit}`).toBe(true);
      await apply(miss);
      await page.getByText(NONE_FOUND).waitFor();
      await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
      await theirs.waitFor();
    }
    // Dates compare with the stored date: both documents are from today.
    for (const [label, hit, miss] of [
      ['Erstellt ab', zurichDay(0), zurichDay(1)],
      ['Erstellt bis', zurichDay(0), zurichDay(-1)],
      ['Bearbeitet ab', zurichDay(0), zurichDay(1)],
      ['Bearbeitet bis', zurichDay(0), zurichDay(-1)],
    ] as const) {
      await filter.getByLabel(label).fill(hit);
      await mine.waitFor();
      await theirs.waitFor();
      await filter.getByLabel(label).fill(miss);
      await page.getByText(NONE_FOUND).waitFor();
      await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    }
    await context.close();
  });

  it('shows the SPEC text instead of the embed while the iframe setting is off', async () => {
    const { context, page } = await signedIn(owner);
    const off = await apiPost(context, suite.server, '/account/settings/iframe', { iframe: false });
    expect(off.body.message).toBe('Ihre iFrame-Einstellung wurde aktualisiert.');
    await page.goto(`/dokumente/vorschau/${docId}`);
    await page.getByText(NO_PREVIEW).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await apiPost(context, suite.server, '/account/settings/iframe', { iframe: true });
    await page.reload();
    await page.locator('iframe.document-view').waitFor();
    await context.close();

    // Visitors always get the embedded view.
    const visitor = await newPage(suite.browser, suite.server.url);
    await visitor.page.goto(`/dokumente/vorschau/${docId}`);
    await expectPdfViewer(visitor.page);
    expect(await visitor.page.getByRole('link', { name: 'Bearbeiten' }).count()).toBe(0);
    await visitor.context.close();
  });

  it('downloads the file under its sanitised name', async () => {
    const { context, page } = await signedIn(owner);
    await page.goto(`/dokumente/vorschau/${docId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Zellbiologie_Uebersicht.pdf');
    expect(fs.readFileSync(await download.path()).equals(pdf)).toBe(true);
    expect(await page.getByRole('link', { name: 'In neuem Tab öffnen' }).getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('lets the owner edit: prefilled form, the file asked for again, then the new version', async () => {
    const { context, page } = await signedIn(owner);
    await page.goto(`/dokumente/vorschau/${docId}`);
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByRole('link', { name: 'Zurück zur Vorschau' }).waitFor();
    expect(await page.getByLabel('Titel').inputValue()).toBe('Zellbiologie Übersicht');
    expect(await page.getByLabel('Fach', { exact: true }).inputValue()).toBe('BI');
    await page.getByLabel('Titel').fill('Zellbiologie Zusammenfassung');
    await page.getByRole('button', { name: 'Ändern' }).click();
    await page.getByText('Bitte wählen Sie eine Datei aus.').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'neu.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Zweite Fassung'),
    });
    await page.getByRole('button', { name: 'Ändern' }).click();
    await page.waitForURL(`**/dokumente/vorschau/${docId}`);
    await page.getByRole('heading', { name: '[BI] Zellbiologie Zusammenfassung' }).waitFor();
    const src = await page.locator('iframe.document-view').getAttribute('src');
    expect(src).toBe(`/dateien/dokumente/${docId}/Zellbiologie_Zusammenfassung.pdf#view=FitH`);
    const file = await context.request.get(`${suite.server.url}${src?.split('#')[0]}`);
    expect((await file.body()).toString('latin1')).toContain('Zweite Fassung');
    await context.close();
  });

  it('refuses another pupil: no edit button, the SPEC text on the edit page, 403 from the API', async () => {
    const { context, page } = await signedIn(other);
    await page.goto(`/dokumente/vorschau/${docId}`);
    await page.getByRole('heading', { name: /Zellbiologie/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Bearbeiten' }).count()).toBe(0);
    await page.goto(`/dokumente/bearbeiten/${docId}`);
    await page.getByText('Sie haben keinen Zugriff auf diese Seite.').waitFor();
    expect(await page.getByRole('button', { name: 'Ändern' }).count()).toBe(0);
    const res = await editViaApi(context, docId);
    expect(res.status()).toBe(403);
    expect((await res.json()).message).toBe('Sie haben keinen Zugriff auf diese Seite.');
    await context.close();
  });

  it('never runs the script of an uploaded SVG, even opened directly', async () => {
    const { context, page } = await signedIn(owner);
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>document.title = 'pwned'; fetch('/api/v1/health?svg-script-ran');</script><rect width="40" height="40" fill="teal"/></svg>`,
    );
    const fields = {
      title: 'Gefährliche Grafik',
      subject: 'BG',
      description: 'SVG mit Skript',
      class: '5b',
      grade: '5',
      language: 'de',
    };
    const id = await apiUpload(context, suite.server, fields, {
      name: 'grafik.svg',
      mimeType: 'image/svg+xml',
      buffer: svg,
    });
    const requested: string[] = [];
    context.on('request', (r) => requested.push(r.url()));
    const res = await page.goto(`/dateien/dokumente/${id}/Gefaehrliche_Grafik.svg`);
    expect(res?.headers()['content-security-policy']).toMatch(/^sandbox;/);
    expect(await page.title()).not.toBe('pwned');
    // Positive control: a request the test makes itself reaches the listener; by then any the
    // SVG's script could have made would have been seen too.
    await page.goto('/');
    await page.evaluate(() => fetch('/api/v1/health?svg-control'));
    await expect.poll(() => requested.some((u) => u.includes('svg-control'))).toBe(true);
    expect(requested.filter((u) => u.includes('svg-script-ran'))).toEqual([]);
    await context.close();
  });

  it('tells visitors that uploading needs an account, and unknown ids that they do not exist', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/dokumente');
    await page.getByText('Sie müssen angemeldet sein, um Dokumente hochladen zu können.').waitFor();
    await page.locator('.item-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);
    await page.goto('/dokumente/neu');
    await page.getByText('Sie müssen angemeldet sein, um Dokumente hochladen zu können.').waitFor();
    await page.goto('/dokumente/vorschau/gibt-es-nicht');
    await page.getByText('Das Dokument wurde nicht gefunden.').waitFor();
    await context.close();
  });
});

/** An edit sent straight to the API, bypassing the screen. */
async function editViaApi(context: BrowserContext, id: string) {
  return context.request.post(`${suite.server.url}/api/v1/documents/edit/form`, {
    headers: await xsrfHeader(context, suite.server),
    multipart: {
      id,
      title: 'Gekapert',
      subject: 'BI',
      description: 'Fremde Änderung',
      class: '5b',
      grade: '5',
      language: 'de',
      file: { name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('fremd') },
    },
  });
}
