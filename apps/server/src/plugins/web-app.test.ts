import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LEARN_CHUNK } from '@app/shared/learnsets/learn-page';
import { buildTestApp } from '../test/test-app';

describe('serving the installable app', () => {
  it('serves the service worker and the manifest for the browser to install and update them', async () => {
    const worker = `self.addEventListener('fetch', () => {});\n${'// precache list\n'.repeat(200)}`;
    const t = await buildTestApp(
      'sqlite',
      {},
      {
        'index.html': '<!doctype html><title>App</title>',
        'sw.js': worker,
        // The build's pre-compressed copy: the header must not depend on which file is sent.
        'sw.js.br': zlib.brotliCompressSync(worker),
        'manifest.webmanifest': '{"name":"Lernplattform"}',
        'assets/index-abc123.js': 'console.log(1)',
      },
    );
    const { app } = t;

    for (const encoding of ['identity', 'br']) {
      const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(sw.statusCode, encoding).toBe(200);
      expect(sw.headers['content-type'], encoding).toMatch(/^(text|application)\/javascript/);
      // Asked again every time: a new version reaches installed apps at their next start.
      expect(sw.headers['cache-control'], encoding).toBe('no-cache');
    }
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/assets/index-abc123.js' })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // The page's policy lets its own worker and manifest in, nothing from elsewhere.
    const csp = String((await app.inject({ url: '/lernsets' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");

    await t.close();
  });
});

describe("a learn page's code", () => {
  it("is named in the learn page's Link header from the build manifest, the first page's code first; the manifest is not served", async () => {
    // As Vite writes it: chunks keyed by source module, imports by key, the first page as the entry.
    const manifest = {
      'index.html': { file: 'assets/index-a1.js', isEntry: true, css: ['assets/index-a2.css'] },
      // Learn mode's page and the sets' loader, gathered into one chunk by apps/web/chunk-groups.ts.
      '_lernen-b1.js': {
        file: 'assets/lernen-b1.js',
        name: LEARN_CHUNK,
        isDynamicEntry: true,
        imports: ['index.html', '_abfragen-c1.js'],
        css: ['assets/lernen-b2.css'],
      },
      '_abfragen-c1.js': { file: 'assets/abfragen-c1.js', name: 'abfragen', imports: ['index.html'] },
      'src/lib/query.tsx': {
        file: 'assets/query-f1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_abfragen-c1.js'],
      },
      'src/features/documents/components/document-list-page.tsx': { file: 'assets/document-list-page-e1.js' },
    };
    const t = await buildTestApp(
      'sqlite',
      {},
      {
        'index.html': '<!doctype html><title>App</title>',
        '.vite/manifest.json': JSON.stringify(manifest),
      },
    );
    const { app } = t;

    const learn = await app.inject({ url: '/lernsets/lernen/abc.def' });
    expect(learn.statusCode).toBe(200);
    const links = String(learn.headers.link).split(', ');
    // Styles, then the first page's chunk before learn mode's: the browser fetches a few at a time, in order.
    expect(links.slice(0, 3)).toEqual([
      '</assets/index-a2.css>; rel=preload; as=style',
      '</assets/lernen-b2.css>; rel=preload; as=style',
      '</assets/index-a1.js>; rel=modulepreload',
    ]);
    expect(links.slice(3).sort()).toEqual(
      [
        '</assets/abfragen-c1.js>; rel=modulepreload',
        '</assets/lernen-b1.js>; rel=modulepreload',
        '</assets/query-f1.js>; rel=modulepreload',
      ].sort(),
    );
    // Other pages preload nothing; the manifest is the server's.
    expect((await app.inject({ url: '/dokumente' })).headers.link).toBeUndefined();
    expect((await app.inject({ url: '/.vite/manifest.json' })).body).not.toContain('lernen-b1');

    await t.close();
  });
});
