import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedIpsRepository } from '../../modules/ip-block/blocked-ips.repository';
import { normalisePath } from '../../lib/request-path';
import { concreteUrl, listenOnLoopback, pathSpellings, rawRequest } from '../raw-http';
import { buildTestApp, ENGINES, type TestApp } from '../test-app';

describe('a request path as the router reads it', () => {
  it('loses the absolute form, the query, escapes and doubled slashes', () => {
    for (const spelling of pathSpellings('/api/v1/account/signin')) {
      expect(normalisePath(spelling), spelling).toBe('/api/v1/account/signin');
    }
    expect(normalisePath('//api//v1/x#y')).toBe('/api/v1/x');
    expect(normalisePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

describe.each(ENGINES)('checks that depend on the path, on %s, whatever its spelling', (engine) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    port = await listenOnLoopback(t.app);
  });
  afterAll(async () => t.close());

  it('refuses every change of the API without the anti-forgery header, in every spelling', async () => {
    const changes = t.app.routeTable.filter((r) => r.method !== 'GET' && r.url.startsWith('/api/v1'));
    expect(changes.length).toBeGreaterThan(10);
    for (const route of changes) {
      for (const spelling of pathSpellings(concreteUrl(route.url))) {
        const res = await rawRequest(
          port,
          `${route.method} ${spelling} HTTP/1.1`,
          { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abc' },
          '{}',
        );
        expect(res.status, `${route.method} ${spelling}`).toBe(403);
        expect(JSON.parse(res.body), `${route.method} ${spelling}`).toEqual({
          status: 'error',
          message:
            'Die Anfrage wurde abgelehnt, da der Schutz vor gefälschten Anfragen fehlt. Bitte laden Sie die Seite neu.',
          error: 'xsrf',
        });
      }
    }
  });

  it('answers an unknown API path with the JSON envelope in every spelling', async () => {
    for (const spelling of pathSpellings('/api/v1/gibt-es-nicht')) {
      const res = await rawRequest(port, `GET ${spelling} HTTP/1.1`);
      expect(res.status, spelling).toBe(404);
      expect(JSON.parse(res.body), spelling).toEqual({
        status: 'error',
        message: 'Diese Schnittstelle existiert nicht.',
      });
    }
  });

  it('gives a blocked address the JSON envelope on the API in every spelling', async () => {
    const blocked = new BlockedIpsRepository(t.db.handle.db);
    await blocked.add('127.0.0.1');
    try {
      // The list is re-read every few seconds; wait until this instance has it.
      await expect
        .poll(async () => (await rawRequest(port, 'GET /api/v1/health HTTP/1.1')).status, { timeout: 8000 })
        .toBe(403);
      for (const spelling of pathSpellings('/api/v1/health')) {
        const res = await rawRequest(port, `GET ${spelling} HTTP/1.1`);
        expect(res.status, spelling).toBe(403);
        expect(JSON.parse(res.body), spelling).toEqual({ status: 'error', message: 'Ihre Adresse wurde gesperrt.' });
      }
    } finally {
      await blocked.remove('127.0.0.1');
    }
  });
});
