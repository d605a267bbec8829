import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../factories';
import { concreteUrl, listenOnLoopback, rawRequest } from '../raw-http';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test-app';

/** Words of the English texts that Fastify, zod and Node answer with by default. */
const ENGLISH = /\b(invalid|expected|received|required|must|unrecognized|route|not found|client|exceed|error)\b/i;

function expectGermanEnvelope(body: string, what: string): void {
  const reply = JSON.parse(body) as { status: string; message: string };
  expect(reply.status, what).toBe('error');
  expect(reply.message, what).toMatch(/[a-zäöü]/);
  expect(reply.message, `${what}: ${reply.message}`).not.toMatch(ENGLISH);
}

describe.each(ENGINES)('every error a client sees is German and in the envelope, on %s', (engine) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    port = await listenOnLoopback(t.app);
  });
  afterAll(async () => t.close());

  it('answers wrong bodies on every API route in German', async () => {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1'));
    const bodies: unknown[] = [{}, [], { unbekannt: 1 }, 'text', { answer: 42, value: 'ja', email: 7 }];
    let errors = 0;
    for (const route of routes) {
      for (const body of route.method === 'GET' ? [undefined] : bodies) {
        for (const value of ['x', '-1', 'a.b', '%20']) {
          const res = await client.request({
            method: route.method as 'POST',
            url: concreteUrl(route.url, value),
            ...(body === undefined ? {} : { payload: body as object }),
          });
          if (res.statusCode < 400 || String(res.headers['content-type']).startsWith('image/')) continue;
          errors++;
          expectGermanEnvelope(res.body, `${route.method} ${route.url} ${JSON.stringify(body)} ${value}`);
        }
      }
    }
    expect(errors).toBeGreaterThan(50);
  });

  it('answers a too-long URL, oversized headers and a malformed URL in German', async () => {
    const longParam = await rawRequest(port, `GET /api/v1/documents/data/${'a'.repeat(3000)} HTTP/1.1`);
    expect(longParam.status).toBe(414);
    expect(JSON.parse(longParam.body)).toEqual({ status: 'error', message: 'Die Adresse der Anfrage ist zu lang.' });

    const hugeUrl = await rawRequest(port, `GET /api/v1/health?${'q'.repeat(20_000)} HTTP/1.1`);
    expect(hugeUrl.status).toBe(431);
    expect(JSON.parse(hugeUrl.body)).toEqual({ status: 'error', message: 'Die Kopfzeilen der Anfrage sind zu gross.' });

    const hugeHeader = await rawRequest(port, 'GET /api/v1/health HTTP/1.1', { 'x-gross': 'h'.repeat(20_000) });
    expect(hugeHeader.status).toBe(431);
    expectGermanEnvelope(hugeHeader.body, 'header overflow');

    const badUrl = await rawRequest(port, 'GET /api/v1/documents/data/%E0%A4%A HTTP/1.1');
    expect(badUrl.status).toBe(400);
    expect(JSON.parse(badUrl.body)).toEqual({ status: 'error', message: 'Die Anfrage ist ungültig.' });

    const garbage = await rawRequest(port, 'KAPUTT');
    expect(garbage.status).toBe(400);
    expectGermanEnvelope(garbage.body, 'garbage request line');
  });
});
