// Issue #33 in the browser: a pupil on a 390 px phone finds a document by a word inside it, typed
// with a typo or without its umlaut, sees the words highlighted and the first page as a picture,
// reads the PDF through pdf.js (the path Android Chrome takes: no PDF viewer of its own) with
// zoom, orders the library and keeps her own uploads, filters in the sheet, and searches from the
// header by keyboard alone. Needs the server's search and statistics (branches `search`, `extract`).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './a11y-checks';
import { apiUpload } from './documents-fixtures';
import { newPage, PHONE_390, useServerAndBrowser, waitFor } from './fixtures';
import { loginAs, type SeededUser, seedUser } from './login';

/**
 * A PDF of text pages (Helvetica, WinAnsi, so 'ä' is a real 'ä' to pdftotext and pdf.js), each
 * page an A4-like 420 × 595 box with its lines.
 */
function textPdf(pages: string[][]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const lines of pages) {
    const text = lines.map((line, i) => `BT /F1 16 Tf 40 ${540 - i * 24} Td (${line}) Tj ET`).join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 420 595] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      ),
    );
  }
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  void catalog;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const suite = useServerAndBrowser();
let pupil: SeededUser;
let other: SeededUser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let cspErrors: string[];
let documentId = '';
const TITLE = 'Zellbiologie Skript';

beforeAll(async () => {
  pupil = seedUser(suite.server, { name: 'Paula Phone', classes: '5b', grade: '5' });
  other = seedUser(suite.server, { name: 'Otto Anders', classes: '4c', grade: '4' });
  // Another pupil's document, older, in another class and subject.
  const theirs = await newPage(suite.browser, suite.server.url);
  await loginAs(theirs.context, suite.server, other);
  await apiUpload(
    theirs.context,
    suite.server,
    { title: 'Vokabeln Unit 5', subject: 'EN', description: 'Englisch', class: '4c', grade: '4', language: 'en' },
    { name: 'vokabeln.txt', mimeType: 'text/plain', buffer: Buffer.from('house - Haus\ntree - Baum\n') },
  );
  await theirs.context.close();

  ({ context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390));
  // What Android Chrome reports: no PDF viewer of its own, so the preview draws with pdf.js.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }),
  );
  cspErrors = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await loginAs(context, suite.server, pupil);
  documentId = await apiUpload(
    context,
    suite.server,
    { title: TITLE, subject: 'BI', description: 'Zellen', class: '5b', grade: '5', language: 'de' },
    {
      name: 'skript.pdf',
      mimeType: 'application/pdf',
      buffer: textPdf([
        ['Die Mitochondrien sind die Kraftwerke der Zelle.', 'Ohne Sauerstoff bleibt der Zelle die Gärung.'],
        ['Zweite Seite: der Zellkern.'],
      ]),
    },
  );
  // The library's background job has indexed the document.
  await indexed('Skript');
});
afterAll(async () => {
  await context?.close();
});

/** Waits until the server's search finds the document by `word`. */
async function indexed(word: string): Promise<void> {
  await waitFor(async () => {
    const res = await context.request.get(`${suite.server.url}/api/v1/library/search?q=${word}&kind=documents`);
    const body = (await res.json()) as { hits?: Array<{ id: string }> };
    return body.hits?.some((hit) => hit.id === documentId) ? true : undefined;
  }, 170_000);
}

const listSearch = () => page.getByRole('search', { name: 'Dokumente durchsuchen' }).getByRole('searchbox');
const status = () => page.locator('.search-results [role=status]');

describe('a pupil on a phone finds, sees and reads a document', () => {
  it('finds it by a word inside it typed with a typo, and without the umlaut', async () => {
    // The job reads the file's text after it has indexed the title.
    await indexed('Mitochondrien');
    await page.goto('/dokumente');
    await page.locator('.item-card').first().waitFor();
    const field = listSearch();
    expect(await field.getAttribute('enterkeyhint')).toBe('search');
    expect(await field.getAttribute('autocorrect')).toBe('off');
    await field.click();
    await field.pressSequentially('Mitochondrein', { delay: 40 });
    await expect.poll(() => status().textContent()).toBe('1 Treffer für „Mitochondrein“');
    const hit = page.locator('.search-hit', { hasText: TITLE });
    await hit.waitFor();
    // The matched word is marked, as text.
    expect(await hit.locator('mark').first().textContent()).toMatch(/Mitochondrien/i);
    await page.locator('.search-read-as').waitFor();
    expect(await page.locator('.search-read-as').textContent()).toMatch(/^Gesucht: .*mitochondrien/i);
    // The words are in the address: a reload keeps them.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Mitochondrein');
    await page.reload();
    await expect.poll(() => status().textContent()).toBe('1 Treffer für „Mitochondrein“');
    expect(await listSearch().inputValue()).toBe('Mitochondrein');

    await listSearch().fill('garung');
    await expect.poll(() => status().textContent()).toBe('1 Treffer für „garung“');
    expect(await page.locator('.search-hit mark').first().textContent()).toMatch(/Gärung/i);
    await page.screenshot({ path: '/tmp/library-search-phone.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await listSearch().fill('Quantenchromodynamik');
    await page.getByRole('heading', { name: 'Nichts gefunden' }).waitFor();
    expect(await status().textContent()).toBe('Keine Treffer für „Quantenchromodynamik“');

    // Cleared, the list is back.
    await listSearch().fill('');
    await page.locator('.item-card', { hasText: 'Vokabeln Unit 5' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
  });

  it('sees the first page as a picture in the list, with a placeholder for a text file', async () => {
    await waitFor(async () => {
      const res = await context.request.get(`${suite.server.url}/api/v1/library/stats`);
      const body = (await res.json()) as { documents?: Array<{ id: string; thumbnail: string | null }> };
      return body.documents?.find((d) => d.id === documentId)?.thumbnail ?? undefined;
    }, 120_000);
    await page.goto('/dokumente');
    const card = page.locator('.item-card', { hasText: TITLE });
    const picture = card.locator('img.file-thumb');
    await picture.waitFor();
    expect(await picture.getAttribute('loading')).toBe('lazy');
    expect(await picture.getAttribute('width')).toBe('72');
    expect(await picture.getAttribute('alt')).toBe(`Erste Seite von „${TITLE}“`);
    expect(await picture.getAttribute('src')).toMatch(/^\/dateien\/vorschaubilder\//);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const placeholder = page.locator('.item-card', { hasText: 'Vokabeln Unit 5' }).locator('.file-thumb-placeholder');
    expect(await placeholder.textContent()).toBe('Text');
    expect(await page.locator('.item-card', { hasText: TITLE }).textContent()).toMatch(/\d+ Downloads?/);
  });

  it('reads the PDF drawn by pdf.js, page by page, with zoom', async () => {
    await page.goto('/dokumente');
    await page.locator('.item-card', { hasText: TITLE }).click();
    await page.waitForURL(`**/dokumente/vorschau/${documentId}`);
    const viewer = page.locator('.pdf-viewer');
    await viewer.waitFor();
    expect(await page.locator('iframe.document-view').count()).toBe(0);
    await page.getByText('Seite 1 von 2').waitFor();
    const canvas = viewer.locator('canvas');
    // Drawn: dark text pixels on the white page.
    const inked = () =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 100 && (data[i + 3] ?? 0) > 200) dark++;
        return dark;
      });
    await expect.poll(inked).toBeGreaterThan(50);
    // Fitted to the phone's width: the page as wide as its frame.
    const frameWidth = await viewer.locator('.pdf-frame').evaluate((e) => e.clientWidth);
    const cssWidth = () => canvas.evaluate((c: HTMLCanvasElement) => Math.round(c.getBoundingClientRect().width));
    await expect.poll(cssWidth).toBeGreaterThan(frameWidth - 3);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The text is there for screen readers.
    await expect.poll(() => viewer.locator('figcaption').textContent()).toMatch(/Mitochondrien/);

    const fitted = await cssWidth();
    await page.getByRole('button', { name: 'Vergrössern' }).click();
    await expect.poll(cssWidth).toBeGreaterThan(fitted);
    await page.getByRole('button', { name: 'Seitenbreite' }).click();
    await expect.poll(cssWidth).toBe(fitted);
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await page.getByText('Seite 2 von 2').waitFor();
    await expect.poll(() => viewer.locator('figcaption').textContent()).toMatch(/Zellkern/);
    // By keyboard: the page frame turns back with an arrow and zooms with minus.
    await viewer.locator('.pdf-frame').focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByText('Seite 1 von 2').waitFor();
    await page.keyboard.press('-');
    await expect.poll(cssWidth).toBeLessThan(fitted);
    await page.screenshot({ path: '/tmp/library-pdf-phone.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(cspErrors).toEqual([]);
  });
});

describe('a library that fits the class', () => {
  it('orders by title and keeps only my uploads, both in the address', async () => {
    await page.goto('/dokumente');
    await page.locator('.item-card').nth(1).waitFor();
    await page.getByLabel('Sortieren').selectOption('titel');
    await expect
      .poll(() => page.locator('.item-card h2').allTextContents())
      .toEqual([`[EN] Vokabeln Unit 5`, `[BI] ${TITLE}`]);
    await expect.poll(() => new URL(page.url()).searchParams.get('sortierung')).toBe('titel');
    await page.getByRole('button', { name: 'Meine Uploads' }).click();
    await expect.poll(() => page.locator('.item-card h2').allTextContents()).toEqual([`[BI] ${TITLE}`]);
    expect(await page.getByRole('button', { name: 'Meine Uploads' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => page.locator('.item-card h2').allTextContents()).toEqual([`[BI] ${TITLE}`]);
    await page.getByRole('button', { name: 'Meine Uploads' }).click();
    await page.getByRole('button', { name: 'Meine Klasse' }).click();
    await expect.poll(() => page.locator('.item-card h2').allTextContents()).toEqual([`[BI] ${TITLE}`]);
    await page.getByRole('button', { name: 'Meine Klasse' }).click();
  });

  it('filters in a sheet on the phone, the button counting what is set', async () => {
    await page.goto('/dokumente');
    await page.locator('.item-card').nth(1).waitFor();
    // The list starts on the first screen: the first card's top is within the phone's height.
    const top = await page
      .locator('.item-card')
      .first()
      .evaluate((e) => e.getBoundingClientRect().top);
    expect(top).toBeLessThan(844);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await sheet.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/library-filter-sheet-phone.png' });
    await sheet.getByLabel('Fach', { exact: true }).selectOption('EN');
    const done = sheet.getByRole('button', { name: 'Ergebnisse anzeigen' });
    // Always on screen, above the fields: the sheet ends at the phone's bottom edge.
    const box = await done.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    await done.click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.item-card h2').allTextContents()).toEqual(['[EN] Vokabeln Unit 5']);
    expect(await page.getByRole('button', { name: 'Filter (1 aktiv)' }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('fach')).toBe('EN');
    // Escape closes the sheet too; resetting there empties the filters.
    await page.getByRole('button', { name: 'Filter (1 aktiv)' }).click();
    await sheet.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Filter', exact: true }).waitFor();
  });
});

describe('the header search', () => {
  it('opens the results page by keyboard alone and leads to a hit', async () => {
    await page.goto('/lernsets');
    await page.locator('main h1').waitFor();
    // Tab from the page's start to the header's search button.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const on = await page.evaluate(() => document.activeElement?.className ?? '');
      if (on.includes('header-search-toggle')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('header-search-toggle');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('search');
    await page.keyboard.type('Skript');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/suche?q=Skript');
    await expect.poll(() => status().textContent()).toBe('1 Treffer für „Skript“');
    await page.getByRole('heading', { name: 'Dokumente (1)' }).waitFor();
    expect(await page.locator('main input[type=search]').inputValue()).toBe('Skript');
    await page.screenshot({ path: '/tmp/library-search-page-phone.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // On to the hit by keyboard.
    await page.locator('.search-hit').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/dokumente/vorschau/${documentId}`);
    // Back keeps the results.
    await page.goBack();
    await expect.poll(() => status().textContent()).toBe('1 Treffer für „Skript“');
    expect(errors).toEqual([]);
  });
});
