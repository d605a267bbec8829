import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeAuthToken } from '@app/shared';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTitle, newPage, useServerAndBrowser } from './fixtures';
import { loginAs, seedUser } from './login';

const suite = useServerAndBrowser();
let application: http.Server;
let appUrl: string;
const received: unknown[] = [];
let answer = 200;

beforeAll(async () => {
  // A third-party application on 127.0.0.1: it takes {mail, token} and has a page to come back to.
  application = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') {
        received.push(JSON.parse(body));
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Willkommen in der App</h1>');
      }
    });
  });
  await new Promise<void>((resolve) => application.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(application.address() as AddressInfo).port}`;
});
afterAll(async () => {
  application?.close();
});

const tokenFor = (secret: string) => encodeAuthToken(`${appUrl}/api/authorize?x=+~`, secret, `${appUrl}/fertig`);

describe('authorising an application', () => {
  it('asks a visitor to sign in or register and reopen the link, then authorises once signed in', async () => {
    const token = tokenFor('geheim-42');
    const { context, page, errors } = await newPage(suite.browser, suite.server.url);
    await page.goto(`/autorisieren/${token}`);
    await expectTitle(page, 'Anwendung autorisieren');
    await page.getByText('Sie müssen angemeldet sein, um eine Anwendung zu autorisieren.').waitFor();
    await page.getByText('Öffnen Sie diesen Link nach der Anmeldung oder Registrierung bitte erneut.').waitFor();
    await page.locator('main').getByRole('link', { name: 'Anmelden' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Registrieren' }).waitFor();

    const user = seedUser(suite.server);
    await loginAs(context, suite.server, user);
    await page.goto(`/autorisieren/${token}`);
    await page.getByText('Möchten Sie dieser Anwendung erlauben, Ihr Konto zu verwenden?').waitFor();
    await page.getByText(new URL(appUrl).host, { exact: true }).waitFor();
    // The app is not on this site's host (another port): the warning shows.
    await page
      .getByText(
        'Achtung: Diese Anwendung gehört nicht zu dieser Website. Wir haben keinen Einfluss auf die Inhalte der externen Anwendung.',
      )
      .waitFor();

    received.length = 0;
    await page.getByRole('button', { name: 'Autorisieren' }).click();
    await page.waitForURL(`${appUrl}/fertig`);
    await page.getByRole('heading', { name: 'Willkommen in der App' }).waitFor();
    expect(received).toEqual([{ mail: user.email, token: 'geheim-42' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the error when the application refuses, and cancel goes to the start page', async () => {
    const user = seedUser(suite.server);
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await loginAs(context, suite.server, user);
    answer = 403;
    try {
      await page.goto(`/autorisieren/${tokenFor('abgelehnt')}`);
      await page.getByRole('button', { name: 'Autorisieren' }).click();
      await page
        .getByRole('alert')
        .getByText(
          'Die Anwendung hat die Autorisierung nicht bestätigt. Bitte versuchen Sie es später erneut oder wenden Sie sich an die Anwendung.',
        )
        .waitFor();
      expect(page.url()).toContain('/autorisieren/');
    } finally {
      answer = 200;
    }
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.waitForURL(`${suite.server.url}/`);
    await context.close();
  });

  it('refuses a forged token whose redirect goes to another host', async () => {
    const forged = encodeAuthToken(`${appUrl}/api/authorize`, 'x', 'https://phishing.example/');
    const { context, page } = await newPage(suite.browser, suite.server.url);
    for (const token of [forged, 'kein-gueltiger-token', 'YQ--.x.YQ--']) {
      await page.goto(`/autorisieren/${token}`);
      await page
        .getByRole('alert')
        .getByText(
          'Dieser Link ist ungültig. Bitte versuchen Sie es mit einem anderen Link oder wenden Sie sich an den Administrator der Website, die Sie hierher geschickt hat.',
        )
        .waitFor();
    }
    expect(await page.getByRole('button', { name: 'Autorisieren' }).count()).toBe(0);
    await context.close();
  });
});
