// The settings by topic: on a phone a list of topics, each a page of its own; on a wide screen the
// list beside the chosen topic. Switches save at once and say so in a message; a refusal puts the
// switch back.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, sidewaysOverflow } from './a11y-checks';
import { DESKTOP, expectTitle, newPage, PHONE_390, useServerAndBrowser } from './fixtures';
import { apiPost, loginAs, seedUser } from './login';

// Texts verbatim: the server's success messages (SPEC §8 and the added settings) are the contract.
const REMINDER_SAVED = 'Ihre Einstellung zur Lern-Erinnerung wurde aktualisiert.';
const LENIENCY_SAVED = 'Ihre Einstellungen zum Prüfen der Antworten wurden aktualisiert.';
const TOPICS = ['Profil', 'Lernen', 'Benachrichtigungen', 'Startseite', 'Darstellung', 'Konto und Sicherheit'];

const suite = useServerAndBrowser();

const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const topicList = (page: Page) => page.getByRole('navigation', { name: 'Themen der Einstellungen' });
/** The status region's messages (toasts), announced politely by screen readers. */
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

async function accountInfo(context: BrowserContext): Promise<Record<string, unknown>> {
  const reply = await context.request.get(`${suite.server.url}/api/v1/account`);
  return ((await reply.json()) as { info: Record<string, unknown> }).info;
}

/** The focused element's role and text, e.g. 'H2 Benachrichtigungen'. */
const focused = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName ?? ''} ${document.activeElement?.textContent ?? ''}`);

/** axe in Hell and Dunkel (the scheme as the account would set it). */
async function axeLightAndDark(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const scheme of ['light', 'dark']) {
    await page.evaluate((s) => {
      if (s === 'light') document.documentElement.removeAttribute('data-theme');
      else document.documentElement.setAttribute('data-theme', s);
    }, scheme);
    for (const v of await axeViolations(page)) problems.push(`${where} ${scheme}: ${v}`);
  }
  await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
  return problems;
}

describe('settings by topic', () => {
  it('on a 390 px phone: a list of topics, each its own page; a switch saves at once and a refusal puts it back', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, PHONE_390);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Nora Schalter' }));
    await page.goto('/einstellungen');
    await expectTitle(page, 'Einstellungen');
    const list = topicList(page);
    await list.waitFor();
    expect(await list.locator('.settings-topic-title').allInnerTexts()).toEqual(TOPICS);
    // Each topic names what it holds.
    await list.getByText('Lern-Erinnerung, Neuigkeiten').waitFor();
    expect(await page.locator('.settings-panel').isVisible()).toBe(false);
    expect(await sidewaysOverflow(page)).toBe(0);
    const problems = await axeLightAndDark(page, '/einstellungen @390px');

    // A topic opens as a page of its own, its heading focused; the list has gone.
    await list.getByRole('link', { name: 'Benachrichtigungen' }).click();
    await page.waitForURL((u) => u.pathname === '/einstellungen/benachrichtigungen');
    await expectTitle(page, 'Benachrichtigungen – Einstellungen');
    await page.waitForFunction(() => document.activeElement?.matches('.settings-panel h2') === true);
    expect(await focused(page)).toBe('H2 Benachrichtigungen');
    expect(await list.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /Speichern|Aktivieren|Deaktivieren/ }).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    problems.push(...(await axeLightAndDark(page, '/einstellungen/benachrichtigungen @390px')));

    // Tab reaches the reminder's switch; Space flips it, shown at once while the call is on its way.
    const reminder = page.getByRole('switch', {
      name: 'Lern-Erinnerung per E-Mail',
    });
    expect(await reminder.getAttribute('aria-checked')).toBe('false');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/account/settings/reminder', async (route) => {
      await held;
      await route.continue();
    });
    await page.keyboard.press('Tab');
    expect(await reminder.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('[role="switch"][aria-busy="true"]') !== null);
    expect(await reminder.getAttribute('aria-checked')).toBe('true');
    await page.getByText('Wird gespeichert …').waitFor();
    release();
    await toast(page, REMINDER_SAVED).waitFor();
    await page.unroute('**/api/v1/account/settings/reminder');
    expect(await reminder.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await accountInfo(context)).reminder).toBe(true);
    await page.reload();
    await reminder.waitFor();
    expect(await reminder.getAttribute('aria-checked')).toBe('true');

    // The session has ended (signed out elsewhere): the server refuses, the switch goes back.
    await apiPost(context, suite.server, '/account/logout', {});
    const refused = await apiPost(context, suite.server, '/account/settings/newsletter', { newsletter: true });
    expect(refused).toEqual({
      status: 401,
      body: expect.objectContaining({ message: 'Sie müssen angemeldet sein.' }),
    });
    const newsletter = page.getByRole('switch', {
      name: 'Neuigkeiten per E-Mail',
    });
    expect(await newsletter.getAttribute('aria-checked')).toBe('false');
    await newsletter.focus();
    await page.keyboard.press('Space');
    const refusal = 'Die Änderung wurde nicht gespeichert. Sie müssen angemeldet sein.';
    await toast(page, refusal).waitFor();
    expect(await newsletter.getAttribute('aria-checked')).toBe('false');
    // It stays beside the switch after the message has gone.
    await page.locator('main .settings-refusal', { hasText: refusal }).waitFor();

    // Back to the list: the focus is on the topic just left.
    await page.getByRole('link', { name: 'Alle Einstellungen' }).click();
    await page.waitForURL((u) => u.pathname === '/einstellungen');
    await list.waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('.settings-topics a') === true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      '/einstellungen/benachrichtigungen',
    );
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 1280 px: the topics beside the chosen one, by keyboard; old links find their topic', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, DESKTOP);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Wanda Weit' }));
    // The old address shows the list and the first topic.
    await page.goto('/einstellungen');
    const list = topicList(page);
    await list.waitFor();
    const panelHeading = page.locator('.settings-panel h2');
    expect(await panelHeading.innerText()).toBe('Profil');
    await page.getByText('Wanda Weit', { exact: true }).waitFor();
    expect(await page.locator('.settings-back').isVisible()).toBe(false);
    const problems = await axeLightAndDark(page, '/einstellungen @1280px');

    // Tab through the topics and Enter: the topic shows beside the list, its heading focused.
    await list.getByRole('link', { name: 'Profil' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^A Lernen/);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/einstellungen/lernen');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Lernen');
    expect(await focused(page)).toBe('H2 Lernen');
    expect(await list.isVisible()).toBe(true);
    expect(await list.getByRole('link', { name: 'Lernen' }).getAttribute('aria-current')).toBe('page');
    problems.push(...(await axeLightAndDark(page, '/einstellungen/lernen @1280px')));

    // The three ways of checking answers are switches too; each saves at once.
    const accents = page.getByRole('switch', { name: 'Akzente ignorieren' });
    await accents.click();
    await toast(page, LENIENCY_SAVED).waitFor();
    expect(await accents.getAttribute('aria-checked')).toBe('true');
    expect((await accountInfo(context)).answerCheck).toEqual({
      ignoreCase: false,
      ignoreAccents: true,
      allowTypo: false,
    });

    // A link from before the topics (the start page's, a mail's) opens the topic holding its section.
    await page.goto('/einstellungen#favoriten');
    await page.waitForURL((u) => u.pathname === '/einstellungen/startseite' && u.hash === '#favoriten');
    await page.getByRole('textbox', { name: 'Favoriten' }).waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('favoriten')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    // An unknown topic is no page.
    await page.goto('/einstellungen/gibt-es-nicht');
    await page.locator('.not-found').waitFor();
    expect(path(page)).toBe('/einstellungen/gibt-es-nicht');
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
