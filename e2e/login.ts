import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import type { RunningServer } from './fixtures';

/** Columns of `users` a test may set; the rest get the registration defaults. */
export interface UserOverrides {
  name?: string;
  email?: string;
  classes?: string;
  grade?: string;
  /** 1: embedded previews on (the default), 0: off. */
  iframe?: 0 | 1;
  newsletter?: 0 | 1;
  search?: string;
  /** YYYY-MM-DD, last day of Premium / Premium Lite. */
  payment?: string;
  payment_lite?: string;
}

export interface SeededUser {
  id: string;
  email: string;
  name: string;
}

let counter = 0;

function openDb(server: RunningServer): SQLite.Database {
  const db = new SQLite(path.join(server.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * Writes an account straight into the running server's SQLite database: browser tests that need
 * a signed-in pupil do not depend on the registration screens or on mail.
 */
export function seedUser(server: RunningServer, overrides: UserOverrides = {}): SeededUser {
  counter++;
  const now = new Date().toISOString();
  const row = {
    id: randomBytes(12).toString('base64url'),
    email: overrides.email ?? `e2e_${counter}_${Date.now()}@ksbeispiel.ch`,
    name: overrides.name ?? 'Anna Muster',
    password_hash: 'e2e-only',
    classes: overrides.classes ?? '5b',
    grade: overrides.grade ?? '5',
    iframe: overrides.iframe ?? 1,
    newsletter: overrides.newsletter ?? 0,
    search: overrides.search ?? 'Startpage',
    payment: overrides.payment ?? '2000-01-01',
    payment_lite: overrides.payment_lite ?? '2000-01-01',
    created_at: now,
    // A seeded pupil has signed in before: the start page greets with 'Willkommen zurück'.
    first_sign_in_at: now,
  };
  const db = openDb(server);
  try {
    const columns = Object.keys(row);
    db.prepare(`insert into users (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
  } finally {
    db.close();
  }
  return { id: row.id, email: row.email, name: row.name };
}

/**
 * Signs the browser context in as the user: stores a session the way the server does (only the
 * SHA-256 of the token) and sets the `session` cookie.
 */
export async function loginAs(context: BrowserContext, server: RunningServer, user: SeededUser): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const db = openDb(server);
  try {
    db.prepare('insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)').run(
      createHash('sha256').update(token).digest('hex'),
      user.id,
      new Date().toISOString(),
      new Date(Date.now() + 3600_000).toISOString(),
    );
  } finally {
    db.close();
  }
  await context.addCookies([{ name: 'session', value: token, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * Calls the API with the context's cookies and the anti-forgery header, as the web app does
 * (e.g. to change a setting that has no screen in the test). Returns the JSON reply.
 */
export async function apiPost(context: BrowserContext, server: RunningServer, apiPath: string, body: unknown) {
  const res = await context.request.post(`${server.url}/api/v1${apiPath}`, {
    data: body,
    headers: await xsrfHeader(context, server),
  });
  return { status: res.status(), body: (await res.json()) as { status: string; message?: string } };
}

/** The anti-forgery header as the web app sends it, for API calls made from a browser context. */
export async function xsrfHeader(context: BrowserContext, server: RunningServer): Promise<Record<string, string>> {
  // The first GET hands out the XSRF cookie if the context has none yet.
  await context.request.get(`${server.url}/api/v1/health`);
  const xsrf = (await context.cookies(server.url)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}
