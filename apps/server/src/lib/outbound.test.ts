import dns from 'node:dns/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboundFailed, OutboundRefused, outboundRequest } from './outbound';

// Only the redirect test needs a "public" first hop; it pretends 127.0.0.1 is one.
const pretend = vi.hoisted(() => ({ loopbackIsPublic: false }));
vi.mock('./outbound-address', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./outbound-address')>();
  return {
    ...actual,
    nonPublicReason: (address: string) =>
      pretend.loopbackIsPublic && address === '127.0.0.1' ? null : actual.nonPublicReason(address),
  };
});

interface Site {
  origin: string;
  port: number;
  requests: http.IncomingMessage[];
  close: () => Promise<void>;
}

async function listen(handler: http.RequestListener, host = '127.0.0.1'): Promise<Site> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const reject = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable(),
    (error: unknown) => error,
  );

describe('outboundRequest', () => {
  let site: Site;
  let slowAsked = 0;
  beforeAll(async () => {
    site = await listen((req, res) => {
      if (req.url === '/hello') return res.end(`hello ${req.headers.host}`);
      if (req.url === '/echo') return req.pipe(res);
      if (req.url?.startsWith('/hop/')) {
        const left = Number(req.url.slice(5));
        res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/hello' });
        return res.end();
      }
      if (req.url === '/big') return res.end(Buffer.alloc(200 * 1024, 1));
      if (req.url === '/stream') {
        res.write(Buffer.alloc(64 * 1024, 1));
        res.write(Buffer.alloc(64 * 1024, 1));
        return res.end();
      }
      if (req.url === '/slow') {
        slowAsked++;
        return setTimeout(() => res.end('late'), 2000);
      }
      res.writeHead(404).end();
    });
  });
  afterAll(() => site.close());
  afterEach(() => {
    vi.restoreAllMocks();
    pretend.loopbackIsPublic = false;
  });

  it('refuses loopback targets without sending anything', async () => {
    const before = site.requests.length;
    for (const url of [`${site.origin}/hello`, `http://localhost:${site.port}/hello`, `http://0x7f.1:${site.port}/`]) {
      expect(await reject(outboundRequest(url, { allowPrivate: false }))).toBeInstanceOf(OutboundRefused);
    }
    expect(await reject(outboundRequest('http://[::1]/', { allowPrivate: false }))).toBeInstanceOf(OutboundRefused);
    expect(site.requests.length).toBe(before);
  });

  it('reaches loopback when private targets are allowed (tests only)', async () => {
    const res = await outboundRequest(`${site.origin}/hello`, { allowPrivate: true });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(`hello 127.0.0.1:${site.port}`);
  });

  it('refuses other schemes, credentials and garbage', async () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'ftp://example.ch/', 'gopher://x/', 'nonsense']) {
      expect(await reject(outboundRequest(url, { allowPrivate: true }))).toBeInstanceOf(OutboundRefused);
    }
    const withCredentials = await reject(outboundRequest(`http://a:b@127.0.0.1:${site.port}/`, { allowPrivate: true }));
    expect((withCredentials as OutboundRefused).reason).toBe('credentials in URL');
  });

  it('connects to the address it checked, keeping the host name (no second lookup)', async () => {
    const lookup = vi.spyOn(dns, 'lookup').mockResolvedValue([{ address: '127.0.0.1', family: 4 }] as never);
    const res = await outboundRequest(`http://rebind.test:${site.port}/hello`, { allowPrivate: true });
    expect(res.body.toString()).toBe(`hello rebind.test:${site.port}`);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('refuses a host when any of its addresses is private', async () => {
    vi.spyOn(dns, 'lookup').mockResolvedValue([
      { address: '8.8.8.8', family: 4 },
      { address: '::ffff:127.0.0.1', family: 6 },
    ] as never);
    const error = await reject(outboundRequest('http://mixed.test/', { allowPrivate: false }));
    expect((error as OutboundRefused).reason).toBe('mixed.test is IPv4-mapped loopback (::ffff:127.0.0.1)');
  });

  it('follows redirects only as far as asked', async () => {
    const followed = await outboundRequest(`${site.origin}/hop/1`, { allowPrivate: true, maxRedirects: 2 });
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${site.origin}/hello`);
    const notFollowed = await outboundRequest(`${site.origin}/hop/1`, { allowPrivate: true });
    expect(notFollowed.status).toBe(302);
    const tooMany = await outboundRequest(`${site.origin}/hop/5`, { allowPrivate: true, maxRedirects: 2 });
    expect(tooMany.status).toBe(302);
    expect(tooMany.url).toBe(`${site.origin}/hop/3`);
  });

  it('checks every redirect hop: a redirect to a private address is refused', async () => {
    const inner = await listen((_req, res) => res.end('secret'), '127.0.0.2');
    const outer = await listen((_req, res) => res.writeHead(302, { location: `${inner.origin}/` }).end());
    try {
      pretend.loopbackIsPublic = true;
      const error = await reject(outboundRequest(`${outer.origin}/`, { allowPrivate: false, maxRedirects: 3 }));
      expect((error as OutboundRefused).reason).toBe('127.0.0.2 is loopback (127.0.0.2)');
      expect(outer.requests).toHaveLength(1);
      expect(inner.requests).toHaveLength(0);
    } finally {
      await Promise.all([inner.close(), outer.close()]);
    }
  });

  it('sends a POST body and never follows a redirect for it', async () => {
    const res = await outboundRequest(`${site.origin}/echo`, { method: 'POST', body: '{"a":1}', allowPrivate: true });
    expect(res.body.toString()).toBe('{"a":1}');
    const redirected = await outboundRequest(`${site.origin}/hop/0`, {
      method: 'POST',
      allowPrivate: true,
      maxRedirects: 3,
    });
    expect(redirected.status).toBe(302);
  });

  it('fails when the answer is larger than the cap, or returns its start when asked to', async () => {
    for (const path of ['/big', '/stream']) {
      const error = await reject(
        outboundRequest(`${site.origin}${path}`, { allowPrivate: true, maxBytes: 100 * 1024 }),
      );
      expect((error as OutboundFailed).code).toBe('too-large');
    }
    const start = await outboundRequest(`${site.origin}/stream`, {
      allowPrivate: true,
      maxBytes: 1000,
      truncate: true,
    });
    expect(start.body.length).toBe(1000);
  });

  it('gives up after the timeout', async () => {
    // A clock the test moves: the site's answer (its own timer) never comes unless the clock passes
    // 2 s, and the timeout fires at 200 ms, however busy the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const asked = slowAsked;
      let settled = false;
      const failed = reject(outboundRequest(`${site.origin}/slow`, { allowPrivate: true, timeoutMs: 200 })).finally(
        () => (settled = true),
      );
      while (slowAsked === asked) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(199);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      // Not waiting for the site's answer: the clock moves on to 1.2 s only if the request hangs on.
      const outcome = await Promise.race([failed, vi.advanceTimersByTimeAsync(1000).then(() => 'still waiting')]);
      expect((outcome as OutboundFailed).code).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
