// The landing page a visitor meets at '/' on a phone: what the platform is, four reasons, a picture
// of it from our own site, the way in; and the test-phase line, which a visitor can close for the
// browser session.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow, smallTargets } from './a11y-checks';
import { newPage, PHONE_390, useServerAndBrowser } from './fixtures';

const suite = useServerAndBrowser();

const REASONS = [
  'Lernen mit Plan bis zur Prüfung',
  'Ihre Karten aus Quizlet und Anki',
  'Unterlagen mit der Klasse teilen',
  'Offline und kostenlos',
];
const TEST_LINE = 'Diese Website befindet sich in der Testphase';
/** Without the service worker, so a held script is really held (it would answer from its cache). */
const PHONE_WITHOUT_WORKER = { ...PHONE_390, serviceWorkers: 'block' as const };

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('.landing').waitFor();
}

describe('landing page on a 390 px phone', () => {
  it('says why in four reasons, shows its picture from the same site and offers both ways in', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    const pictures: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });
    await openLanding(page);
    const landing = page.locator('.landing');
    expect(await landing.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await landing.getByText('von Lernenden für Lernende').isVisible()).toBe(true);
    for (const reason of REASONS) {
      expect(await landing.getByRole('heading', { name: reason }).isVisible(), reason).toBe(true);
    }
    // Four icons, decorative: hidden from assistive technology.
    expect(await landing.locator('.landing-reasons svg[aria-hidden="true"]').count()).toBe(4);

    const register = landing.getByRole('link', { name: 'Registrieren', exact: true });
    const signIn = landing.getByRole('link', { name: 'Anmelden', exact: true });
    expect(await register.isVisible()).toBe(true);
    expect(await signIn.isVisible()).toBe(true);
    expect(await register.getAttribute('href')).toBe('/registrieren');
    expect(await signIn.getAttribute('href')).toBe('/anmelden');
    // Both buttons on the first screen of the phone, without scrolling.
    for (const button of [register, signIn]) {
      const box = await button.boundingBox();
      expect(box && box.y + box.height <= PHONE_390.viewport.height).toBe(true);
    }

    const picture = landing.getByRole('img', { name: /Handy zeigt eine Lernkarte/ });
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.landing-picture');
      return img?.complete && img.naturalWidth > 0;
    });
    expect(await picture.isVisible()).toBe(true);
    const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(source).origin).toBe(new URL(suite.server.url).origin);
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every((url) => new URL(url).origin === new URL(suite.server.url).origin)).toBe(true);

    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: '/tmp/landing-390-light-first-screen.png' });
    await page.screenshot({ path: '/tmp/landing-390-light.png', fullPage: true });
    await context.close();
  });

  it('has no axe violations in the light and the dark scheme, its phone header in surface colours', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE_390);
    await openLanding(page);
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await axeViolations(page)).toEqual([]);
    // The header takes the page's surface, not the accent: no light-blue bar with a black button.
    const header = await page.locator('.mobile-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(header).toBe('rgb(28, 34, 39)'); // --bg-soft of Dunkel
    await page.screenshot({ path: '/tmp/landing-390-dark-first-screen.png' });
    await page.screenshot({ path: '/tmp/landing-390-dark.png', fullPage: true });
    await context.close();
  });

  it('closes the test-phase line for the session: gone after navigating and reloading, also in the first paint', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url, PHONE_WITHOUT_WORKER);
    await openLanding(page);
    const line = page.getByRole('note').filter({ hasText: TEST_LINE });
    expect(await line.isVisible()).toBe(true);
    await line.getByRole('button', { name: 'Hinweis schliessen' }).click();
    await line.waitFor({ state: 'detached' });
    // The focus goes on to the screen, not back to the page's top.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inhalt');

    await page.getByRole('button', { name: 'Menü' }).click();
    await page.locator('nav#sidebar').getByRole('link', { name: 'Lernsets', exact: true }).click();
    await page.waitForURL(/\/lernsets$/);
    expect(await page.getByText(TEST_LINE).count()).toBe(0);

    // Reloaded with the app's code held back: index.html's own first paint has no line either.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    // The first paint waits for the stylesheet; so does the check.
    await page.waitForFunction(() => {
      const shell = document.querySelector('#root .shell');
      return shell !== null && getComputedStyle(shell).display === 'flex';
    });
    expect(await page.evaluate(() => document.documentElement.dataset.testNotice)).toBe('closed');
    expect(await page.locator('#root .test-banner').isVisible()).toBe(false);
    release();
    await page.locator('nav#sidebar').waitFor({ state: 'attached' });
    expect(await page.getByText(TEST_LINE).count()).toBe(0);
    await page.unroute(/\/assets\/index-[^/]+\.js$/);

    // A new session (a new context) shows it again.
    const fresh = await newPage(suite.browser, suite.server.url, PHONE_390);
    await openLanding(fresh.page);
    expect(await fresh.page.getByText(TEST_LINE).isVisible()).toBe(true);
    await fresh.context.close();
    await context.close();
  });
});
