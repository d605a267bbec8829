import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp } from '../test-app';

const ODD_PATHS = [
  '/dateien/../app.db',
  '/dateien/%2e%2e/app.db',
  '/dateien/dokumente/..%2F..%2Fapp.db',
  '/dateien/dokumente/%2e%2e%2f%2e%2e%2fapp.db',
  '/dateien/dokumente/%252e%252e%252fapp.db',
  '/dateien/dokumente/x/..%5C..%5Capp.db',
  '/dateien/dokumente/x%00/a.pdf',
  '/dateien/dokumente/x/a.pdf%00.txt',
  `/dateien/dokumente/${'a'.repeat(5000)}/b.pdf`,
  `/dateien/dokumente/x/${'b'.repeat(5000)}.pdf`,
  '/dateien/lernsets/..%2F..%2Fapp.db/x.json',
  '/dateien/lernsets/x%00/x.json',
  `/dateien/lernsets/${'c'.repeat(5000)}/x.json`,
  '/dateien/files/tmp',
  '/dateien/%ZZ',
];

describe.each(ENGINES)('odd names under /dateien on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it.each(ODD_PATHS.map((p) => [p.length > 80 ? `${p.slice(0, 60)}… (${p.length} chars)` : p, p]))(
    '%s is refused without reaching the disk',
    async (_label, url) => {
      const res = await t.app.inject({ url });
      expect([400, 404, 414]).toContain(res.statusCode);
      expect(res.body).not.toContain('SQLite format');
      expect(res.headers['content-type'] ?? '').not.toContain('octet-stream');
    },
  );
});
