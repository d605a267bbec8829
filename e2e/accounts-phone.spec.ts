import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectTitle,
  fillField,
  freePort,
  launchBrowser,
  mailText,
  newPage,
  outboxMails,
  PHONE,
  type RunningServer,
  startServer,
  waitFor,
} from './fixtures';
import { apiPost } from './login';

const EMAIL = 'anna_muster@ksbeispiel.ch';
const PASSWORD = 'Kantonsschule-Lernen-2025!';

let server: RunningServer;
let smtp: SMTPServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
/** Raw mails the SMTP receiver accepted. */
const received: string[] = [];

beforeAll(async () => {
  // A real SMTP receiver on loopback: the server's mail path with SMTP_URL set.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  browser = await launchBrowser();
  ({ context, page, errors } = await newPage(browser, server.url, PHONE));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(resolve) : resolve()));
});

/** No sideways scrolling at 375 px. */
async function expectNoOverflow(where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(overflow, `${where} scrolls sideways on a phone`).toBe(false);
}

describe('accounts on a 375 px phone, mail over SMTP', () => {
  it('registers through the form and confirms from the mail the SMTP receiver got', async () => {
    await page.goto('/registrieren');
    await expectTitle(page, 'Registrieren');
    const form = page.getByRole('form', { name: 'Registrieren' });
    await form.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Sie müssen die Nutzungsbedingungen akzeptieren.').waitFor();
    await expectNoOverflow('/registrieren with every message');

    await fillField(form, 'Name', 'Anna Muster');
    await fillField(form, 'Klasse und Kursbezeichnungen', '3a');
    await form.getByLabel('Klassenstufe', { exact: true }).selectOption('3');
    await fillField(form, 'E-Mail', EMAIL);
    await fillField(form, 'Passwort', PASSWORD);
    await page.getByText('Sicherheit: sicher').waitFor();
    await fillField(form, 'Passwort wiederholen', PASSWORD);
    await form.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
    await form.getByRole('checkbox', { name: /Benachrichtigungen/ }).check();
    await form.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL((u) => u.pathname === '/registrieren/weiter');
    await expectNoOverflow('/registrieren/weiter');

    const raw = await waitFor(() => received.find((m) => m.includes(EMAIL)));
    expect(outboxMails(server.dataDir)).toEqual([]); // with SMTP_URL nothing lands in the outbox
    const link = /http:\/\/127\.0\.0\.1:\d+\/registrieren\/\S+/.exec(mailText(raw))?.[0] ?? '';
    expect(link.startsWith(`${server.url}/registrieren/`)).toBe(true);
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/registrieren/fertig');
    await page.getByText('Ihr Konto wurde erfolgreich erstellt.').waitFor();
    await expectNoOverflow('/registrieren/fertig');
  });

  it('signs in and uses the start page, settings and menu without sideways scrolling', async () => {
    await page.goto('/anmelden');
    await expectTitle(page, 'Anmelden');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Sie müssen Ihre E-Mail angeben.').waitFor();
    await page.getByText('Sie müssen Ihr Passwort angeben.').waitFor();
    await expectNoOverflow('/anmelden');
    await fillField(page, 'E-Mail', EMAIL);
    await fillField(page, 'Passwort', PASSWORD);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { name: 'Willkommen, Anna Muster!' }).waitFor();

    const favorites = [
      `${server.url}/über/team|Team`,
      `${server.url}/über/kontakt|Ein sehr langer Name für eine Website mit Kontaktangaben`,
      'https://beispiel.invalid/|Beispiel',
    ].join('\n');
    expect((await apiPost(context, server, '/account/settings/favorites', { favorites })).status).toBe(200);
    await page.reload();
    await page.locator('.favorite-card').nth(2).waitFor();
    await expectNoOverflow('/ (start page with favourites)');
    const search = page.getByRole('searchbox', { name: 'Im Internet suchen' });
    expect(await search.getAttribute('size')).toBe('48');
    const box = await search.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Menü' }).click();
    await page.locator('nav#sidebar').getByText('Angemeldet als Anna Muster').waitFor();
    await page.locator('nav#sidebar').getByRole('link', { name: 'Einstellungen', exact: true }).click();
    await expectTitle(page, 'Einstellungen');
    const topics = page.getByRole('navigation', { name: 'Themen der Einstellungen' });
    await topics.waitFor();
    await expectNoOverflow('/einstellungen');
    await topics.getByRole('link', { name: 'Benachrichtigungen' }).click();
    // The newsletter chosen in the registration form is on.
    expect(await page.getByRole('switch', { name: 'Neuigkeiten per E-Mail' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await expectNoOverflow('/einstellungen/benachrichtigungen');

    // The start page's link to the favourites opens their topic, scrolled to them.
    await page.goto('/');
    await page
      .getByText(/in den Einstellungen ändern/)
      .getByRole('link', { name: 'Einstellungen' })
      .click();
    await page.waitForURL((u) => u.pathname === '/einstellungen/startseite' && u.hash === '#favoriten');
    const textarea = page.locator('section#favoriten textarea');
    await page.waitForFunction(() => {
      const top = document.getElementById('favoriten')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(await textarea.inputValue()).toContain('|Team');

    await page.getByRole('button', { name: 'Menü' }).click();
    await page.locator('nav#sidebar').getByRole('link', { name: 'Abmelden', exact: true }).click();
    await page.locator('.landing').waitFor();
    await expectNoOverflow('/ (landing)');
    expect(errors).toEqual([]);
  });
});
