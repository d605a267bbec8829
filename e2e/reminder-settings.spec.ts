import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './fixtures';
import { loginAs, seedUser } from './login';

const LABEL = 'Lern-Erinnerung per E-Mail';
const SAVED = 'Ihre Einstellung zur Lern-Erinnerung wurde aktualisiert.';

const suite = useServerAndBrowser();

/** Whether the focused element is the one named `name` and shows the keyboard focus ring. */
const focusedShows = (page: Page, name: string) =>
  page.evaluate((label) => {
    const el = document.activeElement as HTMLInputElement | null;
    const text = el?.labels?.[0]?.textContent || el?.textContent || '';
    return text.trim() === label && el?.matches(':focus-visible') === true;
  }, name);

describe('the learning reminder in the settings, by keyboard in Chromium', () => {
  it('is off until switched on with the space bar, which saves it at once; it stays on after a reload', async () => {
    const { context, page, errors } = await newPage(suite.browser, suite.server.url, {
      viewport: { width: 320, height: 640 },
    });
    await loginAs(context, suite.server, seedUser(suite.server));
    // The address the settings had before their topics still leads to the reminder.
    await page.goto('/einstellungen#benachrichtigungen');
    await page.waitForURL((u) => u.pathname === '/einstellungen/benachrichtigungen');
    const toggle = page.getByRole('switch', { name: LABEL });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByText('höchstens einmal am Tag').waitFor();
    const size = await toggle.boundingBox();
    expect(size?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(size?.height ?? 0).toBeGreaterThanOrEqual(24);

    // From the way back to the list, the next Tab reaches the switch.
    await page.getByRole('link', { name: 'Alle Einstellungen' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedShows(page, LABEL)).toBe(true);
    await page.keyboard.press('Space');
    await page.getByRole('status').getByText(SAVED).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);

    const account = async () =>
      (
        (await (await context.request.get(`${suite.server.url}/api/v1/account`)).json()) as {
          info: { reminder: boolean };
        }
      ).info.reminder;
    expect(await account()).toBe(true);
    await page.reload();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(account).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves the reminder from the mail's link by keyboard, without signing in", async () => {
    const user = seedUser(suite.server);
    // What the server does when it mails a reminder (modules/newsletter/unsubscribe-links.ts):
    // the token is an HMAC under the installation's key, only its SHA-256 is stored.
    const db = new SQLite(path.join(suite.server.dataDir, 'app.db'));
    let token: string;
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('update users set reminder = 1 where id = ?').run(user.id);
      const { value } = db.prepare("select value from app_secrets where name = 'unsubscribe-key'").get() as {
        value: string;
      };
      // One link per mailing (here a reminder's day), working once until it expires.
      const day = new Date().toISOString().slice(0, 10);
      token = createHmac('sha256', value).update(`reminder:${day}:${user.id}`).digest('base64url');
      db.prepare(
        "insert into unsubscribe_tokens (token_hash, user_id, list, mailing, created_at, expires_at) values (?, ?, 'reminder', ?, ?, ?)",
      ).run(
        createHash('sha256').update(token).digest('hex'),
        user.id,
        day,
        new Date().toISOString(),
        new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
      );
    } finally {
      db.close();
    }

    const { context, page, errors } = await newPage(suite.browser, suite.server.url, {
      viewport: { width: 320, height: 640 },
    });
    await page.goto(`/abbestellen?t=${token}`);
    await page.getByRole('heading', { name: 'Lern-Erinnerung abbestellen' }).waitFor();
    expect(await page.title()).toBe('Lern-Erinnerung abbestellen – Lernplattform');
    const button = page.getByRole('button', { name: 'Lern-Erinnerung abbestellen' });
    const size = await button.boundingBox();
    expect(size?.height ?? 0).toBeGreaterThanOrEqual(24);
    await page.keyboard.press('Tab');
    expect(await focusedShows(page, 'Lern-Erinnerung abbestellen')).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Sie erhalten keine Lern-Erinnerungen mehr.').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    const check = new SQLite(path.join(suite.server.dataDir, 'app.db'), { readonly: true });
    try {
      expect(check.prepare('select reminder from users where id = ?').get(user.id)).toEqual({ reminder: 0 });
    } finally {
      check.close();
    }
  });
});
