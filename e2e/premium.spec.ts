import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { addYears, toSwissDate, toZurichDay } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCamt054 } from '../apps/server/src/test/camt';
import { expectTitle, launchBrowser, newPage, type RunningServer, startServer } from './fixtures';
import { loginAs, seedUser } from './login';

let server: RunningServer;
let unconfigured: RunningServer;
let browser: Browser;
const today = toZurichDay(new Date());

beforeAll(async () => {
  [server, unconfigured, browser] = await Promise.all([
    startServer({
      PAYEE_IBAN: 'CH93 0076 2011 6238 5295 7',
      PAYEE_NAME: 'Verein Lernplattform',
      PAYEE_ADDRESS: 'Bahnhofstrasse 5',
      PAYEE_ZIP: '6003',
      PAYEE_CITY: 'Luzern',
    }),
    startServer(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), unconfigured?.stop()]);
});

function admin(args: string[]) {
  return spawnSync(process.execPath, ['apps/server/dist/admin.js', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...server.env },
    encoding: 'utf8',
  });
}

/** The buttons of the plan table, as the user reads them. */
const planButton = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

describe('premium page', () => {
  it('shows a visitor no plan, the comparison table and buy buttons; buying needs a login', async () => {
    const { context, page, errors } = await newPage(browser, server.url);
    await page.goto('/premium');
    await expectTitle(page, 'Premium');
    await page.getByText('Sie haben zurzeit weder Premium noch Premium Lite.').waitFor();
    const table = page.getByRole('table', { name: 'Vergleich der Pläne' });
    for (const text of [
      'Standard',
      'Premium Lite',
      'CHF 4.00',
      'CHF 20.00',
      '1500 MiB',
      '10000 Übungen',
      'unbegrenzt',
    ]) {
      await table.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await table.getByRole('row').count()).toBe(8);
    await planButton(page, 'Premium kaufen').click();
    await page.getByText('Sie müssen angemeldet sein, um Premium kaufen zu können.').waitFor();
    await page.getByRole('link', { name: 'Anmelden' }).last().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Premium Lite valid with its date and offers to extend it', async () => {
    const until = addYears(today, 1);
    const user = seedUser(server, { payment_lite: until });
    const { context, page } = await newPage(browser, server.url);
    await loginAs(context, server, user);
    await page.goto('/premium');
    await page.getByText(`Ihr Premium Lite ist gültig bis ${toSwissDate(until)}.`).waitFor();
    expect(toSwissDate(until)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await planButton(page, 'Premium Lite verlängern').waitFor();
    expect(await planButton(page, 'Premium Lite verlängern').textContent()).toBe('Verlängern');
    expect(await planButton(page, 'Premium kaufen').textContent()).toBe('Kaufen');
    await context.close();
  });

  it('shows Premium valid through today', async () => {
    const user = seedUser(server, { payment: today });
    const { context, page } = await newPage(browser, server.url);
    await loginAs(context, server, user);
    await page.goto('/premium');
    await page.getByText(`Ihr Premium ist gültig bis ${toSwissDate(today)}.`).waitFor();
    await planButton(page, 'Premium verlängern').waitFor();
    await context.close();
  });

  it('shows the QR-bill, and after the operator imports the bank file Premium is valid', async () => {
    const user = seedUser(server);
    const { context, page, errors } = await newPage(browser, server.url);
    await loginAs(context, server, user);
    await page.goto('/premium');
    await page.getByText('Sie haben zurzeit weder Premium noch Premium Lite.').waitFor();
    await page.getByRole('columnheader', { name: 'Standard Ihr Plan' }).waitFor();
    await planButton(page, 'Premium kaufen').click();
    await expectTitle(page, 'Premium kaufen');
    const bill = page.getByRole('img', { name: 'QR-Rechnung: Lernplattform Premium 1 Jahr, CHF 20.00' });
    await bill.waitFor();
    await page.waitForFunction(() => (document.querySelector('.qr-bill img') as HTMLImageElement | null)?.naturalWidth);
    const box = await bill.boundingBox();
    expect(box?.width).toBeGreaterThan(300);

    // The reference printed on the bill is what the payer's bank reports back.
    const svg = await page.evaluate(() => fetch('/api/v1/qrbill/premiumYear').then((r) => r.text()));
    const reference = (/RF\d\d(?: [0-9A-Z]{1,4})+/.exec(svg)?.[0] ?? '').replace(/ /g, '');
    expect(reference).toMatch(/^RF\d{13}$/);
    const file = path.join(server.dataDir, 'camt054.xml');
    fs.writeFileSync(file, buildCamt054([{ id: `E2E-${Date.now()}`, amount: '20.00', reference }], today));
    const imported = admin(['payments', 'import', file]);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Zugeordnet und freigeschaltet: 1');

    await page.goto('/premium');
    await page.getByText(`Ihr Premium ist gültig bis ${toSwissDate(addYears(today, 1))}.`).waitFor();
    // The table marks the plan now in force, with its raised limits.
    await page.getByRole('columnheader', { name: 'Premium Ihr Plan' }).waitFor();
    const account = await page.evaluate(() => fetch('/api/v1/account').then((r) => r.json()));
    expect(account).toMatchObject({ paid: true, paidLite: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says that payment is not possible yet while no account is configured', async () => {
    const user = seedUser(unconfigured);
    const { context, page } = await newPage(browser, unconfigured.url);
    await loginAs(context, unconfigured, user);
    await page.goto('/premium/lite/kaufen');
    await expectTitle(page, 'Premium Lite kaufen');
    await page
      .getByRole('alert')
      .getByText(
        'Die Bezahlung ist noch nicht möglich, da noch kein Zahlungskonto eingerichtet ist. Bitte versuchen Sie es später erneut.',
      )
      .waitFor();
    await context.close();
  });
});
