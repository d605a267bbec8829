import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { UNSUBSCRIBE_LINK_DAYS, UnsubscribeLinks } from '../../kernel/unsubscribe-links';

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
    const link = await links.linkFor(user.id, 'newsletter', 'juni');
    // A newsletter sent again has the same link; the next newsletter and the other list have their own.
    expect(await links.linkFor(user.id, 'newsletter', 'juni')).toBe(link);
    expect(await links.linkFor(user.id, 'newsletter', 'juli')).not.toBe(link);
    expect(await links.linkFor(user.id, 'reminder', 'juni')).not.toBe(link);

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
    const link = new URL(await links.linkFor(user.id, 'newsletter', 'juni'));
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

describe.each(ENGINES)('an unsubscribe link is single-purpose, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { PUBLIC_URL: 'https://lernen.ksbeispiel.ch' });
  });
  afterAll(async () => t.close());

  const choice = async (id: string) =>
    t.db.handle.db
      .selectFrom('users')
      .select(['newsletter', 'reminder'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const post = (link: string) =>
    t.app.inject({ method: 'POST', url: new URL(link).pathname + new URL(link).search, payload: '' });
  const get = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
  /** SPEC's setting call: the pupil chooses the newsletter again. */
  const subscribeAgain = async (userId: string) => {
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId);
    expect((await client.post('/api/v1/account/settings/newsletter', { newsletter: true })).statusCode).toBe(200);
  };

  it('works once: replayed after the pupil chose the newsletter again, it changes nothing', async () => {
    const user = await buildUser(t.db.handle.db, { newsletter: 1 });
    const links = await UnsubscribeLinks.create(t.db.handle.db, { publicUrl: t.config.publicUrl });
    const june = await links.linkFor(user.id, 'newsletter', 'juni');
    expect((await post(june)).body).toContain('Sie erhalten den Newsletter nicht mehr.');
    expect((await choice(user.id)).newsletter).toBe(0);
    // A second click while it is off is no error.
    const twice = await post(june);
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('Sie erhalten den Newsletter bereits nicht mehr.');

    await subscribeAgain(user.id);
    const replay = await post(june);
    expect(replay.statusCode).toBe(404);
    expect(replay.body).toContain('Dieser Abmeldelink ist ungültig, abgelaufen oder wurde bereits verwendet');
    expect((await choice(user.id)).newsletter).toBe(1);
    // Opened again, the page offers no button.
    expect((await get(june)).body).not.toContain('<form');
  });

  it("ends the pupil's older links of the list with it, not the other list's", async () => {
    const user = await buildUser(t.db.handle.db, { newsletter: 1, reminder: 1 });
    const links = await UnsubscribeLinks.create(t.db.handle.db, { publicUrl: t.config.publicUrl });
    const may = await links.linkFor(user.id, 'newsletter', 'mai');
    const june = await links.linkFor(user.id, 'newsletter', 'juni');
    const reminder = await links.linkFor(user.id, 'reminder', '2026-11-27');
    await post(june);
    await subscribeAgain(user.id);
    expect((await post(may)).statusCode).toBe(404);
    expect(await choice(user.id)).toEqual({ newsletter: 1, reminder: 1 });
    expect((await post(reminder)).body).toContain('Sie erhalten keine Lern-Erinnerungen mehr.');
    expect(await choice(user.id)).toEqual({ newsletter: 1, reminder: 0 });
    // The newsletter sent after choosing it again brings a link that works.
    expect((await post(await links.linkFor(user.id, 'newsletter', 'juli'))).statusCode).toBe(200);
    expect((await choice(user.id)).newsletter).toBe(0);
  });

  it(`expires ${UNSUBSCRIBE_LINK_DAYS} days after its mail was sent`, async () => {
    const user = await buildUser(t.db.handle.db, { newsletter: 1 });
    const links = await UnsubscribeLinks.create(t.db.handle.db, { publicUrl: t.config.publicUrl });
    const day = 24 * 3600 * 1000;
    const old = await links.linkFor(
      user.id,
      'newsletter',
      'alt',
      new Date(Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * day),
    );
    expect((await get(old)).statusCode).toBe(404);
    expect((await post(old)).statusCode).toBe(404);
    expect((await choice(user.id)).newsletter).toBe(1);
    const recent = await links.linkFor(
      user.id,
      'newsletter',
      'neu',
      new Date(Date.now() - (UNSUBSCRIBE_LINK_DAYS - 1) * day),
    );
    expect((await get(recent)).body).toContain('>Newsletter abbestellen</button>');
  });
});
