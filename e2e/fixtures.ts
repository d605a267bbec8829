import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { SCHEMA_REMOVAL_LOCK } from '../apps/server/src/db/migrate';
import { afterAll, beforeAll } from 'vitest';
import { apiPost } from './login';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  process: ChildProcess;
  logs: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the production build with a temporary DATA_DIR, on `env.PORT` when given (so a test can
 * set PUBLIC_URL to the server's own address beforehand), else on a free port.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-'));
  const fullEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OUTBOUND_ALLOW_PRIVATE: '1',
    ...env,
  };
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...fullEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const url = `http://127.0.0.1:${port}`;
  // A minute and a half: on a machine busy with other suites a start can take half a minute.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    env: fullEnv,
    process: child,
    logs: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The narrow phone the learning loop is tried on. */
export const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } };

/**
 * The file's production server and browser: started before its first test, stopped after its last.
 * Hooks and tests read them as `suite.server` and `suite.browser`. `env` may be made once the file runs
 * (a free port the server's own links name).
 */
export function useServerAndBrowser(env?: Record<string, string> | (() => Promise<Record<string, string>>)): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    const serverEnv = typeof env === 'function' ? await env() : env;
    [suite.server, suite.browser] = await Promise.all([startServer(serverEnv), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** A fresh browser context (own cookies) with German locale; collects page errors. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  size = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...size, baseURL, locale: 'de-CH' });
  // Waits end when their condition holds; on a busy machine that may take longer than Playwright's 30 s.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Titles are set after a lazy screen loads: wait for it rather than race it. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 60_000 });
}

/** Body text of a raw mail (RFC 822), decoding quoted-printable or base64 transfer encoding. */
export function mailText(raw: string): string {
  const split = raw.indexOf('\n\n') >= 0 ? raw.indexOf('\n\n') : raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const escaped = body
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, '%$1');
  return decodeURIComponent(escaped);
}

/** Waits until `read` finds something (a mail, a link), polling every 100 ms. */
export async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Raw `.eml` files the server wrote to DATA_DIR/mail (no SMTP_URL), oldest first. */
export function outboxMails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
  class_?: string;
  grade?: string;
}

/**
 * Creates an account the way a person does, without the form: register, take the link from the
 * outbox mail (server without SMTP_URL, PUBLIC_URL = its own address), open it.
 */
export async function signUp(page: Page, server: RunningServer, user: TestUser): Promise<void> {
  const reply = await apiPost(page.context(), server, '/account/register', {
    class_: '-',
    grade: '-',
    newsletter: false,
    ...user,
  });
  if (reply.status !== 200) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  const link = await waitFor(() =>
    outboxMails(server.dataDir)
      .filter((raw) => raw.includes(user.email))
      .map((raw) => /https?:\/\/\S+\/registrieren\/\S+/.exec(mailText(raw))?.[0])
      .find(Boolean),
  );
  await page.goto(link);
  await page.waitForURL((u) => u.pathname === '/registrieren/fertig');
}

const pageOf = (scope: Page | Locator): Page => ('goto' in scope ? scope : scope.page());

/** Fills a labelled form field and leaves it, which marks it touched. */
export async function fillField(scope: Page | Locator, label: string, value: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.blur();
}

/** Waits for a field's message beside it (components/form), or for it to go (null). */
export async function expectFieldMessage(scope: Page | Locator, label: string, message: string | null): Promise<void> {
  const field = scope.locator('.form-field', { has: pageOf(scope).getByLabel(label, { exact: true }) });
  const error = field.locator('.field-error');
  if (message === null) await error.waitFor({ state: 'detached' });
  else await error.getByText(message, { exact: true }).waitFor();
}

/**
 * Drops a test schema of the shared PostgreSQL database, alone: a server of another spec may be
 * migrating, and its migrator reads every schema's name (apps/server/src/db/migrate.ts).
 */
export async function dropTestSchema(db: { query: (text: string) => Promise<unknown> }, schema: string) {
  await db.query(
    `begin; select pg_advisory_xact_lock(${SCHEMA_REMOVAL_LOCK}); drop schema if exists ${schema} cascade; commit`,
  );
}
