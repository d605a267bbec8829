import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { HTTP_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test/test-app';

describe.each(ENGINES)('request bodies sent compressed, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  const signIn = (payload: Buffer, encoding: string) =>
    new TestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/account/signin',
      payload,
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    });

  it('refuses a gzip bomb (250 KB that inflate to 250 MB) unread, with a German 415, closing the connection', async () => {
    const bomb = gzipSync(Buffer.alloc(250 * 1024 * 1024, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(300 * 1024);
    const cpu = process.cpuUsage();
    const res = await signIn(bomb, 'gzip');
    expect([res.statusCode, res.json().message]).toEqual([415, HTTP_MESSAGES.compressedBody]);
    expect(res.headers.connection).toBe('close');
    // Inflating 250 MB costs about a second of CPU; refused unread it costs next to nothing.
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(250);
  });

  it('inflates no request at all: a sign-in sent as gzip, deflate or brotli is refused the same way', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'anna_muster@ksbeispiel.ch', password: 'falsch-falsch' }));
    for (const [encoding, payload] of [
      ['gzip', gzipSync(body)],
      ['deflate', deflateSync(body)],
      ['br', brotliCompressSync(body)],
      ['GZIP, identity', gzipSync(body)],
    ] as const) {
      const res = await signIn(payload, encoding);
      expect([res.statusCode, res.json().message], encoding).toEqual([415, HTTP_MESSAGES.compressedBody]);
    }
    const plain = await new TestClient(t.app).post('/api/v1/account/signin', JSON.parse(body.toString()));
    expect(plain.statusCode).not.toBe(415);
  });
});
