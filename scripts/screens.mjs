// `npm run screens`: the product as a pupil sees it on a 390 px phone, in the light and the dark
// scheme, written to docs/screens/. A fresh installation in a temporary folder is filled with the
// demo school (`npm run demo`); the production build serves it; Debian's Chromium takes the pictures
// of the landing page, the study home, a set page and a finished learn-mode round.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, root } from './build-lib.mjs';

const OUT = path.join(root, 'docs/screens');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SCHEMES = /** @type {const} */ (['light', 'dark']);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 60_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The demo school in a new data folder; its pupils' addresses, as the command prints them. */
function plantDemo(env) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const run = spawnSync(tsx, ['apps/server/src/cli/admin.ts', 'demo'], { cwd: root, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run demo schlug fehl:\n${run.stdout}${run.stderr}`);
  return [...run.stdout.matchAll(/\S+@\S+/g)].map((m) => m[0]);
}

async function startServer(env, url) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('Der Server hat sich beim Start beendet.');
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('Der Server ist nicht innerhalb von 90 s gestartet.');
}

/** Learn mode until its first round ends: each question answered, wrong ones rated by the pupil. */
async function finishRound(page) {
  const summary = page.getByRole('heading', { name: /^Runde \d+ beendet$/ });
  for (let turn = 0; turn < 40 && !(await summary.isVisible()); turn++) {
    const box = page.getByRole('textbox', { name: 'Ihre Antwort' });
    const rate = page.getByRole('button', { name: 'Richtig', exact: true });
    await Promise.race([box.waitFor(), rate.waitFor(), summary.waitFor()]);
    if (await box.isVisible()) {
      await box.fill('?');
      await box.press('Enter');
    } else if (await rate.isVisible()) {
      // Rated by the pupil: two of three right, so the round's end shows both kinds.
      const verdict = turn % 3 === 2 ? 'Falsch' : 'Richtig';
      await page.getByRole('button', { name: verdict, exact: true }).click();
    }
    await page.waitForTimeout(50);
  }
  await summary.waitFor();
}

/**
 * Keeps the page in a scheme. A scheme other than 'Hell' belongs to an account with a plan
 * (SPEC §9), and the app sets the account's scheme on every start; the pictures show each page
 * as a pupil who chose the scheme sees it, the landing page included.
 */
function keepScheme(scheme) {
  const doc = globalThis.document;
  const start = () => {
    const root = doc.documentElement;
    const keep = () => root.getAttribute('data-theme') !== scheme && root.setAttribute('data-theme', scheme);
    keep();
    new globalThis.MutationObserver(keep).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  };
  // An init script may run before the page's <html> element exists.
  if (doc.documentElement) start();
  else doc.addEventListener('readystatechange', start, { once: true });
}

async function shoot(page, name, scheme) {
  await page.evaluate(() => globalThis.document.fonts.ready);
  // Long lists skip painting what is off screen (content-visibility); a picture of the whole page shows it all.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const file = path.join(OUT, `${name}-${scheme}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  console.log(`  ${path.relative(root, file)}`);
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Kein Chromium unter ${CHROMIUM} (CHROMIUM_PATH setzen).`);
  await build();
  fs.mkdirSync(OUT, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-screens-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
  };
  const [pupil] = plantDemo(env);
  if (!pupil) throw new Error('Die Demo-Schule nannte keine Konten.');
  const password = 'Demo-Schule-2026';
  const server = await startServer(env, url);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const scheme of SCHEMES) {
      const context = await browser.newContext({ ...PHONE, baseURL: url, colorScheme: scheme, locale: 'de-CH' });
      context.setDefaultTimeout(TIMEOUT_MS);
      if (scheme === 'dark') await context.addInitScript(keepScheme, 'dark');
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('link', { name: 'Registrieren' }).first().waitFor();
      await shoot(page, 'landing', scheme);

      await page.goto('/anmelden');
      await page.getByLabel('E-Mail').fill(pupil);
      await page.getByLabel('Passwort', { exact: true }).fill(password);
      await page.getByLabel('Passwort', { exact: true }).press('Enter');
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'study-home', scheme);

      await page.goto('/lernsets');
      await page
        .locator('.learnset-card', { hasText: 'Mathematik: Quadratische Gleichungen' })
        .getByRole('link', { name: 'Vorschau' })
        .click();
      await page.waitForURL('**/lernsets/vorschau/**');
      await page.locator('.katex').first().waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, 'set-page', scheme);

      const setId = page.url().split('/').pop();
      await page.goto(`/lernsets/lernen/${setId}`);
      await finishRound(page);
      await shoot(page, 'round-finished', scheme);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
