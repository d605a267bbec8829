import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { appCspWithScripts, inlineScriptHashes } from './security-headers';

const SCHEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'dark');";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the page's inline script under the CSP", () => {
  it('hashes inline scripts only, never those loaded from a file', () => {
    const html = `<head><script>${SCHEME_SCRIPT}</script><script type="module" crossorigin src="/assets/a.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(SCHEME_SCRIPT)]);
    expect(appCspWithScripts([sha256('x')])).toContain(`script-src 'self' ${sha256('x')};`);
    expect(appCspWithScripts([])).toContain("script-src 'self';");
  });

  it("allows the built page's own inline script on every app path and on /index.html, nothing else", async () => {
    const t = await buildTestApp(
      'sqlite',
      {},
      {
        'index.html': `<!doctype html><script>${SCHEME_SCRIPT}</script><title>App</title>`,
      },
    );
    const { app } = t;
    for (const url of ['/', '/lernsets', '/index.html']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${sha256(SCHEME_SCRIPT)};`);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    // API replies carry the plain policy.
    const api = await app.inject({ url: '/api/v1/health' });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
    await t.close();
  });
});
