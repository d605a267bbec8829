import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { FastifyInstance } from 'fastify';
import type { HttpTimeouts } from '../plugins/slow-clients';
import { DOC_FIELDS } from '../modules/documents/documents.test-helpers';
import { buildUser, sessionFor } from '../test/factories';
import { listenOnLoopback, rawRequest } from '../test/raw-http';
import { createTestDatabase, ENGINES, type TestDatabase, testConfig } from '../test/test-app';
import path from 'node:path';

const SHORT: HttpTimeouts = {
  headersMs: 1000,
  idleMs: 1500,
  keepAliveMs: 500,
  bodyGraceMs: 500,
  minBytesPerSecond: 1000,
};

/** Opens a socket, runs `act` on it and resolves with how long the server kept it open. */
function heldFor(port: number, act: (socket: net.Socket) => void, giveUpMs = 10_000): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => act(socket));
    const stop = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.on('close', () => {
      clearTimeout(stop);
      resolve(Date.now() - started);
    });
  });
}

/** Writes one byte every `everyMs` until the socket closes. */
function trickle(socket: net.Socket, text: string, everyMs: number): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer);
    socket.write(text[at++] ?? '');
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe.each(ENGINES)('slow and vanishing clients on %s', (engine) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const logs: Array<{ msg?: string; level?: number }> = [];

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const stream = new Writable({
      write(chunk: Buffer, _e, cb) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        cb();
      },
    });
    app = await buildApp({
      config: testConfig(db.dataDir),
      database: db.handle,
      logger: { level: 'info', stream },
      webDist: path.join(db.dataDir, 'no-web'),
      timeouts: SHORT,
    });
    // A large reply compressed while it is sent, as learn mode's are.
    app.get('/test/large-reply', async () => ({ text: randomBytes(6_000_000).toString('base64') }));
    port = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('drops a client that trickles its body slower than the minimum rate', async () => {
    const ms = await heldFor(port, (s) => {
      s.write(
        'POST /api/v1/account/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n',
      );
      trickle(s, '{"email":"a'.padEnd(2000, 'a'), 50);
    });
    // Allowance: 0.5 s grace + 2000 B at 1000 B/s; sending it all at this pace would take 100 s.
    expect(ms).toBeGreaterThan(2000);
    expect(ms).toBeLessThan(5000);
    expect(logs.some((l) => l.msg === 'request body too slow; connection dropped')).toBe(true);
  });

  it('drops a client that trickles its headers', async () => {
    const ms = await heldFor(port, (s) => trickle(s, `GET /api/v1/health HTTP/1.1\r\nX-Slow: ${'a'.repeat(500)}`, 50));
    expect(ms).toBeLessThan(5000);
  });

  it('drops a connection that sends nothing', async () => {
    const ms = await heldFor(port, () => undefined);
    expect(ms).toBeLessThan(5000);
  });

  it('still answers a client that stays: a refused sign-in over a real socket is a 401', async () => {
    const res = await rawRequest(
      port,
      'POST /api/v1/account/signin HTTP/1.1',
      { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc', 'content-type': 'application/json' },
      JSON.stringify({ email: 'niemand@ksbeispiel.ch', password: 'falsch-falsch' }),
    );
    expect(res.status).toBe(401);
  });

  it('logs a client that aborts its request as an abort, not as a database failure', async () => {
    const user = await buildUser(db.handle.db);
    const session = await sessionFor(db.handle.db, user.id);
    const before = logs.length;
    const boundary = 'grenze';
    const upload = [
      'POST /api/v1/documents/new/form HTTP/1.1',
      'Host: x',
      `Cookie: session=${session}; XSRF-TOKEN=abc`,
      'X-XSRF-TOKEN: abc',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Content-Length: 900000',
      '',
      Object.entries(DOC_FIELDS)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\n${'x'.repeat(50_000)}`,
    ].join('\r\n');
    const json =
      'POST /api/v1/account/signin HTTP/1.1\r\nHost: x\r\nCookie: XSRF-TOKEN=abc\r\nX-XSRF-TOKEN: abc\r\n' +
      'Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"em';
    for (const request of [upload, json]) {
      await heldFor(port, (s) => {
        s.write(request);
        setTimeout(() => s.destroy(), 300);
      });
    }
    await expect
      .poll(() => logs.slice(before).filter((l) => l.msg === 'client aborted the request').length, { timeout: 3000 })
      .toBe(2);
    const fresh = logs.slice(before);
    expect(fresh.filter((l) => l.msg === 'database unavailable' || (l.level ?? 0) >= 50)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('logs a client that leaves during a compressed reply at info, not as an error', async () => {
    const before = logs.length;
    await heldFor(port, (s) => {
      s.write('GET /test/large-reply HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n');
      s.once('data', () => s.destroy());
    });
    await expect
      .poll(() => logs.slice(before).filter((l) => l.msg === 'client left before the reply was sent').length, {
        timeout: 3000,
      })
      .toBe(1);
    expect(logs.slice(before).filter((l) => (l.level ?? 0) >= 50)).toEqual([]);
  });
});
