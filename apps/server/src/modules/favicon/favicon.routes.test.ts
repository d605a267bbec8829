import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp } from '../../test/test-app';
import { ICON_CSP } from './favicon.routes';
import { FAVICON_FETCHES_PER_IP } from './favicon.service';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), Buffer.alloc(32, 7)]);
const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

interface Site {
  url: string;
  hits: string[];
  close: () => Promise<void>;
}

/** A local web site: path → [content type, body]; anything else is 404. */
async function site(pages: Record<string, [string, string | Buffer]>): Promise<Site> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const page = pages[req.url ?? ''];
    if (!page) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': page[0] }).end(page[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/start?x=1`, hits, close: () => new Promise((r) => server.close(() => r())) };
}

const html = (head: string) =>
  ['text/html', `<!doctype html><html><head>${head}</head><body>Hallo</body></html>`] as [string, string];

describe.each(ENGINES)('GET /favicon/{url} on %s', (engine) => {
  let t: TestApp;
  let strict: TestApp;
  const sites: Site[] = [];
  /** Some account has the site as favourite (in both apps), unless `favourite` is false. */
  const newSite = async (pages: Record<string, [string, string | Buffer]>, { favourite = true } = {}) => {
    const s = await site(pages);
    sites.push(s);
    if (favourite) await addFavourite(s.url);
    return s;
  };
  const addFavourite = async (url: string) => {
    for (const app of [t, strict]) await buildUser(app.db.handle.db, { favorites: JSON.stringify([`${url}|Seite`]) });
  };
  const icon = (app: TestApp, url: string, remoteAddress = '127.0.0.1') =>
    app.app.inject({ url: `/api/v1/favicon/${encodeURIComponent(url)}`, remoteAddress });
  const cacheFiles = (app: TestApp) => {
    const dir = path.join(app.config.dataDir, 'favicons');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const expectLetterIcon = (res: Awaited<ReturnType<typeof icon>>, letter: string) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(ICON_CSP);
    expect(res.body).toMatch(new RegExp(`<rect [^>]*fill="hsl\\(\\d+, 55%, 40%\\)"/>.*>${letter}</text></svg>$`));
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    strict = await buildTestApp(engine, { OUTBOUND_ALLOW_PRIVATE: '0' });
  });
  afterAll(async () => {
    await Promise.all([t.close(), strict.close(), ...sites.map((s) => s.close())]);
  });

  it("serves the icon the site's page links to, then from the cache without asking the site again", async () => {
    const s = await newSite({
      '/': html('<link rel="stylesheet" href="/a.css"><link rel="icon" href="/i.png">'),
      '/i.png': ['text/plain', PNG],
    });
    const res = await icon(t, s.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(s.hits).toEqual(['/', '/i.png']);

    const again = await icon(t, s.url);
    expect(again.rawPayload.equals(PNG)).toBe(true);
    expect(s.hits).toHaveLength(2);
    const cached = fs.readdirSync(path.join(t.config.dataDir, 'favicons'));
    expect(cached.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('serves the icon for an address the old client puts into the path unencoded', async () => {
    const s = await newSite({ '/': html('<link rel="icon" href="/i.png">'), '/i.png': ['image/png', PNG] });
    const res = await t.app.inject({ url: `/api/v1/favicon/${s.url}`, remoteAddress: '127.0.0.1' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('falls back to /favicon.ico when the page links no icon', async () => {
    const s = await newSite({ '/': html('<title>Ohne Icon</title>'), '/favicon.ico': ['image/x-icon', ICO] });
    const res = await icon(t, s.url);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.rawPayload.equals(ICO)).toBe(true);
  });

  it("serves a site's SVG so that it can never run script", async () => {
    const s = await newSite({
      '/': html("<link rel='shortcut icon' href='/i.svg'>"),
      '/i.svg': ['image/svg+xml', SVG],
    });
    const res = await icon(t, s.url);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(ICON_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(SVG);
  });

  it('answers a letter icon when the "icon" is HTML, and remembers the failure', async () => {
    const page = html('<link rel="icon" href="/icon">');
    const s = await newSite({ '/': page, '/icon': page, '/favicon.ico': page });
    expectLetterIcon(await icon(t, s.url), '1');
    const asked = s.hits.length;
    expect(asked).toBe(3);
    expectLetterIcon(await icon(t, s.url), '1');
    expect(s.hits).toHaveLength(asked);
  });

  it('refuses loopback targets by default: letter icon, and the site is never asked', async () => {
    const s = await newSite({ '/': html('<link rel="icon" href="/i.png">'), '/i.png': ['image/png', PNG] });
    expectLetterIcon(await icon(strict, s.url), '1');
    expectLetterIcon(await icon(strict, 'http://localhost:1/'), 'L');
    expect(s.hits).toHaveLength(0);
  });

  it('answers other schemes and garbage with a letter icon, without signing in', async () => {
    expectLetterIcon(await icon(t, 'javascript:alert(document.cookie)'), 'A');
    expectLetterIcon(await icon(t, 'file:///etc/passwd'), 'E');
    expectLetterIcon(await icon(t, '<script>'), 'S');
    expectLetterIcon(await icon(t, '%%%'), '\\?');
  });

  it('asks no site that no account has as favourite, and does not keep the letter icon', async () => {
    const s = await newSite(
      { '/': html('<link rel="icon" href="/i.png">'), '/i.png': ['image/png', PNG] },
      { favourite: false },
    );
    const res = await icon(t, s.url);
    expectLetterIcon(res, '1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(s.hits).toHaveLength(0);

    // Any page of the site makes it a favourite site.
    await addFavourite(`${new URL(s.url).origin}/anderswo`);
    expect((await icon(t, s.url)).rawPayload.equals(PNG)).toBe(true);
    expect(s.hits).toEqual(['/', '/i.png']);
  });

  it('asks the site for one address at most as often as the limit allows; cached icons still come', async () => {
    const s = await newSite({ '/': html('<link rel="icon" href="/i.png">'), '/i.png': ['image/png', PNG] });
    const forgetCache = () => fs.rmSync(path.join(t.config.dataDir, 'favicons'), { recursive: true, force: true });
    const burst = '203.0.113.7';
    for (let i = 0; i < FAVICON_FETCHES_PER_IP.limit; i++) {
      forgetCache();
      expect((await icon(t, s.url, burst)).rawPayload.equals(PNG)).toBe(true);
    }
    const asked = s.hits.length;
    expect(asked).toBe(2 * FAVICON_FETCHES_PER_IP.limit);
    for (let i = 0; i < 5; i++) {
      forgetCache();
      const res = await icon(t, s.url, burst);
      expectLetterIcon(res, '1');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(s.hits).toHaveLength(asked);

    const other = await icon(t, s.url, '203.0.113.8');
    expect(other.rawPayload.equals(PNG)).toBe(true);
    expect(s.hits).toHaveLength(asked + 2);
    const cached = await icon(t, s.url, burst);
    expect(cached.rawPayload.equals(PNG)).toBe(true);
    expect(cached.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('asks nothing for an IP address, credentials or another port, even of a favourite', async () => {
    const s = await newSite({ '/': html('<link rel="icon" href="/i.png">'), '/i.png': ['image/png', PNG] });
    const port = new URL(s.url).port;
    const odd = [`http://user:pw@127.0.0.1:${port}/`, 'http://93.184.215.14/', 'https://www.ksbeispiel.ch:8443/'];
    for (const url of odd) await addFavourite(url);
    for (const url of [s.url, ...odd]) expect((await icon(strict, url)).statusCode).toBe(200);
    expectLetterIcon(await icon(strict, odd[1] as string), '9');
    // Not even a remembered failure: the address was refused before anything was tried.
    expect(cacheFiles(strict)).toEqual([]);
    expect(s.hits).toHaveLength(0);
  });
});
