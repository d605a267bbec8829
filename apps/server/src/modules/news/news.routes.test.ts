import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp } from '../../test/test-app';
import { NewsStore } from './news.service';

describe.each(ENGINES)('GET /news/{id} on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it('answers an unknown or malformed id with 404 and the German message', async () => {
    for (const id of ['index', 'gibt-es-nicht', '..%2Fapp.db', 'a.b']) {
      const res = await t.app.inject({ url: `/api/v1/news/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Artikel wurde nicht gefunden' });
    }
  });

  it('serves stored HTML without scripts, handlers or javascript: links', async () => {
    await new NewsStore(path.join(t.config.dataDir, 'news')).write(
      'ferien_2026',
      '<h2>Ferien</h2><script>alert(1)</script><p onclick="x()">Text</p><a href="javascript:alert(1)">x</a><a href="https://ks.ch">ok</a>',
    );
    const res = await t.app.inject({ url: '/api/v1/news/ferien_2026' });
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content).toContain('<h2>Ferien</h2>');
    expect(content).toContain('href="https://ks.ch"');
    expect(content).not.toMatch(/script|onclick|javascript:/);
  });
});
