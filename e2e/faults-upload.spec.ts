// Fault test: the production build is killed with SIGKILL while a large upload is still arriving;
// once restarted it must have left neither a row nor a file behind. Harness: ./faults-fixtures.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, ENGINES, FIELDS, Harness, MiB, sleep, until } from './faults-fixtures';
import type { RunningServer } from './fixtures';

/** Every regular file below `dir` (relative paths), [] when it does not exist. */
function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const bytesBelow = (dir: string) =>
  filesBelow(dir).reduce((sum, f) => sum + (fs.statSync(path.join(dir, f), { throwIfNoEntry: false })?.size ?? 0), 0);

/**
 * A large multipart upload sent slowly (256 KiB every 10 ms) over a raw connection, so the server
 * is mid-file when the test acts. `result` settles with the reply's status or the socket error.
 */
function slowUpload(server: RunningServer, client: Client, fileBytes: number) {
  const boundary = `----faults${randomBytes(8).toString('hex')}`;
  let head = '';
  for (const [key, value] of Object.entries({ title: 'Riesige Datei', ...FIELDS })) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="riesig.txt"\r\n`;
  head += 'Content-Type: text/plain\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  const req = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: '/api/v1/documents/new/form',
    agent: false,
    headers: {
      ...client.headers(),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': Buffer.byteLength(head) + fileBytes + Buffer.byteLength(tail),
    },
  });
  const result = new Promise<number | Error>((resolve) => {
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', resolve);
    });
    req.once('error', resolve);
  });
  const chunk = Buffer.alloc(256 * 1024, 'Lorem ipsum dolor sit amet. ');
  void (async () => {
    try {
      req.write(head);
      for (let sent = 0; sent < fileBytes && !req.destroyed; sent += chunk.length) {
        const part = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        if (!req.write(part)) await once(req, 'drain');
        await sleep(10);
      }
      if (!req.destroyed) req.end(tail);
    } catch {
      // The server went away: that is the point; `result` reports the error.
    }
  })();
  return { result, abort: () => req.destroy() };
}

describe.each(ENGINES)('SIGKILL during an upload (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await Harness.create(engine);
  });
  afterAll(async () => h?.dispose());

  it('leaves no row, no document file and no temp file once the server is back', async () => {
    let server = await h.start();
    const client = await h.signedInClient();
    const tmpDir = path.join(h.filesDir, 'tmp');
    const upload = slowUpload(server, client, 200 * MiB);
    try {
      // Part of the file is on disk under its temp name: the server is mid-upload.
      await until('the upload to reach the temp folder', () => (bytesBelow(tmpDir) >= 4 * MiB ? true : undefined));
      expect(await server.stop('SIGKILL')).toBeNull();
      expect(server.process.signalCode).toBe('SIGKILL');
      expect(await upload.result).toBeInstanceOf(Error);
    } finally {
      upload.abort();
    }
    // What the crash left: a partial temp file (the thing the restart has to clean up).
    const left = filesBelow(tmpDir);
    expect(left).toHaveLength(1);
    expect(fs.statSync(path.join(tmpDir, left[0] as string)).size).toBeLessThan(200 * MiB);

    server = await h.start();
    const list = await client.get(server, '/api/v1/documents/list');
    expect(list.status).toBe(200);
    expect(list.body.documents).toEqual([]);
    expect(await h.count('documents')).toBe(0);
    expect(filesBelow(path.join(h.filesDir, 'documents'))).toEqual([]);
    expect(filesBelow(tmpDir)).toEqual([]);
    expect(await server.stop()).toBe(0);
  });
});
