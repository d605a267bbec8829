import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

describe('the API description for third-party apps', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    paths = (await t.app.inject({ url: '/api/v1/openapi.json' })).json().paths;
  });
  afterAll(async () => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/v1') && r.url !== '/api/v1/openapi.json');

  it('has a reply schema on every API route (a new route without one fails here)', () => {
    const missing = apiRoutes()
      .filter((r) => !r.replies.includes('200'))
      .map((r) => `${r.method} ${r.url}`);
    expect(apiRoutes().length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('describes every reply field by field, errors in the envelope', () => {
    for (const route of apiRoutes()) {
      const openApiPath = route.url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');
      const operation = paths[openApiPath]?.[route.method.toLowerCase()];
      const ok = operation?.responses?.['200']?.content;
      expect(ok, `${route.method} ${route.url}`).toBeDefined();
      const schema = Object.values(ok ?? {})[0]?.schema ?? {};
      const described = 'properties' in schema || schema.format === 'binary';
      expect(described, `${route.method} ${route.url}: ${JSON.stringify(schema).slice(0, 200)}`).toBe(true);
      const error = Object.values(operation?.responses?.['400']?.content ?? {})[0]?.schema as
        { properties?: Record<string, unknown> } | undefined;
      expect(Object.keys(error?.properties ?? {}), `${route.method} ${route.url} 400`).toEqual(
        expect.arrayContaining(['status', 'message']),
      );
    }
  });

  it('names the account fields of SPEC §3', () => {
    const schema = paths['/api/v1/account']?.get?.responses?.['200']?.content?.['application/json']?.schema as {
      properties: { info: { properties?: Record<string, unknown> } };
    };
    const info = schema.properties.info.properties ?? {};
    expect(Object.keys(info)).toEqual(
      expect.arrayContaining([
        'id_',
        'name',
        'newsletter',
        'theme',
        'iframe',
        'payment',
        'payment_lite',
        'search',
        'classes',
        'grade',
        'favorites',
      ]),
    );
  });
});
