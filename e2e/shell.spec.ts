import { describe, expect, it } from 'vitest';
import { DESKTOP, expectTitle, newPage, PHONE, useServerAndBrowser } from './fixtures';

const suite = useServerAndBrowser({ IMPRINT_MAIL: 'kontakt@schule-test.ch', IMPRINT_NAME: 'Verein Lernplattform' });

const INFO_PAGES: Array<[string, string, string]> = [
  ['/über/team', 'Team', 'Team'],
  ['/über/kontakt', 'Kontakt', 'kontakt@schule-test.ch'],
  ['/über/quellcode', 'Quellcode', 'Quellcode'],
  ['/über/impressum', 'Impressum', 'Verein Lernplattform'],
  ['/über/datenschutz', 'Datenschutz', 'SHA3-256'],
  ['/über/agb', 'Nutzungsbedingungen', '24.06.2024'],
  ['/nutzungsbedingungen', 'Nutzungsbedingungen', '24.06.2024'],
];

describe('app shell in Chromium', () => {
  it('shows the landing block for visitors with its six links, titled Hauptseite', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.locator('.landing').waitFor();
    await expectTitle(page, 'Hauptseite');
    const hrefs = await page.locator('.landing a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/anmelden',
        '/registrieren',
        '/dokumente',
        '/dokumente/neu',
        '/lernsets',
        '/lernsets/neu',
      ]),
    );
    expect(await page.getByText('Nicht angemeldet').isVisible()).toBe(true);
    expect(await page.getByText('Diese Website befindet sich in der Testphase').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates through the sidebar to every info page with its title and content', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, DESKTOP);
    await page.goto('/');
    const sidebar = page.locator('nav#sidebar');
    // The page's own first paint has no navigation: the app's sidebar comes with its first render.
    await sidebar.waitFor();
    for (const link of ['Hauptseite', 'Anmelden', 'Registrieren', 'Dokumente', 'Lernsets']) {
      expect(await sidebar.getByRole('link', { name: link, exact: true }).isVisible()).toBe(true);
    }
    for (const [path, title, text] of INFO_PAGES.slice(0, 6)) {
      await sidebar.getByRole('link', { name: title === 'Datenschutz' ? 'Datenschutz' : title, exact: true }).click();
      await page.waitForURL((u) => decodeURIComponent(u.pathname) === path);
      await page.locator('main').getByText(text).first().waitFor();
      await expectTitle(page, title);
    }
    await context.close();
  });

  it('renders every info page directly at phone width', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    for (const [path, title, text] of INFO_PAGES) {
      await page.goto(path);
      await page.locator('main').getByText(text).first().waitFor();
      await expectTitle(page, title);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
      expect(overflow, `${path} scrolls sideways on a phone`).toBe(false);
    }
    await context.close();
  });

  it('shows the imprint placeholder until the constants arrive, then the operator', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/v1/constants', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/über/impressum');
    await page.getByText('lädt...').first().waitFor();
    release();
    await page.getByText('Verein Lernplattform').waitFor();
    await context.close();
  });

  it('uses a header menu instead of the sidebar on a phone', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/');
    await page.locator('.landing').waitFor();
    const sidebar = page.locator('nav#sidebar');
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menü' }).click();
    expect(await sidebar.isVisible()).toBe(true);
    await sidebar.getByRole('link', { name: 'Impressum' }).click();
    await page.waitForURL(/impressum/);
    expect(await sidebar.isVisible()).toBe(false);
    await expectTitle(page, 'Impressum');
    await context.close();
  });

  it('shows the not-found screen with image and text for unknown paths, also deep ones', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    for (const path of ['/gibt-es-nicht', '/lernsets/foo/bar/baz']) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await page.getByText('Die gesuchte Seite konnte nicht gefunden werden.').waitFor();
      expect(await page.getByRole('img', { name: 'Seite nicht gefunden' }).isVisible()).toBe(true);
      await expectTitle(page, 'Seite nicht gefunden');
    }
    await context.close();
  });

  it('links team, imprint, privacy and terms in the footer', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await page.goto('/');
    await page.locator('footer a').first().waitFor();
    const hrefs = await page
      .locator('footer a')
      .evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href') ?? '')));
    expect(hrefs).toEqual(['/über/team', '/über/impressum', '/über/datenschutz', '/über/agb']);
    await context.close();
  });
});
