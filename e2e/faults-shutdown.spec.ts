// Fault test: the production build is stopped with SIGTERM while 40 large replies are in flight; it
// must finish every one of them whole, refuse new connections meanwhile and exit with 0.
// Harness: ./faults-fixtures.
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, Harness, MiB, itemForm, sleep, until } from './faults-fixtures';
import type { RunningServer } from './fixtures';

/** True when nothing accepts a TCP connection on the port any more. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** A GET whose body is not read until `finish`: the reply stays in flight meanwhile. */
function heldGet(server: RunningServer, url: string) {
  return new Promise<{ status: number; finish: () => Promise<Buffer> }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: server.port, path: url, agent: false, headers: { 'accept-encoding': 'identity' } },
      (res) => {
        resolve({
          status: res.statusCode ?? 0,
          finish: () =>
            new Promise((done, fail) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.once('end', () => (res.complete ? done(Buffer.concat(chunks)) : fail(new Error('cut short'))));
              res.once('error', fail);
              res.once('aborted', () => fail(new Error(`aborted: ${url}`)));
            }),
        });
      },
    );
    req.once('error', reject);
  });
}

describe.each(ENGINES)('SIGTERM during load (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await Harness.create(engine);
  });
  afterAll(async () => h?.dispose());

  it('finishes every started request whole, exits with 0 and refuses new connections', async () => {
    const server = await h.start();
    const client = await h.signedInClient();
    const big = Buffer.from(
      randomBytes(15 * MiB)
        .toString('base64')
        .slice(0, 20 * MiB),
    );
    const uploaded = await client.post(
      server,
      '/api/v1/documents/new/form',
      itemForm('Grosse Datei', { name: 'gross.txt', content: big }),
    );
    expect(uploaded.status).toBe(200);
    const details = await client.get(server, `/api/v1/documents/data/${uploaded.body.id as string}`);
    const fileUrl = (details.body.document as { url: string }).url;
    await h.store.insertRows(
      'documents',
      Array.from({ length: 10_000 }, (_, i) => ({
        id: `seed${i}`,
        owner_id: client.userId,
        title: `Zusammenfassung ${i}`,
        subject: 'MA',
        description: `Lernunterlagen Nummer ${i}`,
        class_: '5b',
        grade: '5',
        language: 'de',
        size: 1024,
        extension: 'pdf',
        mimetype: 'application/pdf',
        formated_size: '1 KB',
        file_name: 'x.pdf',
        created: '2025-01-01_08-00-00',
        edited: '2025-01-01_08-00-00',
        created_at: '2025-01-01T08:00:00.000Z',
        updated_at: '2025-01-01T08:00:00.000Z',
      })),
    );
    const bigHash = createHash('sha256').update(big).digest('hex');

    // 30 downloads of 20 MiB and 10 library lists of 10,001 documents, all answering, none read yet.
    const urls = [...Array<string>(30).fill(fileUrl), ...Array<string>(10).fill('/api/v1/documents/list')];
    const held = await Promise.all(urls.map((url) => heldGet(server, url)));
    expect(held.map((r) => r.status)).toEqual(urls.map(() => 200));

    const exited = once(server.process, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    server.process.kill('SIGTERM');
    // Shutting down: no new connections, while the started replies are still waiting for us.
    await until('the listener to close', async () => ((await connectionRefused(server.port)) ? true : undefined));
    await sleep(300);
    expect(server.process.exitCode).toBeNull();

    const bodies = await Promise.all(held.map((r) => r.finish()));
    bodies.forEach((body, i) => {
      if (urls[i] === fileUrl) {
        expect(body.length).toBe(big.length);
        expect(createHash('sha256').update(body).digest('hex')).toBe(bigHash);
      } else {
        expect((JSON.parse(body.toString('utf8')) as { documents: unknown[] }).documents).toHaveLength(10_001);
      }
    });
    const [code, signal] = await Promise.race([
      exited,
      sleep(60_000).then(() => {
        throw new Error('server did not exit after SIGTERM');
      }),
    ]);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(await connectionRefused(server.port)).toBe(true);
  });
});
