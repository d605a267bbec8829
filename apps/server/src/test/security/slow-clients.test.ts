import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { FastifyInstance } from 'fastify';
import type { HttpTimeouts } from '../../plugins/slow-clients';
import { DOC_FIELDS } from '../../modules/documents/documents.test-helpers';
import { buildUser, sessionFor } from '../factories';
import { listenOnLoopback, rawRequest } from '../raw-http';
import { createTestDatabase, ENGINES, type TestDatabase, testConfig } from '../test-app';
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

/**
 * Writes `head`, then `body` in `chunk`-byte pieces every `everyMs`, until the server closes the
 * connection or the body is out and answered: whether the server closed it, how many body bytes
 * had gone out by then, and what came back. Gives up (closedByServer false) after `giveUpMs`.
 */
function sendUntilClosed(port: number, head: string, body: string, chunk: number, everyMs: number, giveUpMs = 15_000) {
  return new Promise<{ closedByServer: boolean; sent: number; reply: string }>((resolve) => {
    let sent = 0;
    let reply = '';
    let gaveUp = false;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      const pace = setInterval(() => {
        if (socket.destroyed || sent >= body.length) return clearInterval(pace);
        socket.write(body.slice(sent, sent + chunk));
        sent = Math.min(body.length, sent + chunk);
      }, everyMs);
      socket.on('close', () => clearInterval(pace));
    });
    const stop = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpMs);
    socket.on('error', () => undefined);
    socket.on('data', (data: Buffer) => (reply += data.toString()));
    socket.on('close', () => {
      clearTimeout(stop);
      resolve({ closedByServer: !gaveUp, sent, reply });
    });
  });
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

  /** A request head declaring `declared` bytes of body, then the body in `chunk`-byte pieces every `everyMs`. */
  const bodyAtPace = (head: string, declared: number, chunk: number, everyMs: number) =>
    sendUntilClosed(port, `${head}Content-Length: ${declared}\r\n\r\n`, 'a'.repeat(declared), chunk, everyMs);

  it.each([
    ['a sign-in', 'POST /api/v1/account/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n'],
    ['an unknown path, whose body nobody reads', 'POST /api/v1/gibt-es-nicht HTTP/1.1\r\nHost: x\r\n'],
  ])('drops a client trickling %s under a large declared length soon after the grace period', async (_what, head) => {
    const before = logs.length;
    // 200 KB declared: the old allowance (grace + declared size at the minimum rate) was 200 s.
    const { closedByServer, sent } = await bodyAtPace(head, 200_000, 1, 100);
    expect(closedByServer).toBe(true);
    // At 10 B/s against 1000 B/s after 0.5 s of grace, a few dozen bytes at most.
    expect(sent).toBeLessThan(200);
    expect(logs.slice(before).some((l) => l.msg === 'request body too slow; connection dropped')).toBe(true);
  });

  it('serves a slow client that sends faster than the minimum rate, however long its body takes', async () => {
    // 24 KB at about 12 KB/s (a tenth of the pace would still do): two seconds, four times the grace.
    // With the anti-forgery header the body is read to its end before the answer (400: not JSON).
    const { closedByServer, sent, reply } = await bodyAtPace(
      'POST /api/v1/account/signin HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n' +
        'Cookie: XSRF-TOKEN=abc\r\nX-XSRF-TOKEN: abc\r\n',
      24_000,
      1200,
      100,
    );
    expect(closedByServer).toBe(true);
    expect(sent).toBe(24_000);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('drops a client that trickles its headers', async () => {
    const ms = await heldFor(port, (s) => trickle(s, `GET /api/v1/health HTTP/1.1\r\nX-Slow: ${'a'.repeat(500)}`, 50));
    expect(ms).toBeLessThan(5000);
  });

  it('drops a connection that sends nothing', async () => {
    const ms = await heldFor(port, () => undefined);
    expect(ms).toBeLessThan(5000);
  });

  it('still answers a client that stays: a sign-in without an e-mail address over a real socket is a 400', async () => {
    // Refused before any password is hashed: on a busy machine hashing may outlast this app's short idle time.
    const res = await rawRequest(
      port,
      'POST /api/v1/account/signin HTTP/1.1',
      { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc', 'content-type': 'application/json' },
      JSON.stringify({ email: 'niemand', password: 'falsch-falsch' }),
    );
    expect(res.status).toBe(400);
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
