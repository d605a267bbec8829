import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteUrl } from '../raw-http';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test-app';

/** Changes a visitor may make; every other non-GET API route must require an account. */
const PUBLIC_CHANGES = new Set([
  'POST /api/v1/account/register',
  'POST /api/v1/account/register/continue',
  'POST /api/v1/account/signin',
  'POST /api/v1/account/logout',
  'POST /api/v1/account/password-reset',
  'POST /api/v1/account/password-reset/confirm',
]);

describe.each(ENGINES)('every route of the route table on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  const changes = () => t.app.routeTable.filter((r) => r.method !== 'GET' && r.url.startsWith('/api/v1'));

  it('knows the routes (the suite cannot pass on an empty table)', () => {
    const urls = changes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining([...PUBLIC_CHANGES, 'POST /api/v1/account/settings/password']));
  });

  it('refuses every change without or with a wrong anti-forgery header (403), before anything else', async () => {
    for (const route of changes()) {
      const client = new TestClient(t.app);
      const url = concreteUrl(route.url);
      const missing = await client.request({
        method: route.method as 'POST',
        url,
        headers: { 'x-xsrf-token': '' },
        payload: {},
      });
      expect(missing.statusCode, `${route.method} ${route.url} without header`).toBe(403);
      const wrong = await client.request({
        method: route.method as 'POST',
        url,
        headers: { 'x-xsrf-token': 'forged' },
        payload: {},
      });
      expect(wrong.statusCode, `${route.method} ${route.url} with a forged header`).toBe(403);
    }
  });

  it('requires an account for every change that is not explicitly public', () => {
    const unprotected = changes()
      .filter((r) => !r.signedIn && !PUBLIC_CHANGES.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}`);
    expect(unprotected).toEqual([]);
  });

  it('answers 401 to a visitor on every route that needs an account, whatever the body', async () => {
    const guarded = t.app.routeTable.filter((r) => r.signedIn);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await new TestClient(t.app).request({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().status).toBe('error');
    }
  });
});
