import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUpload } from './documents-fixtures';
import { newPage, useServerAndBrowser } from './fixtures';
import { loginAs, seedUser, xsrfHeader } from './login';

/**
 * Stored XSS, checked in a real page: every payload tries to call /api/v1/health?xss-…, so a
 * request seen by the browser proves that script ran (a header check alone would not).
 */
const payload = (tag: string) =>
  `<script>fetch('/api/v1/health?xss-${tag}')</script><img src=x onerror="fetch('/api/v1/health?xss-${tag}')">`;

const suite = useServerAndBrowser();

async function watch(page: Page): Promise<{ hits: string[]; dialogs: string[] }> {
  const seen = { hits: [] as string[], dialogs: [] as string[] };
  page.on('request', (r) => {
    if (r.url().includes('xss-')) seen.hits.push(r.url());
  });
  page.on('dialog', async (d) => {
    seen.dialogs.push(d.message());
    await d.dismiss();
  });
  return seen;
}

/**
 * The positive control of "no script ran": a request the test itself makes must reach the
 * watcher. Once it has, every request a payload could have made earlier has been seen too.
 */
async function expectNoScriptRan(page: Page, seen: { hits: string[]; dialogs: string[] }): Promise<void> {
  await page.evaluate(() => fetch('/api/v1/health?xss-control'));
  await expect.poll(() => seen.hits.some((u) => u.includes('xss-control'))).toBe(true);
  expect(seen.hits.filter((u) => !u.includes('xss-control'))).toEqual([]);
  expect(seen.dialogs).toEqual([]);
}

async function uploadLearnset(context: BrowserContext, title: string, text: string): Promise<string> {
  const res = await context.request.post(`${suite.server.url}/api/v1/learnsets/new/form`, {
    headers: await xsrfHeader(context, suite.server),
    multipart: {
      title,
      subject: 'IN',
      description: `Beschreibung ${payload('set-description')} <a href="javascript:fetch('/api/v1/health?xss-link')">Link</a>`,
      class: '6a',
      grade: '6',
      language: 'de',
      file: { name: 'xss.txt', mimeType: 'text/plain', buffer: Buffer.from(text) },
    },
  });
  const body = (await res.json()) as { id: string; message?: string };
  if (!body.id) throw new Error(`upload failed: ${body.message}`);
  return body.id;
}

describe('stored XSS in Chromium', () => {
  it('runs no script from document titles, descriptions or an uploaded HTML file', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    const user = seedUser(suite.server, { name: 'Xaver Test' });
    await loginAs(context, suite.server, user);
    const seen = await watch(page);
    const html = Buffer.from(`<!doctype html><title>ok</title><p>Text</p>${payload('html-file')}`);
    const id = await apiUpload(
      context,
      suite.server,
      {
        title: '<script>x</script>Titel',
        subject: 'IN',
        description: payload('doc-description'),
        class: '6a',
        grade: '6',
        language: 'de',
      },
      { name: 'seite.html', mimeType: 'text/html', buffer: html },
    );
    await page.goto('/dokumente');
    await page.getByText('<script>x</script>Titel').first().waitFor();
    await page.goto(`/dokumente/vorschau/${id}`);
    await page.getByText('<script>x</script>Titel').first().waitFor();

    // HTML is not previewable: opening it downloads it (and its CSP sandboxes it should a
    // browser ever render it), so its script cannot run on the site's origin.
    const url = `${suite.server.url}/dateien/dokumente/${id}/_script_x__script_Titel.html`;
    const head = await context.request.get(url);
    expect(head.headers()['content-security-policy']).toContain('sandbox');
    expect(head.headers()['content-disposition']).toMatch(/^attachment/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.goto(url).catch(() => null)]);
    expect(download.suggestedFilename()).toBe('_script_x__script_Titel.html');
    await expectNoScriptRan(page, seen);
    await context.close();
  });

  it('runs no script from learning-set titles, questions and answers while browsing and learning', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Xenia Test' }));
    const seen = await watch(page);
    const id = await uploadLearnset(
      context,
      `Set <img src=x onerror="fetch('/api/v1/health?xss-title')">`,
      `${payload('question')}; ${payload('answer')}\nZweite Frage; javascript:fetch('/api/v1/health?xss-answer-link')\n`,
    );
    await page.goto('/lernsets');
    await page.getByText('Set <img').first().waitFor();
    await page.goto(`/lernsets/vorschau/${id}`);
    await page.getByText('Zweite Frage').first().waitFor();
    await page.goto(`/lernsets/lernen/${id}`);
    const answer = page.getByRole('textbox');
    await answer.waitFor();
    await answer.fill('falsch');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Falsch' }).waitFor();
    await expectNoScriptRan(page, seen);
    await context.close();
  });

  it('runs no script from formulas, their surrounding text or an image caption', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Xeno Formel' }));
    const seen = await watch(page);
    const headers = await xsrfHeader(context, suite.server);
    const image = await context.request.post(`${suite.server.url}/api/v1/learnsets/images`, {
      headers,
      multipart: {
        file: {
          name: 'karte.png',
          mimeType: 'image/png',
          buffer: fs.readFileSync(
            path.resolve(import.meta.dirname, '../apps/server/src/modules/learnsets/images/fixtures/karte.png'),
          ),
        },
      },
    });
    const imageId = ((await image.json()) as { id: string }).id;
    // KaTeX gets links, HTML extensions and markup inside \\text; the text around and the caption get tags.
    const question =
      `${payload('formula-text')} $\\href{javascript:fetch('/api/v1/health?xss-href')}{klick}$ ` +
      `$\\htmlId{boese}{x}$ $\\text{<img src=x onerror="fetch('/api/v1/health?xss-katex')">}$ $x^2$`;
    const upload = await context.request.post(`${suite.server.url}/api/v1/learnsets/new/form`, {
      headers,
      multipart: {
        title: 'Formeln',
        subject: 'MA',
        description: 'Formeln',
        class: '6a',
        grade: '6',
        language: 'de',
        file: {
          name: 'formeln.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify([{ question, answer: payload('caption'), answer_image: imageId }])),
        },
      },
    });
    const id = ((await upload.json()) as { id: string }).id;
    await page.goto(`/lernsets/vorschau/${id}`);
    await page.locator('.exercise-cards .formula .katex-mathml').first().waitFor({ state: 'attached' });
    expect(await page.locator('#boese, .exercise-cards a[href^="javascript"]').count()).toBe(0);
    await page.goto(`/lernsets/lernen/${id}`);
    await page.getByRole('textbox').fill('falsch');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Falsch' }).waitFor();
    await page.locator('.learn-correct-answer img.card-image').waitFor();
    await expectNoScriptRan(page, seen);
    await context.close();
  });

  it("never runs an uploaded script as the site's own, even when a page points a script tag at it", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.url);
    await loginAs(context, suite.server, seedUser(suite.server, { name: 'Xandra Test' }));
    const fields = {
      title: 'Skript',
      subject: 'IN',
      description: 'Ein Skript',
      class: '6a',
      grade: '6',
      language: 'de',
    };
    const script = Buffer.from("window.pwned = 'skript'; fetch('/api/v1/health?xss-uploaded-js');");
    const jsId = await apiUpload(context, suite.server, fields, {
      name: 'boese.js',
      mimeType: 'text/javascript',
      buffer: script,
    });
    const style = Buffer.from('body { display: none !important; }');
    const cssId = await apiUpload(
      context,
      suite.server,
      { ...fields, title: 'Stil' },
      { name: 'boese.css', mimeType: 'text/css', buffer: style },
    );
    const seen = await watch(page);
    await page.goto('/');
    const csp = (await context.request.get(`${suite.server.url}/`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    // As an injected tag would: a same-origin URL passes `script-src 'self'`, so only how the
    // file is served can stop it.
    const outcome = await page.evaluate(
      async ([jsUrl, cssUrl]) => {
        const script = await new Promise<string>((resolve) => {
          const tag = document.createElement('script');
          tag.src = jsUrl as string;
          tag.onload = () => resolve('loaded');
          tag.onerror = () => resolve('refused');
          document.head.append(tag);
        });
        const sheet = await new Promise<string>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = cssUrl as string;
          link.onload = () => resolve('loaded');
          link.onerror = () => resolve('refused');
          document.head.append(link);
        });
        return {
          script,
          sheet,
          pwned: (window as { pwned?: string }).pwned ?? null,
          hidden: getComputedStyle(document.body).display === 'none',
        };
      },
      [`/dateien/dokumente/${jsId}/Skript.js`, `/dateien/dokumente/${cssId}/Stil.css`],
    );
    expect(outcome).toEqual({ script: 'refused', sheet: 'refused', pwned: null, hidden: false });
    expect(seen.hits).toEqual([]);
    await context.close();
  });
});
