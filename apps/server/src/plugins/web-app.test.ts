import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';

describe('serving the installable app', () => {
  it('serves the service worker and the manifest for the browser to install and update them', async () => {
    const t = await buildTestApp('sqlite');
    const dist = path.join(t.db.dataDir, 'web');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    const worker = `self.addEventListener('fetch', () => {});\n${'// precache list\n'.repeat(200)}`;
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title>');
    fs.writeFileSync(path.join(dist, 'sw.js'), worker);
    // The build's pre-compressed copy: the header must not depend on which file is sent.
    fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync(worker));
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Lernplattform"}');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await t.app.close();
    const { buildApp } = await import('../app');
    const { openDatabase } = await import('../db/connection');
    const app = await buildApp({
      config: t.config,
      database: openDatabase({ dataDir: t.db.dataDir }),
      logger: false,
      webDist: dist,
    });

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

    await app.close();
    await t.db.drop();
  });
});
