import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectFieldMessage,
  expectTitle,
  fillField,
  freePort,
  newPage,
  signUp,
  useServerAndBrowser,
} from './fixtures';
import { apiPost } from './login';

// Texts verbatim from SPEC (typos included): the test guards them, so it does not import them.
const T = {
  signInFailed: 'Diese Kombination aus E-Mail und Passwort existiert nicht.',
  loggingOut: 'Sie werden abgemeldet.',
  classInvalid: 'Die Klassen- und Kursbezeichnungen konnten von unserem System nicht erkannt werden.',
  favoritesInvalid: 'Die Favoriten müssen wie im Platzhalter formatiert eingegeben werden.',
};
const EMAIL = 'anna_muster@ksbeispiel.ch';
const PASSWORD = 'Kantonsschule-Lernen-2025!';
const NEW_PASSWORD = 'Neues-Passwort-fuer-Anna-77';

const suite = useServerAndBrowser(async () => {
  const port = await freePort();
  return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
});
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ context, page, errors } = await newPage(suite.browser, suite.server.url, DESKTOP));
  await signUp(page, suite.server, { name: 'Anna Muster', email: EMAIL, password: PASSWORD, class_: '3a', grade: '3' });
});
afterAll(async () => {
  await context?.close();
});

const text = (t: string) => page.getByText(t, { exact: true }).first().waitFor();
const section = (id: string) => page.locator(`section#${id}`);
const path = () => decodeURIComponent(new URL(page.url()).pathname);

async function signIn(password: string) {
  await page.goto('/anmelden');
  await fillField(page, 'E-Mail', EMAIL);
  await fillField(page, 'Passwort', password);
  await page.getByRole('button', { name: 'Weiter' }).click();
}

describe('settings, favourites and password change in Chromium (desktop)', () => {
  it('shows the sign-in prompt to visitors, the settings after signing in', async () => {
    await page.goto('/einstellungen');
    await expectTitle(page, 'Einstellungen');
    await page.getByText('Sie müssen angemeldet sein, um Ihre Einstellungen zu ändern.').waitFor();
    expect(await page.locator('main a[href="/anmelden"]').count()).toBe(1);
    await signIn(PASSWORD);
    // The account's first sign-in; the one after the password change below is a return.
    await page.getByRole('heading', { name: 'Willkommen, Anna Muster!' }).waitFor();
  });

  it('changes every setting, topic by topic, with its success alert', async () => {
    await page.locator('main').getByRole('link', { name: 'Einstellungen' }).first().click();
    await expectTitle(page, 'Einstellungen');
    await text('Anna Muster');
    const contact = await page.locator('main a', { hasText: 'Kontakt' }).first().getAttribute('href');
    expect(decodeURIComponent(contact ?? '')).toBe('/über/kontakt');
    const topics = page.getByRole('navigation', { name: 'Themen der Einstellungen' });
    expect(await topics.locator('.settings-topic-title').allInnerTexts()).toEqual([
      'Profil',
      'Lernen',
      'Benachrichtigungen',
      'Startseite',
      'Darstellung',
      'Konto und Sicherheit',
    ]);
    /** Opens a topic from the list beside it and waits for its heading. */
    const openTopic = async (name: string) => {
      await topics.getByRole('link', { name, exact: true }).click();
      await page.locator('.settings-panel h2', { hasText: name }).waitFor();
    };

    // Profil, shown first.
    const classes = section('klassen');
    await fillField(classes, 'Klasse und Kursbezeichnungen', '3a, M1');
    await expectFieldMessage(classes, 'Klasse und Kursbezeichnungen', T.classInvalid);
    await fillField(classes, 'Klasse und Kursbezeichnungen', '3a   M1b');
    await classes.getByRole('button', { name: 'Speichern' }).click();
    await classes.getByText('Ihre Klasse(n) wurde aktualisiert.', { exact: true }).waitFor();

    const grade = section('klassenstufe');
    await grade.getByLabel('Klassenstufe', { exact: true }).selectOption('4');
    await grade.getByRole('button', { name: 'Speichern' }).click();
    await grade.getByText('Ihre Klassenstufe wurde aktualisiert.', { exact: true }).waitFor();

    await openTopic('Startseite');
    const engine = section('suchmaschine');
    const options = await engine.getByLabel('Suchmaschine', { exact: true }).locator('option').allInnerTexts();
    expect(options).toContain('Startpage (empfohlen)');
    expect(options).toContain('DuckDuckGo [TOR]');
    await engine.getByText(/\[TOR\] funktionieren nur im Tor-Browser/).waitFor();
    await engine.getByLabel('Suchmaschine', { exact: true }).selectOption('DuckDuckGo');
    await engine.getByRole('button', { name: 'Speichern' }).click();
    await engine.getByText('Ihre Suchmaschine wurde aktualisiert.', { exact: true }).waitFor();

    const favorites = section('favoriten');
    const textarea = favorites.getByLabel('Favoriten', { exact: true });
    expect(await textarea.getAttribute('rows')).toBe('8');
    expect(await textarea.getAttribute('placeholder')).toMatch(/^https:\/\/\S+\|\S+/);
    await fillField(favorites, 'Favoriten', 'keine Adresse');
    await expectFieldMessage(favorites, 'Favoriten', T.favoritesInvalid);
    await fillField(favorites, 'Favoriten', `${suite.server.url}/über/team|Team\nhttps://beispiel.invalid/|Beispiel`);
    await favorites.getByRole('button', { name: 'Speichern' }).click();
    await favorites.getByText('Ihre Favoriten wurden aktualisiert.', { exact: true }).waitFor();

    // The on/off settings are switches that save at once; the message comes as a toast.
    const saved = async (key: string) => {
      const reply = await context.request.get(`${suite.server.url}/api/v1/account`);
      return ((await reply.json()) as { info: Record<string, unknown> }).info[key];
    };
    for (const [topic, name, key, alert] of [
      ['Darstellung', 'Dokumente in der Seite zeigen', 'iframe', 'Ihre iFrame-Einstellung wurde aktualisiert.'],
      [
        'Benachrichtigungen',
        'Neuigkeiten per E-Mail',
        'newsletter',
        'Ihre Benachrichtigungseinstellung wurde aktualisiert.',
      ],
    ] as const) {
      await openTopic(topic);
      const toggle = page.getByRole('switch', { name });
      const before = (await toggle.getAttribute('aria-checked')) === 'true';
      expect(await saved(key)).toBe(before);
      await toggle.click();
      await page.getByRole('status').getByText(alert, { exact: true }).first().waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe(String(!before));
      expect(await saved(key)).toBe(!before);
      await page.locator('[role="switch"][aria-busy="true"]').first().waitFor({ state: 'detached' });
      await toggle.click();
      await expect.poll(() => saved(key)).toBe(before);
      expect(await toggle.getAttribute('aria-checked')).toBe(String(before));
    }

    // No screen control sets the theme (SPEC §7): the call itself, as the web client would send it.
    const theme = (await apiPost(context, suite.server, '/account/settings/theme', { theme: 'light' })).body;
    expect(theme.message).toBe('Ihr Farbschema wurde aktualisiert.');

    await page.goto('/einstellungen/profil');
    expect(await section('klassen').getByLabel('Klasse und Kursbezeichnungen', { exact: true }).inputValue()).toBe(
      '3a M1b',
    );
    expect(await section('klassenstufe').getByLabel('Klassenstufe', { exact: true }).inputValue()).toBe('4');
    await openTopic('Startseite');
    expect(await section('suchmaschine').getByLabel('Suchmaschine', { exact: true }).inputValue()).toBe('DuckDuckGo');
  });

  it('shows the favourites as cards with icons that open in the same window', async () => {
    await page.goto('/');
    const cards = page.locator('.favorite-card');
    await cards.first().waitFor();
    expect(await cards.allInnerTexts()).toEqual(['Team', 'Beispiel']);
    expect(await cards.first().locator('img').getAttribute('src')).toBe(
      `/api/v1/favicon/${encodeURIComponent(`${suite.server.url}/über/team`)}`,
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.favorite-card img')].every(
        (i) => i.complete && i.naturalWidth > 0,
      ),
    );
    expect(await page.getByRole('searchbox', { name: 'Im Internet suchen' }).getAttribute('placeholder')).toBe(
      'Im Internet mit DuckDuckGo suchen',
    );
    await page.getByText(/in den Einstellungen ändern/).waitFor();
    await cards.first().click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname) === '/über/team');
    expect(context.pages()).toHaveLength(1);
  });

  it('changes the password, which logs out; only the new password signs in afterwards', async () => {
    await page.goto('/einstellungen#passwort');
    const pw = section('passwort');
    await pw.getByRole('button', { name: 'Ändern' }).click();
    await expectFieldMessage(pw, 'Altes Passwort', 'Sie müssen Ihr altes Passwort angeben.');
    await fillField(pw, 'Neues Passwort', 'kurz');
    await expectFieldMessage(pw, 'Neues Passwort', 'Ihr neues Passwort muss mindestens 8 Zeichen lang sein.');
    await fillField(pw, 'Altes Passwort', 'nicht-das-alte');
    await fillField(pw, 'Neues Passwort', NEW_PASSWORD);
    await pw.getByText(/^Sicherheit: /).waitFor();
    await fillField(pw, 'Neues Passwort wiederholen', `${NEW_PASSWORD}!`);
    await expectFieldMessage(pw, 'Neues Passwort wiederholen', 'Die neuen Passwörter unterscheiden sich.');
    await fillField(pw, 'Neues Passwort wiederholen', NEW_PASSWORD);
    await pw.getByRole('button', { name: 'Ändern' }).click();
    await pw.locator('.alert-error').waitFor(); // the server refuses a wrong old password
    await fillField(pw, 'Altes Passwort', PASSWORD);
    await pw.getByRole('button', { name: 'Ändern' }).click();
    await text('Ihr Passwort wurde aktualisiert. Sie werden abgemeldet.');
    await text(T.loggingOut);
    await page.locator('.landing').waitFor({ timeout: 60_000 });
    expect(path()).toBe('/');
    await page.locator('nav#sidebar').getByText('Nicht angemeldet').waitFor();

    await signIn(PASSWORD);
    await page.getByRole('alert').getByText(T.signInFailed, { exact: true }).waitFor();
    await signIn(NEW_PASSWORD);
    await page.getByRole('heading', { name: 'Willkommen zurück, Anna Muster!' }).waitFor();

    expect(errors).toEqual([]);
  });
});
