// Issue #17's calendars in the browser, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a pupil
// makes an exam with a linked set by keyboard, sees it in the month and agenda views and on the
// start page with the cards to learn, shares the calendar with the class, copies its join link and
// subscribes a phone; a classmate joins with the link on a 390 px phone by keyboard and reads it
// until the owner removes them (issue #28); another classmate reads a shared calendar on a 320 px
// phone only after joining, read-only, and puts it on the start page.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { CALENDAR_TEXTS, schoolYearEnd } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, smallTargets } from './a11y-checks';
import { pgStore, sqliteStore, type Store } from './faults-store';
import { dropTestSchema, expectTitle, launchBrowser, newPage, type RunningServer, startServer } from './fixtures';
import { uploadLearnset } from './learnset-fixtures';
import { xsrfHeader } from './login';

const pgBase = process.env.TEST_DATABASE_URL;
const ENGINES = pgBase ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
if (!pgBase) console.warn('calendar: TEST_DATABASE_URL not set, the PostgreSQL run is skipped');

const NARROW = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const NO_ACCESS = 'Sie haben keinen Zugriff auf diesen Kalender.';
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** YYYY-MM-DD in Zurich, `days` from today. */
const zurichDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() + days * 86_400_000));

/** The server on a fresh database of the engine, and direct access to it for seeding accounts. */
async function startOn(engine: (typeof ENGINES)[number]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-calendar-'));
  if (engine === 'sqlite') {
    const server = await startServer({ DATA_DIR: dataDir });
    return { server, store: sqliteStore(dataDir), drop: async () => fs.rmSync(dataDir, { recursive: true }) };
  }
  const schema = `calendar_${process.pid}_${Date.now()}`;
  const url = new URL(pgBase as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  await pool.query(`create schema ${schema}`);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  return {
    server,
    store: pgStore(pool),
    drop: async () => {
      await dropTestSchema(pool, schema);
      fs.rmSync(dataDir, { recursive: true });
    },
  };
}

/** An account and a signed-in browser context for it. */
async function signedIn(
  browser: Browser,
  server: RunningServer,
  store: Store,
  name: string,
  { size = DESKTOP, classes = '5b' } = {},
) {
  const id = randomBytes(12).toString('base64url');
  await store.run(
    'insert into users (id, email, name, password_hash, classes, grade, created_at) values (?, ?, ?, ?, ?, ?, ?)',
    [
      id,
      `${id.toLowerCase().replace(/[^a-z0-9]/g, '_')}@ksbeispiel.ch`,
      name,
      'e2e-only',
      classes,
      '5',
      new Date().toISOString(),
    ],
  );
  const token = randomBytes(32).toString('base64url');
  await store.run('insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)', [
    createHash('sha256').update(token).digest('hex'),
    id,
    new Date().toISOString(),
    new Date(Date.now() + 3600_000).toISOString(),
  ]);
  const { context, page, errors } = await newPage(browser, server.url, size);
  await context.addCookies([{ name: 'session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return { id, context, page, errors };
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

describe.each(ENGINES)('calendars in the browser on %s', (engine) => {
  let browser: Browser;
  let server: RunningServer;
  let store: Store;
  let drop: () => Promise<void>;
  const examDay = zurichDay(3);

  beforeAll(async () => {
    ({ server, store, drop } = await startOn(engine));
    browser = await launchBrowser();
  });

  /** A pupil (of 5b unless told) with a set of six French verbs, and the id of their calendar «Prüfungen». */
  async function ownerWithSet(name: string, classes = '5b') {
    const owner = await signedIn(browser, server, store, name, { classes });
    const { id: setId } = await uploadLearnset(owner.context, server, {
      title: 'Französische Verben',
      subject: 'F',
      language: 'fr',
      lines: ['gehen; aller', 'kommen; venir', 'sehen; voir', 'machen; faire', 'nehmen; prendre', 'sagen; dire'],
    });
    const list = (await (await owner.context.request.get(`${server.url}/api/v1/calendars`)).json()) as {
      calendars: Array<{ id: string; reserved: string | null }>;
    };
    const calendarId = list.calendars.find((c) => c.reserved === 'exams')?.id ?? '';
    return { ...owner, setId, calendarId };
  }
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    // The schema goes first: closing the store ends the PostgreSQL pool.
    await drop?.();
    await store?.close();
  });

  it('keeps Standard to its two calendars and links Premium', async () => {
    const { page, context } = await signedIn(browser, server, store, 'Stefan Standard');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Kalender' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Hauptseite', 'Dokumente', 'Lernsets', 'Kalender']),
    );
    const links = await nav.getByRole('link').allTextContents();
    // After Lernsets: the due cards, then the calendars (signed-in pupils only).
    expect(links.indexOf('Wiederholen')).toBe(links.indexOf('Lernsets') + 1);
    expect(links.indexOf('Kalender')).toBe(links.indexOf('Wiederholen') + 1);

    await nav.getByRole('link', { name: 'Kalender' }).click();
    await expectTitle(page, 'Kalender');
    await page.getByRole('link', { name: 'Prüfungen' }).waitFor();
    await page.getByRole('link', { name: 'Hausaufgaben' }).waitFor();
    await page.getByText('2 von 2 Kalendern mit Standard').waitFor();
    await page.getByLabel('Neuer Kalender').fill('Sport');
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await page.getByText('Mit Standard können Sie höchstens 2 eigene Kalender haben', { exact: false }).waitFor();
    await page.getByRole('alert').getByRole('link', { name: 'Zu Premium' }).waitFor();
    await page.getByText('2 von 2 Kalendern mit Standard').waitFor();
    await context.close();
  });

  it('makes an exam with a linked set by keyboard, shows it in the month, the agenda and on the start page, shares it with the class by a join link a classmate uses until removed, and gives a phone its address', async () => {
    const { page, errors, context, setId, calendarId } = await ownerWithSet('Olga Owner');
    await page.goto(`/kalender/${calendarId}`);
    await page.getByRole('heading', { name: 'Prüfungen', level: 1 }).waitFor();
    const today = page.locator('td[role="gridcell"][tabindex="0"]');
    expect(await today.getAttribute('data-day')).toBe(zurichDay(0));
    await today.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(examDay);
    await page.keyboard.press('Enter');
    const dayTitle = page.locator('#day-title');
    await dayTitle.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('day-title');
    await page.getByText('Keine Termine an diesem Tag.').waitFor();

    // On to the day's add button and into the form, all by keyboard.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Termin hinzufügen' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Verbtest');
    expect(await page.getByLabel('Art').inputValue()).toBe('exam');
    expect(await page.getByLabel('Datum').inputValue()).toBe(examDay);
    await page.getByLabel('Uhrzeit (freiwillig)').fill('08:15');
    await page.getByLabel('Lernset suchen').focus();
    await page.keyboard.type('Verben');
    const setBox = page.getByRole('checkbox', { name: '[F] Französische Verben' });
    await setBox.focus();
    await page.keyboard.press('Space');
    expect(await setBox.isChecked()).toBe(true);
    // The form with its list of sets: every control a whole 24 px target.
    expect(await smallTargets(page)).toEqual([]);
    await page.getByLabel('Titel').focus();
    await page.keyboard.press('Enter');
    await page.getByText('Der Termin wurde gespeichert.').waitFor();

    // Month: the day says what is on it; the opened day lists it with its set.
    expect(await page.getByRole('gridcell', { name: 'Prüfung: Verbtest' }).getAttribute('data-day')).toBe(examDay);
    await page.locator('.day-panel').getByRole('heading', { name: 'Verbtest' }).waitFor();
    await page.locator('.day-panel').getByText('08:15').waitFor();

    await page.getByRole('button', { name: 'Agenda' }).click();
    const agenda = page.locator('.agenda');
    await agenda.getByRole('heading', { name: 'Verbtest' }).waitFor();
    await agenda.getByRole('link', { name: '[F] Französische Verben' }).waitFor();
    expect(await agenda.getByRole('link', { name: 'Lernen' }).getAttribute('href')).toBe(`/lernsets/lernen/${setId}`);

    await page.goto('/');
    const upcoming = page.locator('section.upcoming');
    await upcoming.getByRole('heading', { name: 'Nächste Prüfungen' }).waitFor();
    await upcoming.getByText('6 Karten bis zur Prüfung').waitFor();
    await upcoming.getByRole('link', { name: 'Verbtest', exact: true }).waitFor();
    expect(await upcoming.getByRole('link', { name: /^Lernen/ }).getAttribute('href')).toBe(
      `/lernsets/lernen/${setId}`,
    );
    // The exam date of the set's own exam page is the event's.
    await page.goto(`/lernsets/pruefung/${setId}`);
    await page.getByText(`Prüfung am ${examDay.split('-').reverse().join('.')}.`).waitFor();

    await page.goto(`/kalender/${calendarId}`);
    await page.getByText('Teilen, aufs Handy, importieren').click();
    await page.getByLabel('Teilen mit').selectOption('5b');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Der Kalender ist jetzt mit der Klasse 5b geteilt.').waitFor();

    // Being in 5b is not enough: the class reads it with the join link, copied for the class chat.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const linkField = page.getByLabel('Beitrittslink für die Klasse 5b');
    const joinLink = await linkField.inputValue();
    expect(joinLink).toMatch(new RegExp(`^${server.url}/kalender/beitreten/[\\w-]{22}$`));
    await page.getByRole('button', { name: 'Link kopieren' }).click();
    await page.getByText('Der Link wurde kopiert.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(joinLink);
    await page.getByRole('heading', { name: 'Mitglieder (0)' }).waitFor();
    await page.getByText('Noch ist niemand beigetreten.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    const classmate = await signedIn(browser, server, store, 'Clara Klasse', { size: PHONE, classes: '5b' });
    await classmate.page.goto(`/kalender/${calendarId}`);
    await classmate.page.getByText(NO_ACCESS).waitFor();
    await classmate.page.goto(joinLink);
    await classmate.page.getByRole('heading', { name: 'Kalender «Prüfungen» beitreten', level: 1 }).waitFor();
    await classmate.page
      .getByText('Olga Owner teilt den Kalender «Prüfungen» mit der Klasse 5b.', { exact: false })
      .waitFor();
    await noSidewaysScroll(classmate.page, 'join page');
    expect(await smallTargets(classmate.page)).toEqual([]);
    expect(await axeViolations(classmate.page)).toEqual([]);
    // By keyboard: from the page's heading to the button, Enter joins.
    expect(await classmate.page.evaluate(() => document.activeElement?.id)).toBe('join-title');
    await classmate.page.keyboard.press('Tab');
    expect(await classmate.page.evaluate(() => document.activeElement?.textContent)).toBe('Kalender beitreten');
    await classmate.page.keyboard.press('Enter');
    await classmate.page
      .getByText('Sie sind dem Kalender «Prüfungen» beigetreten. Sie können ihn jetzt lesen.')
      .waitFor();
    expect(await classmate.page.getByRole('gridcell', { name: 'Prüfung: Verbtest' }).getAttribute('data-day')).toBe(
      examDay,
    );
    await noSidewaysScroll(classmate.page, 'joined calendar');

    await page.getByRole('button', { name: 'Adresse erstellen' }).click();
    const address = page.getByLabel('Adresse für das Handy (nur jetzt sichtbar)');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(new RegExp(`/api/v1/calendars/feed/${calendarId}/[\\w-]+\\.ics$`));
    // A phone has no cookie.
    const feed = await fetch(url.replace(/^https?:\/\/[^/]+/, server.url));
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('SUMMARY:Prüfung: Verbtest');
    expect(text).toContain(`DTSTART;TZID=Europe/Zurich:${examDay.replaceAll('-', '')}T081500`);

    // The school's timetable as a file: a daily lesson, three times, in UTC as timetable systems
    // write it; the import keeps what falls before the end of the school year (31 July).
    const lessons = [1, 2, 3].map(zurichDay).filter((day) => day <= schoolYearEnd(zurichDay(0)));
    const start = zurichDay(1).replaceAll('-', '');
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kantonsschule//Stundenplan//DE',
      'BEGIN:VEVENT',
      'UID:bio-5b@kantonsschule',
      `DTSTAMP:${start}T060000Z`,
      `DTSTART:${start}T120000Z`,
      `DTEND:${start}T124500Z`,
      'RRULE:FREQ=DAILY;COUNT=3',
      'SUMMARY:Biologie',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await page.getByLabel('Kalenderdatei (.ics)').setInputFiles({
      name: 'stundenplan.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(ics),
    });
    await page.getByRole('button', { name: 'Importieren' }).click();
    const imported =
      lessons.length === 0
        ? CALENDAR_TEXTS.icsNoEvents
        : `${lessons.length === 1 ? '1 Termin wurde' : `${lessons.length} Termine wurden`} importiert`;
    await page.getByText(imported, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Agenda' }).click();
    await page.locator('.agenda').waitFor();
    expect(await page.locator('.agenda').getByRole('heading', { name: 'Biologie' }).count()).toBe(lessons.length);

    // The owner sees who joined and removes them: the classmate reads it no more.
    await page.reload();
    await page.getByText('Teilen, aufs Handy, importieren').click();
    await page.getByRole('heading', { name: 'Mitglieder (1)' }).waitFor();
    await page.getByRole('button', { name: 'Clara Klasse entfernen' }).click();
    await page.getByText('Clara Klasse kann den Kalender nicht mehr lesen.').waitFor();
    await page.getByRole('heading', { name: 'Mitglieder (0)' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mitglieder (0)');
    await classmate.page.reload();
    await classmate.page.getByText(NO_ACCESS).waitFor();
    // A new link: the copied one leads nowhere any more.
    await page.getByRole('button', { name: 'Neuen Link erstellen' }).click();
    await page.getByText('Der neue Beitrittslink ist bereit.', { exact: false }).waitFor();
    expect(await linkField.inputValue()).not.toBe(joinLink);
    await classmate.page.goto(joinLink);
    await classmate.page.getByText(CALENDAR_TEXTS.joinLinkInvalid).waitFor();
    expect(await classmate.page.getByRole('button', { name: 'Kalender beitreten' }).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(classmate.errors).toEqual([]);
    await classmate.context.close();
    await context.close();
  });

  it('shows a classmate the shared calendar only once joined with its link, read-only on a 320 px phone, and their start page the exam', async () => {
    const owner = await ownerWithSet('Otto Owner', '4c');
    const headers = await xsrfHeader(owner.context, server);
    const calendarId = owner.calendarId;
    await owner.context.request.post(`${server.url}/api/v1/calendars/${calendarId}/events`, {
      headers,
      data: { title: 'Verbtest', day: examDay, time: '08:15', duration: 45, kind: 'exam', set_ids: [owner.setId] },
    });
    await owner.context.request.post(`${server.url}/api/v1/calendars/${calendarId}/share`, {
      headers,
      data: { share_class: '4c' },
    });
    const detail = await owner.context.request.get(`${server.url}/api/v1/calendars/${calendarId}`);
    const code = ((await detail.json()) as { calendar: { join_code: string } }).calendar.join_code;
    await owner.context.close();

    const { context, page, errors } = await signedIn(browser, server, store, 'Clara Klasse', {
      size: NARROW,
      classes: '4c',
    });
    // Invited, not yet a reader: the class alone shows nothing of the calendar.
    await page.goto('/kalender');
    await page.getByRole('heading', { name: 'Für Ihre Klasse geteilt, noch nicht beigetreten' }).waitFor();
    await page.getByText('Zum Lesen brauchen Sie den Beitrittslink von Otto Owner.', { exact: false }).waitFor();
    await page.getByText('Sie sind noch keinem geteilten Kalender beigetreten.').waitFor();
    await noSidewaysScroll(page, '/kalender with an invitation');
    await page.goto(`/kalender/${calendarId}`);
    await page.getByText(NO_ACCESS).waitFor();

    // The link from the class chat, pasted on the list.
    await page.goto('/kalender');
    await page.getByRole('textbox', { name: 'Beitrittslink' }).fill(`${server.url}/kalender/beitreten/${code}`);
    await page.getByRole('button', { name: 'Öffnen' }).click();
    await page.getByRole('button', { name: 'Kalender beitreten' }).click();
    await page.getByText('Sie sind dem Kalender «Prüfungen» beigetreten. Sie können ihn jetzt lesen.').waitFor();
    await page.goto('/kalender');
    await page.getByRole('heading', { name: 'Mit meiner Klasse geteilt' }).waitFor();
    await page.getByText('von Otto Owner', { exact: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'Für Ihre Klasse geteilt, noch nicht beigetreten' }).count()).toBe(
      0,
    );
    await noSidewaysScroll(page, '/kalender');
    await page.getByRole('button', { name: 'Auf meiner Startseite: Prüfungen' }).click();
    await page.getByText('Der Kalender steht jetzt auf Ihrer Startseite.').waitFor();

    await page.locator('.calendar-cards').nth(1).getByRole('link', { name: 'Prüfungen' }).click();
    await page
      .getByText('Von Otto Owner, geteilt mit der Klasse 4c. Sie können ihn lesen, aber nicht ändern.')
      .waitFor();
    await page.locator(`td[data-day="${examDay}"]`).waitFor();
    expect(await page.getByRole('gridcell', { name: 'Prüfung: Verbtest' }).getAttribute('data-day')).toBe(examDay);
    await noSidewaysScroll(page, 'month view');
    expect(await page.getByRole('button', { name: /Termin.*hinzufügen/ }).count()).toBe(0);
    expect(await page.getByText('Teilen, aufs Handy, importieren').count()).toBe(0);
    await page.getByText('Aufs Handy, verlassen').waitFor();
    await page.getByRole('button', { name: 'Agenda' }).click();
    await page.locator('.agenda').getByRole('heading', { name: 'Verbtest' }).waitFor();
    expect(await page.getByRole('button', { name: /^Bearbeiten/ }).count()).toBe(0);
    await noSidewaysScroll(page, 'agenda view');
    // Every control of the calendar is at least 24 px in both directions (WCAG 2.5.8).
    const small = await page.evaluate(
      () =>
        [...document.querySelectorAll('main button, main a.button, main td[role="gridcell"], main input, main select')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.width < 24 || r.height < 24)).length,
    );
    expect(small).toBe(0);

    // The server refuses a classmate's change whatever the screen shows.
    const refused = await context.request.post(`${server.url}/api/v1/calendars/${calendarId}/rename`, {
      data: { name: 'Gekapert' },
      headers: await xsrfHeader(context, server),
    });
    expect(refused.status()).toBe(403);

    await page.goto('/');
    const upcoming = page.locator('section.upcoming');
    await upcoming.getByText('6 Karten bis zur Prüfung').waitFor();
    await upcoming.getByRole('link', { name: 'Verbtest', exact: true }).waitFor();
    await noSidewaysScroll(page, 'start page');
    expect(errors).toEqual([]);
    await context.close();
  });
});
