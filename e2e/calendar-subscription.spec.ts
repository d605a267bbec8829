// Issue #30: a pupil subscribes to the school's timetable by its address on a 390 px phone, by
// keyboard alone; the server fetches it from a feed this test serves on 127.0.0.1 (the server runs
// with OUTBOUND_ALLOW_PRIVATE=1, as tests must), and the events show read-only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALENDAR_SOURCE_TEXTS } from '@app/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow, smallTargets } from './a11y-checks';
import { launchBrowser, newPage, PHONE_390, type RunningServer, startServer } from './fixtures';
import { loginAs, seedUser } from './login';

/** Today in Zurich as iCalendar's YYYYMMDD. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date()).replaceAll('-', '');

const TIMETABLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Kantonsschule//Stundenplan//DE',
  'BEGIN:VEVENT',
  'UID:mathe-5b@ks',
  'SUMMARY:Mathematik',
  `DTSTART;TZID=Europe/Zurich:${today()}T081500`,
  'DURATION:PT45M',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('subscribing to a calendar by its address', () => {
  let browser: Browser;
  let server: RunningServer;
  let feed: http.Server;
  let feedUrl: string;

  beforeAll(async () => {
    feed = http.createServer((req, res) => {
      if (req.url === '/stundenplan.ics') res.writeHead(200, { 'content-type': 'text/calendar' }).end(TIMETABLE);
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Anmeldung</title>');
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise<void>((resolve) => feed?.close(() => resolve()));
  });

  it('adds the timetable on a phone by keyboard, refuses a page that is no calendar, and shows the events read-only', async () => {
    const user = seedUser(server, { payment_lite: '2099-12-31' });
    const { context, page, errors } = await newPage(browser, server.url, PHONE_390);
    await loginAs(context, server, user);
    await page.goto('/kalender');
    const form = page.getByRole('region', { name: 'Kalender abonnieren' });
    await form.waitFor();

    // An address that gives a web page, not a calendar: a German reason, announced, nothing made.
    await form.getByLabel('Name').focus();
    await page.keyboard.type('Stundenplan 5b');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('url');
    await page.keyboard.type(`${feedUrl}/anmeldung`);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert').textContent()).resolves.toBe(CALENDAR_SOURCE_TEXTS.notCalendar);
    await page.screenshot({ path: '/tmp/cal-subscribe-error-390.png', fullPage: true });

    await form.getByLabel('Adresse des Kalenders').fill('');
    await form.getByLabel('Adresse des Kalenders').focus();
    await page.keyboard.type(`${feedUrl}/stundenplan.ics`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Stundenplan 5b' }).waitFor();
    expect(page.url()).toMatch(/\/kalender\/[\w-]+$/);
    await page.getByText(`Abonniert von ${feedUrl}/stundenplan.ics`).waitFor();
    await page.getByText(CALENDAR_SOURCE_TEXTS.readOnly).waitFor();
    // Read-only: no way to add an event.
    expect(await page.getByRole('button', { name: 'Termin hinzufügen' }).count()).toBe(0);

    // The agenda by keyboard: the lesson, without change or delete buttons.
    await page.getByRole('button', { name: 'Agenda' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Mathematik').first().waitFor();
    expect(await page.getByRole('button', { name: /Ändern|Löschen/ }).count()).toBe(0);

    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/cal-subscribed-390.png', fullPage: true });

    await page.goto('/kalender');
    await page.getByText('abonniert').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('region', { name: 'Kalender abonnieren' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/cal-list-390.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
