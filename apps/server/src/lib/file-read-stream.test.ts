import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendStoredFile } from './file-response';

const MiB = 1024 * 1024;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A GET read by a client that takes its time: a pause after every chunk, so the server must wait. */
function slowGet(port: number, url: string, headers: Record<string, string> = {}, pauseMs = 0) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (pauseMs > 0) {
            res.pause();
            setTimeout(() => res.resume(), pauseMs);
          }
        });
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.once('error', reject);
      })
      .once('error', reject);
  });
}

describe('a stored file sent through reused buffers', () => {
  let dir: string;
  let app: FastifyInstance;
  let port: number;
  const bytes = randomBytes(12 * MiB);
  // Text that compresses: it goes through the compressing transform, where no buffer may be reused.
  const text = Buffer.from(Array.from({ length: 200_000 }, (_, i) => `Zeile ${i} ${i % 97}\n`).join(''));

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-file-stream-'));
    fs.writeFileSync(path.join(dir, 'paket.bin'), bytes);
    fs.writeFileSync(path.join(dir, 'text.txt'), text);
    app = Fastify();
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['gzip'] });
    const file = (name: string, contentType: string) => ({
      path: path.join(dir, name),
      contentType,
      disposition: 'attachment' as const,
      downloadName: name,
      csp: "default-src 'none'",
    });
    app.get('/paket', async (request, reply) => {
      await sendStoredFile(request, reply, file('paket.bin', 'application/apkg'));
      return reply;
    });
    app.get('/text', async (request, reply) => {
      await sendStoredFile(request, reply, file('text.txt', 'text/plain; charset=utf-8'));
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('arrives whole at every one of many clients at once, the slow ones too', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => slowGet(port, '/paket', {}, i % 2 === 0 ? 0 : 2)),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBe(bytes.length);
      expect(sha(reply.body)).toBe(sha(bytes));
    }
  });

  it('sends exactly the bytes of a range', async () => {
    const start = 3 * MiB + 17;
    const end = 9 * MiB + 4;
    const reply = await slowGet(port, '/paket', { range: `bytes=${start}-${end}` }, 1);
    expect(reply.status).toBe(206);
    expect(sha(reply.body)).toBe(sha(bytes.subarray(start, end + 1)));
  });

  it('arrives whole through compression, and to an injected request', async () => {
    const zipped = await Promise.all(
      Array.from({ length: 4 }, () => slowGet(port, '/text', { 'accept-encoding': 'gzip' }, 1)),
    );
    for (const reply of zipped) expect(sha(gunzipSync(reply.body))).toBe(sha(text));
    const injected = await app.inject({ method: 'GET', url: '/paket' });
    expect(sha(injected.rawPayload)).toBe(sha(bytes));
  });
});
