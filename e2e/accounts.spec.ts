import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectFieldMessage,
  expectTitle,
  fillField,
  freePort,
  mailText,
  newPage,
  outboxMails,
  waitFor,
  useServerAndBrowser,
} from './fixtures';

// Texts verbatim from SPEC (typos included): the test guards them, so it does not import them.
const T = {
  creating: 'Ihr Konto wird erstellt. Bitte warten Sie einen Moment.',
  created: 'Ihr Konto wurde erfolgreich erstellt.',
  signInFailed: 'Diese Kombination aus E-Mail und Passwort existiert nicht.',
  loggingOut: 'Sie werden abgemeldet.',
  classInvalid: 'Die Klassen- und Kursbezeichnungen konnten von unserem System nicht erkannt werden.',
};
const EMAIL = 'anna_muster@ksbeispiel.ch';
const PASSWORD = 'Kantonsschule-Lernen-2025!';

const suite = useServerAndBrowser(async () => {
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
});
let context: BrowserContext;
let page: Page;
let errors: string[];
let mailLink = '';

beforeAll(async () => {
  // PUBLIC_URL must be the server's own address so the mailed link leads back to it.
  ({ context, page, errors } = await newPage(suite.browser, suite.server.url, DESKTOP));
});
afterAll(async () => {
  await context?.close();
});

const text = (t: string) => page.getByText(t, { exact: true }).first().waitFor();
const messages = () => page.locator('main .field-error').allInnerTexts();
const path = () => decodeURIComponent(new URL(page.url()).pathname);

async function signIn(password: string) {
  await page.goto('/anmelden');
  await fillField(page, 'E-Mail', EMAIL);
  await fillField(page, 'Passwort', password);
  await page.getByRole('button', { name: 'Weiter' }).click();
}

describe('registration, sign-in and start page in Chromium (desktop)', () => {
  it('registers through the form only once every SPEC message is resolved', async () => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/account/register')) sent.push(r.postData() ?? '');
    });
    await page.goto('/registrieren');
    await expectTitle(page, 'Registrieren');
    const form = page.getByRole('form', { name: 'Registrieren' });
    expect(await page.locator('main a[href="/nutzungsbedingungen"]').count()).toBe(1);
    expect(await page.locator('main a[href="/anmelden"]').count()).toBe(1);
    const grades = await form
      .getByLabel('Klassenstufe', { exact: true })
      .locator('option:not([disabled])')
      .allInnerTexts();
    expect(grades).toEqual(['-', '1', '2', '3', '4', '5', '6', '7']);
    expect(await messages()).toEqual([]); // untouched fields stay quiet

    await form.getByRole('button', { name: 'Weiter' }).click();
    await text('Sie müssen die Nutzungsbedingungen akzeptieren.');
    expect(await messages()).toEqual([
      'Sie müssen Ihren Namen angeben.',
      'Sie müssen Ihre Klasse angeben oder das Feld mit «-» ausfüllen.',
      'Sie müssen Ihre Klassenstufe angeben oder das Feld mit «-» ausfüllen.',
      'Sie müssen Ihre E-Mail angeben.',
      'Sie müssen ein Passwort festlegen.',
      'Sie müssen Ihr Passwort wiederholen.',
      'Sie müssen die Nutzungsbedingungen akzeptieren.',
    ]);
    const nameInput = form.getByLabel('Name', { exact: true });
    const describedBy = (await nameInput.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText()).toBe(
      'Sie müssen Ihren Namen angeben.',
    );

    await fillField(form, 'Name', 'anna muster');
    await expectFieldMessage(
      form,
      'Name',
      'Bitte geben Sie Ihren Namen so an, wie dieser bei der Schule genutzt wird.',
    );
    await fillField(form, 'Klasse und Kursbezeichnungen', '3a!');
    await expectFieldMessage(form, 'Klasse und Kursbezeichnungen', T.classInvalid);
    await fillField(form, 'E-Mail', 'anna_muster@gmail.com');
    await expectFieldMessage(form, 'E-Mail', 'Dies ist keine valide E-Mail-Adresse.');
    await fillField(form, 'E-Mail', 'Anna_Muster@ksbeispiel.ch');
    await expectFieldMessage(form, 'E-Mail', 'Dies ist keine valide E-Mail-Adresse.');
    await fillField(form, 'Passwort', 'kurz');
    await expectFieldMessage(form, 'Passwort', 'Ihr Passwort muss mindestens 8 Zeichen lang sein.');
    await text('Sicherheit: sehr schlecht'); // zxcvbn loaded on first use
    await form.getByLabel('Klassenstufe', { exact: true }).selectOption('3');
    await expectFieldMessage(form, 'Klassenstufe', null);
    await form.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
    await expectFieldMessage(form, 'Ich akzeptiere die Nutzungsbedingungen.', null);
    await fillField(form, 'Passwort', PASSWORD);
    await text('Sicherheit: sicher');
    await fillField(form, 'Passwort wiederholen', `${PASSWORD}x`);
    await expectFieldMessage(form, 'Passwort wiederholen', 'Die Passwörter unterscheiden sich.');
    await form.getByRole('button', { name: 'Weiter' }).click();
    expect(sent).toEqual([]); // nothing is sent while a message shows

    await fillField(form, 'Name', 'Anna Muster');
    await fillField(form, 'Klasse und Kursbezeichnungen', '3a');
    await fillField(form, 'E-Mail', EMAIL);
    await fillField(form, 'Passwort wiederholen', PASSWORD);
    expect(await messages()).toEqual([]);
    await form.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((u) => u.pathname === '/registrieren/weiter');
    await text('Sie können dieses Fenster jetzt schliessen.');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] as string)).toEqual({
      name: 'Anna Muster',
      class_: '3a',
      grade: '3',
      email: EMAIL,
      password: PASSWORD,
      newsletter: false,
    });
  });

  it('confirms from the mailed link once; the reused link gets the server message', async () => {
    const mail = mailText(await waitFor(() => outboxMails(suite.server.dataDir)[0]));
    mailLink = /http:\/\/127\.0\.0\.1:\d+\/registrieren\/\S+/.exec(mail)?.[0] ?? '';
    expect(mailLink.startsWith(`${suite.server.url}/registrieren/`)).toBe(true);
    // Slow the call down a little so the waiting text can be seen.
    await page.route('**/api/v1/account/register/continue', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.goto(mailLink);
    await text(T.creating);
    await page.waitForURL((u) => u.pathname === '/registrieren/fertig');
    await text(T.created);
    await page.unroute('**/api/v1/account/register/continue');
    expect(await page.locator('main a[href="/anmelden"]').count()).toBe(1);

    await page.goto(mailLink);
    await page
      .getByRole('alert')
      .getByText(/Link ist ungültig oder wurde bereits verwendet/)
      .waitFor();
    expect(path()).not.toBe('/registrieren/fertig');
    await page.goto(`/registrieren/mail/${'x'.repeat(40)}`);
    await page
      .getByRole('alert')
      .getByText(/Link ist ungültig/)
      .waitFor();
  });

  it('refuses a wrong password, then signs in to the start page and searches in the same window', async () => {
    await signIn('falsches-passwort');
    await page.getByRole('alert').getByText(T.signInFailed, { exact: true }).waitFor();
    await expectTitle(page, 'Anmelden');
    await signIn(PASSWORD);
    await page.getByRole('heading', { name: 'Willkommen, Anna Muster!' }).waitFor();
    expect(path()).toBe('/');
    await expectTitle(page, 'Hauptseite');
    const sidebar = page.locator('nav#sidebar');
    await sidebar.getByText('Angemeldet als Anna Muster').waitFor();
    for (const link of ['Abmelden', 'Einstellungen']) {
      expect(await sidebar.getByRole('link', { name: link, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.locator('main a[href="/einstellungen"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/abmelden"]').count()).toBe(1);

    const search = page.getByRole('searchbox', { name: 'Im Internet suchen' });
    expect(await search.getAttribute('placeholder')).toBe('Im Internet mit Startpage suchen');
    expect(await search.getAttribute('size')).toBe('48');
    await page.route('https://www.startpage.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Startpage</title><p>Ergebnisse</p>' }),
    );
    const query = 'Brüche & Prozente 3/4';
    await search.fill(query);
    await search.press('Enter');
    await page.waitForURL((u) => u.hostname === 'www.startpage.com');
    expect(page.url()).toBe(`https://www.startpage.com/sp/search?query=${encodeURIComponent(query)}`);
    await page.goBack();
    await page.getByRole('heading', { name: 'Willkommen, Anna Muster!' }).waitFor();
  });

  it('logs out from the start page and back to the landing', async () => {
    await page.route('**/api/v1/account/logout', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.locator('main').getByRole('link', { name: 'Abmelden' }).click();
    await text(T.loggingOut);
    await expectTitle(page, 'Abmelden');
    await page.locator('.landing').waitFor();
    expect(path()).toBe('/');
    await page.locator('nav#sidebar').getByText('Nicht angemeldet').waitFor();
    await page.goto('/einstellungen');
    await page.getByText('Sie müssen angemeldet sein, um Ihre Einstellungen zu ändern.').waitFor();
    expect(await page.locator('main a[href="/anmelden"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
