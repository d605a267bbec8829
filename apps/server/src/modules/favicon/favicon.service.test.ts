import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IconCache } from './favicon-cache';
import { FaviconService } from './favicon.service';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('FaviconService', () => {
  let dir: string;
  let server: http.Server;
  let origin: string;
  const hits: string[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-service-'));
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      // A slow site, so that requests meet while its icon is being fetched.
      setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 50);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const service = (overrides: Partial<ConstructorParameters<typeof FaviconService>[0]> = {}) =>
    new FaviconService({
      cache: new IconCache(fs.mkdtempSync(path.join(dir, 'cache-'))),
      favorites: { isFavoriteOrigin: async () => true },
      throttle: { hit: async () => true },
      allowPrivate: true,
      ...overrides,
    });

  it('lets requests that arrive while the icon is fetched share that fetch, without counting them', async () => {
    const hit = vi.fn(async () => true);
    const favicons = service({ throttle: { hit } });
    hits.length = 0;
    const first = favicons.iconFor(`${origin}/`, '198.51.100.1');
    await vi.waitFor(() => expect(hits).toHaveLength(1));
    const later = [2, 3].map(() => favicons.iconFor(`${origin}/`, '198.51.100.1'));
    const answers = await Promise.all([first, ...later]);
    for (const answer of answers) expect(answer.icon.body.equals(PNG)).toBe(true);
    expect(hits).toEqual(['/', '/favicon.ico']);
    expect(hit).toHaveBeenCalledTimes(1);
  });

  it('answers a letter icon that is not kept when the counters or the favourites cannot be read', async () => {
    const down = async (): Promise<boolean> => {
      throw new Error('database down');
    };
    hits.length = 0;
    for (const favicons of [service({ throttle: { hit: down } }), service({ favorites: { isFavoriteOrigin: down } })]) {
      const answer = await favicons.iconFor(`${origin}/`, '198.51.100.2');
      expect(answer.final).toBe(false);
      expect(answer.icon.type).toBe('image/svg+xml');
    }
    expect(hits).toEqual([]);
  });
});
