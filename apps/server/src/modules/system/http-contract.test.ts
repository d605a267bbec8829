import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, sessionFor } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';

describe.each(ENGINES)('HTTP contract on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', database: 'ok' });
  });

  it('serves every constants key of the specification', async () => {
    const body = (await t.app.inject({ url: '/api/v1/constants' })).json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'status',
        'extensions',
        'extensionsReverse',
        'fileTypes',
        'grades',
        'languages',
        'searchEngines',
        'sizeUnits',
        'subjects',
        'themes',
        'imprint',
        'schoolEmailDomain',
      ].sort(),
    );
    expect(body.grades).toEqual(['-', '1', '2', '3', '4', '5', '6', '7']);
    expect(body.themes).toEqual({ light: 'Hell', dark: 'Dunkel', contrast: 'Hoher Kontrast', system: 'Wie Gerät' });
    expect(body.subjects.MA).toBe('Mathematik');
    expect(body.extensionsReverse.PDF).toBe('application/pdf');
    expect(body.searchEngines.Startpage).toEqual({
      url: 'https://www.startpage.com/sp/search?query=%s',
      recommended: true,
    });
    expect(Object.keys(body.searchEngines).some((k) => k.endsWith('[TOR]'))).toBe(true);
    expect(body.imprint).toEqual(t.config.imprint);
  });

  it('answers a visitor account', async () => {
    const res = await t.app.inject({ url: '/api/v1/account' });
    expect(res.json()).toEqual({ status: 'success', valid: false, paid: false, paidLite: false, info: null });
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await t.app.inject({ url: '/api/v1/gibt/es/nicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Diese Schnittstelle existiert nicht.' });
  });

  it('refuses a POST without or with a wrong anti-forgery header', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/v1/health');
    const missing = await client.request({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: { 'x-xsrf-token': '' },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().status).toBe('error');
    const wrong = await client.request({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout',
      headers: { 'x-xsrf-token': 'x' },
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it('lets a POST with the matching header through the anti-forgery check', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/v1/gibt-es-nicht');
    expect(res.statusCode).toBe(404);
  });

  it('sets the anti-forgery cookie readable by the page', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ url: '/api/v1/account' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('compresses larger JSON replies for clients that accept it', async () => {
    const br = await t.app.inject({ url: '/api/v1/constants', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await t.app.inject({ url: '/api/v1/constants', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('describes the API in an OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/account', '/api/v1/constants', '/api/v1/news/{id}']),
    );
  });
});

describe.each(ENGINES)('access log rows (%s)', (engine) => {
  it('stores hash, time, user agent, logged-in flag and page only', async () => {
    const t = await buildTestApp(engine);
    const user = await buildUser(t.db.handle.db);
    const token = await sessionFor(t.db.handle.db, user.id);
    const started = new Date().toISOString();
    await t.app.inject({
      url: '/über/team?x=1',
      remoteAddress: '203.0.113.77',
      headers: { 'user-agent': 'TestBrowser/1 "Zürich" \\ ok' },
    });
    await t.app.inject({ url: '/api/v1/account', headers: { cookie: `session=${token}` } });
    await t.app.close();
    const { openDatabase } = await import('../../db/connection');
    const { db } = openDatabase({ databaseUrl: t.db.databaseUrl, dataDir: t.db.dataDir });
    const rows = await db.selectFrom('access_log').selectAll().execute();
    await db.destroy();
    const row = rows.find((r) => r.page === '/über/team' || r.page === '/%C3%BCber/team');
    expect(row).toBeDefined();
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.77');
    expect(row?.user_agent).toBe('TestBrowser/1 "Zürich" \\ ok');
    expect(row?.logged_in).toBe(0);
    expect(row?.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((row?.at ?? '') >= started).toBe(true);
    expect(rows.find((r) => r.page === '/api/v1/account')?.logged_in).toBe(1);
    await t.db.drop();
  });
});

describe('web app serving', () => {
  it('serves index.html for app paths, long-cached hashed assets, and 404 for missing files', async () => {
    const t = await buildTestApp(
      'sqlite',
      {},
      {
        'index.html': '<!doctype html><title>App</title>',
        'assets/index-abc123.js': 'console.log(1)',
      },
    );
    const { app } = t;

    const deep = await app.inject({ url: '/lernsets/foo/bar' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>App</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');

    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await app.inject({ url: '/assets/gibt-es-nicht.js' });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(404);

    // App paths with dots: learning-set ids joined by '.', authorise tokens.
    for (const url of ['/lernsets/lernen/abc.def', '/autorisieren/aHR0cA.c2Vj.aHR0cA--']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>App</title>');
    }

    await t.close();
  });
});
