import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTitle, mailText, newPage, outboxMails, waitFor, useServerAndBrowser, PHONE_390 } from './fixtures';
import { loginAs, seedUser, type SeededUser } from './login';

const NEW_PASSWORD = 'Wanderweg-Bergsee-2026';

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];
let user: SeededUser;

beforeAll(async () => {
  // No SMTP_URL: the server writes each mail to DATA_DIR/mail as an .eml file.
  ({ context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390));
  user = seedUser(suite.server, { name: 'Lea Vergesslich' });
});
afterAll(async () => {
  await context?.close();
});

/** Presses Tab until `target` has the focus. */
async function tabTo(target: Locator, maxStops = 60): Promise<void> {
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The 'Passwort vergessen?' link of the newest mail to the pupil. */
function mailedLink(): Promise<string> {
  return waitFor(() =>
    outboxMails(suite.server.dataDir)
      .filter((raw) => raw.includes(user.email))
      .map((raw) => /https?:\/\/\S+\/passwort-vergessen\/[A-Za-z0-9_-]+/.exec(mailText(raw))?.[0])
      .findLast(Boolean),
  );
}

describe("'Passwort vergessen?' by keyboard on a 390 px phone", () => {
  it('asks for a link, sets a new password with it once, signs out the other device and signs in anew', async () => {
    // The pupil is still signed in on another device: the new password must end that session.
    const other = await suite.browser.newContext({ baseURL: suite.server.url });
    await loginAs(other, suite.server, user);
    const account = async () =>
      ((await (await other.request.get(`${suite.server.url}/api/v1/account`)).json()) as { valid: boolean }).valid;
    expect(await account()).toBe(true);

    await page.goto('/anmelden');
    await expectTitle(page, 'Anmelden');
    const forgotten = page.getByRole('link', { name: 'Passwort vergessen?' });
    await tabTo(forgotten);
    await page.keyboard.press('Enter');
    await expectTitle(page, 'Passwort vergessen');

    await tabTo(page.getByLabel('E-Mail', { exact: true }));
    await page.keyboard.type(user.email);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText(
        'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link geschickt. Öffnen Sie den Link innerhalb von 15 Minuten, um ein neues Passwort festzulegen.',
      )
      .waitFor();

    const link = await mailedLink();
    await page.goto(link);
    await expectTitle(page, 'Neues Passwort');
    await tabTo(page.getByLabel('Neues Passwort', { exact: true }));
    await page.keyboard.type('kurz');
    await page.keyboard.press('Tab');
    await page.getByText('Ihr neues Passwort muss mindestens 8 Zeichen lang sein.').waitFor();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(NEW_PASSWORD);
    await page.getByText(/^Sicherheit: (akzeptabel|sicher)$/).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Ihr Passwort wurde geändert.', { exact: false }).waitFor();
    expect(await account()).toBe(false);
    await other.close();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(overflow, 'the page scrolls sideways at 390 px').toBe(false);

    // The link works once.
    await page.goto(link);
    await tabTo(page.getByLabel('Neues Passwort', { exact: true }));
    await page.keyboard.type('Noch-ein-Passwort-1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Noch-ein-Passwort-1');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .getByText('Dieser Link ist ungültig oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.')
      .waitFor();

    await page.goto('/anmelden');
    await expectTitle(page, 'Anmelden');
    await tabTo(page.getByLabel('E-Mail', { exact: true }));
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText('Willkommen zurück, Lea Vergesslich!').waitFor();
    expect(errors).toEqual([]);
  });
});
