// WCAG 2.2 AA, measured: axe-core on every screen of the routes file, for a visitor and for a
// signed-in Premium pupil in each colour scheme, at 1280 and 320 px; at 320 px nothing scrolls
// sideways and every control is at least 24 × 24 px.
import fs from 'node:fs';
import path from 'node:path';
import { encodeAuthToken } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow, smallTargets } from './a11y-checks';
import { apiUpload, tinyPdf } from './documents-fixtures';
import { launchBrowser, newPage, type RunningServer, startServer } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { loginAs, type SeededUser, seedUser } from './login';

let server: RunningServer;
let browser: Browser;
let setId = '';
let documentId = '';
let calendarId = '';
let premium: SeededUser;
const SCHEMES = ['light', 'dark', 'contrast', 'system'] as const;
type Scheme = (typeof SCHEMES)[number];
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      PAYEE_IBAN: 'CH93 0076 2011 6238 5295 7',
      PAYEE_NAME: 'Verein Lernplattform',
      PAYEE_ADDRESS: 'Bahnhofstrasse 5',
      PAYEE_ZIP: '6003',
      PAYEE_CITY: 'Luzern',
    }),
    launchBrowser(),
  ]);
  const { context } = await newPage(browser, server.url);
  await loginAs(context, server, seedUser(server, { name: 'Olga Owner' }));
  const set = await uploadLearnset(context, server, {
    title: 'Englisch Wörter',
    lines: ['house; Haus', 'tree; Baum', 'dog; Hund; Köter', 'cat; Katze', 'bird; Vogel', 'fish; Fisch'],
  });
  setId = set.id;
  documentId = await apiUpload(
    context,
    server,
    {
      title: 'Skript Biologie',
      subject: 'BI',
      description: 'Zellen und Gewebe',
      class: '5b',
      grade: '5',
      language: 'de',
    },
    { name: 'skript.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
  );
  await context.close();
  // The signed-in sweep's pupil, with her first (reserved) calendar.
  premium = seedUser(server, { name: 'Paula Premium', payment: '2999-12-31' });
  const own = await newPage(browser, server.url);
  await loginAs(own.context, server, premium);
  const calendars = await own.context.request.get(`${server.url}/api/v1/calendars`);
  calendarId = ((await calendars.json()) as { calendars: Array<{ id: string }> }).calendars[0]?.id ?? '';
  await own.context.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Screen {
  path: string;
  /** What shows once the screen has its content. */
  ready: string;
}

const app = 'http://127.0.0.1:9';
const authorizeToken = () => encodeAuthToken(`${app}/api/authorize`, 'geheim', `${app}/fertig`);
const studyModes = (): Screen[] => [
  { path: `/lernsets/lernen/${setId}`, ready: '.learn-question' },
  { path: `/lernsets/karten/${setId}`, ready: '.flashcard' },
  { path: `/lernsets/test/${setId}`, ready: 'main form' },
  { path: `/lernsets/zuordnen/${setId}`, ready: '.match-grid' },
  { path: '/wiederholen', ready: 'main h1' },
];

/** Screens a visitor reaches (the signed-in ones show their sign-in prompt). */
const visitorScreens = (): Screen[] => [
  { path: '/', ready: '.landing' },
  { path: '/anmelden', ready: 'main form' },
  { path: '/passwort-vergessen', ready: 'main form' },
  { path: `/passwort-vergessen/${'A'.repeat(43)}`, ready: 'main h1' },
  { path: '/registrieren', ready: 'main form' },
  { path: '/registrieren/weiter', ready: 'main h1' },
  { path: '/registrieren/fertig', ready: 'main h1' },
  { path: '/registrieren/kein-gueltiger-code-0123456789', ready: '.alert' },
  { path: '/registrieren/mail/kein-gueltiger-code-0123456789', ready: '.alert' },
  { path: '/einstellungen', ready: 'main h1' },
  { path: '/suche', ready: 'main h1' },
  { path: '/dokumente', ready: '.item-card' },
  { path: '/dokumente/neu', ready: 'main h1' },
  { path: `/dokumente/vorschau/${documentId}`, ready: 'iframe.document-view' },
  { path: `/dokumente/bearbeiten/${documentId}`, ready: 'main h1' },
  { path: '/lernsets', ready: '.item-card' },
  { path: '/lernsets/neu', ready: 'main h1' },
  { path: '/lernsets/hilfe', ready: 'main h1' },
  { path: `/lernsets/vorschau/${setId}`, ready: '.exercise-card' },
  { path: `/lernsets/bearbeiten/${setId}`, ready: 'main h1' },
  ...studyModes(),
  { path: `/lernsets/pruefung/${setId}`, ready: 'main h1' },
  { path: '/kalender', ready: 'main h1' },
  { path: `/kalender/beitreten/${'A'.repeat(22)}`, ready: 'main h1' },
  { path: '/premium', ready: '.plan-table' },
  { path: '/premium/kaufen', ready: 'main h1' },
  { path: '/premium/lite/kaufen', ready: 'main h1' },
  { path: '/über/team', ready: 'main h1' },
  { path: '/über/kontakt', ready: 'main h1' },
  { path: '/über/quellcode', ready: 'main h1' },
  { path: '/über/impressum', ready: 'main h1' },
  { path: '/über/datenschutz', ready: 'main h1' },
  { path: '/über/agb', ready: 'main h1' },
  { path: '/nutzungsbedingungen', ready: 'main h1' },
  { path: '/news', ready: 'main .error-text, main article' },
  { path: `/autorisieren/${authorizeToken()}`, ready: 'main h1' },
  { path: '/design', ready: '.design-page' },
  { path: '/gibt-es-nicht', ready: '.not-found' },
  { path: '/abmelden', ready: '.landing' },
];

/** Screens of a signed-in Premium pupil: forms, own items, the QR-bill, settings. */
const signedInScreens = (): Screen[] => [
  { path: '/', ready: '.web-search' },
  // The list and the first topic (a phone shows the list alone), then each further topic.
  { path: '/einstellungen', ready: '.settings-panel h2' },
  { path: '/einstellungen/profil', ready: '#klassen' },
  { path: '/einstellungen/lernen', ready: '#antworten-pruefen' },
  { path: '/einstellungen/benachrichtigungen', ready: '#lern-erinnerung' },
  { path: '/einstellungen/startseite', ready: '#favoriten' },
  { path: '/einstellungen/darstellung', ready: '#farbschema' },
  { path: '/einstellungen/konto', ready: '#passwort' },
  // The hits, or the message of a search that failed: either way the page as a pupil sees it.
  { path: '/suche?q=Zellen', ready: '.search-results .item-count:not(:empty), .search-results .alert' },
  { path: '/dokumente?q=Zellen', ready: '.search-results .item-count:not(:empty), .search-results .alert' },
  { path: '/dokumente', ready: '.item-card' },
  { path: '/dokumente/neu', ready: 'main form' },
  { path: `/dokumente/vorschau/${documentId}`, ready: 'iframe.document-view' },
  { path: `/dokumente/bearbeiten/${documentId}`, ready: 'main h1' },
  { path: '/lernsets', ready: '.item-card' },
  { path: '/lernsets/neu', ready: 'main form' },
  { path: `/lernsets/vorschau/${setId}`, ready: '.exercise-card' },
  { path: `/lernsets/bearbeiten/${setId}`, ready: 'main h1' },
  ...studyModes(),
  { path: `/lernsets/pruefung/${setId}`, ready: '.exam-date' },
  { path: '/kalender', ready: '.calendar-cards' },
  { path: `/kalender/${calendarId}`, ready: '.calendar-page' },
  // An old join link (the invitation itself is checked in calendar.spec.ts).
  { path: `/kalender/beitreten/${'A'.repeat(22)}`, ready: 'main .alert' },
  { path: '/premium', ready: '.plan-table' },
  { path: '/premium/kaufen', ready: '.qr-bill img' },
  { path: '/premium/lite/kaufen', ready: '.qr-bill img' },
  { path: `/autorisieren/${authorizeToken()}`, ready: 'main h1' },
  { path: '/gibt-es-nicht', ready: '.not-found' },
];

/** Opens a screen and waits until it shows its content, not its loading text. */
async function open(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await page.locator(screen.ready).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('main .loading'), null, { timeout: 60_000 });
  // Images (QR-bill, logo) decoded, so contrast is measured on what a pupil sees.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 60_000 });
}

/** Switches the page to a scheme as the account would; 'Wie Gerät' on a dark device. */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme === 'system' ? 'dark' : 'light' });
  await page.evaluate((s) => {
    if (s === 'light') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', s);
  }, scheme);
}

/** Every check at both widths in each given scheme; returns the problems found, one per line. */
async function checkScreen(page: Page, screen: Screen, schemes: readonly Scheme[]): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize(WIDE);
  try {
    await open(page, screen);
  } catch (error) {
    return [`${decodeURI(screen.path)}: did not show ${screen.ready} (${String(error).split('\n')[0]})`];
  }
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    const where = `${decodeURI(screen.path)} @${size.width}px`;
    for (const scheme of schemes) {
      await useScheme(page, scheme);
      for (const v of await axeViolations(page)) problems.push(`${where} ${scheme}: ${v}`);
    }
    if (size === NARROW) {
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${where}: scrolls ${overflow}px sideways`);
      for (const target of await smallTargets(page)) problems.push(`${where}: target under 24 px: ${target}`);
    }
  }
  await useScheme(page, 'light');
  return problems;
}

describe('accessibility of every screen (axe-core, WCAG 2.2 AA)', () => {
  it('covers every screen of the routes file', () => {
    const routes = fs.readFileSync(path.join(import.meta.dirname, '../apps/web/src/app/routes.tsx'), 'utf8');
    const patterns = [...routes.matchAll(/screen\(\s*'([^']+)'/g)].map((m) => m[1] ?? '');
    expect(patterns.length).toBeGreaterThan(30);
    const visited = [...visitorScreens(), ...signedInScreens()].map((s) => decodeURI(s.path));
    const uncovered = patterns.filter((pattern) => {
      const re = new RegExp(
        `^/${pattern.replace(/\/:\w+\?/g, '(/[^/]+)?').replace(/:\w+/g, '[^/]+')}$`.replace(/\./g, '\\.'),
      );
      return !visited.some((p) => re.test(p));
    });
    expect(uncovered).toEqual([]);
  });

  /** Every check on `screens`, as a visitor or as the Premium pupil; the problems found. */
  async function sweep(screens: Screen[], schemes: readonly Scheme[], signedIn: boolean): Promise<string[]> {
    const { context, page } = await newPage(browser, server.url);
    if (signedIn) await loginAs(context, server, premium);
    const problems: string[] = [];
    for (const screen of screens) problems.push(...(await checkScreen(page, screen, schemes)));
    await context.close();
    return problems;
  }
  /** Halves of a list, so each test stays well within its time on a busy machine. */
  const half = <T>(list: T[], which: 0 | 1) =>
    list.slice(which * Math.ceil(list.length / 2)).slice(0, Math.ceil(list.length / 2));

  it.each([0, 1] as const)(
    'finds nothing on the visitor screens (part %i) at 1280 and 320 px',
    async (part) => {
      expect(await sweep(half(visitorScreens(), part), ['light'], false)).toEqual([]);
    },
    180_000,
  );

  it('finds nothing in the phone menu, opened', async () => {
    const { context, page } = await newPage(browser, server.url, { viewport: NARROW });
    await open(page, { path: '/', ready: '.landing' });
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.locator('nav#sidebar').waitFor();
    const problems = (await axeViolations(page)).map((v) => `/ menu open: ${v}`);
    for (const target of await smallTargets(page)) problems.push(`/ menu open: target under 24 px: ${target}`);
    await context.close();
    expect(problems).toEqual([]);
  });

  it.each([0, 1] as const)(
    'finds nothing on the screens of a signed-in Premium pupil (part %i), in each colour scheme',
    async (part) => {
      expect(await sweep(half(signedInScreens(), part), SCHEMES, true)).toEqual([]);
    },
    180_000,
  );
});
