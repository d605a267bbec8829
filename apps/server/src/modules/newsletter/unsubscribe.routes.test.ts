import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { UnsubscribeLinks } from './unsubscribe-links';

describe('the unsubscribe page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { PUBLIC_URL: 'https://lernen.ksbeispiel.ch' });
  });
  afterAll(async () => t.close());

  it('is the only change outside /api/v1, where the anti-forgery check does not reach', () => {
    const outside = t.app.routeTable
      .filter((r) => r.method !== 'GET' && !r.url.startsWith('/api/v1'))
      .map((r) => `${r.method} ${r.url}`);
    expect(outside).toEqual(['POST /abbestellen']);
  });

  it('works in a browser without JavaScript: German page, labelled button, no script, not cached', async () => {
    const user = await buildUser(t.db.handle.db, { newsletter: 1 });
    const links = await UnsubscribeLinks.create(t.db.handle.db, { publicUrl: t.config.publicUrl });
    const link = await links.linkFor(user.id, 'newsletter');
    // The same account gets the same link in every mail; the other list has its own.
    expect(await links.linkFor(user.id, 'newsletter')).toBe(link);
    expect(await links.linkFor(user.id, 'reminder')).not.toBe(link);

    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<title>Newsletter abbestellen – Lernplattform</title>');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<a href="/einstellungen#benachrichtigungen">Zu den Einstellungen</a>');
    // No account id on the page or in the link.
    expect(page.body).not.toContain(user.id);
    expect(link).not.toContain(user.id);
  });

  it('answers an unknown token with a German 404 page and a GET never changes anything', async () => {
    const user = await buildUser(t.db.handle.db, { newsletter: 1 });
    const links = await UnsubscribeLinks.create(t.db.handle.db, { publicUrl: t.config.publicUrl });
    const link = new URL(await links.linkFor(user.id, 'newsletter'));
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const row = await t.db.handle.db
      .selectFrom('users')
      .select('newsletter')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.newsletter).toBe(1);
    const unknown = await t.app.inject({ method: 'GET', url: `/abbestellen?t=${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('Dieser Abmeldelink ist ungültig');
  });
});
