import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { documentTooLargeMessage, PLANS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { DOC_FIELDS, multipartBody, streamingMultipart } from './documents.test-helpers';

const MiB = 1024 * 1024;

describe.each(ENGINES)('upload limits on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let standard: TestClient;
  let lite: TestClient;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const db = t.db.handle.db;
    standard = new TestClient(t.app);
    lite = new TestClient(t.app);
    await signInAs(db, standard, (await buildUser(db)).id);
    await signInAs(db, lite, (await buildUser(db, { payment_lite: '2999-12-31' })).id);
  });
  afterAll(async () => t.close());

  /** Nothing of a refused upload may remain: no temp file, no folder, no row. */
  async function expectNoResidue(): Promise<void> {
    expect(fs.readdirSync(path.join(t.config.filesDir, 'tmp'))).toEqual([]);
    expect(fs.readdirSync(path.join(t.config.filesDir, 'documents'))).toEqual([]);
    const rows = await t.db.handle.db.selectFrom('documents').select('id').execute();
    expect(rows).toEqual([]);
  }

  const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  /** A raw upload over a real socket: writes the body until the server answers or hangs up. */
  function rawUpload(client: TestClient, totalFileBytes: number, headers: Record<string, string> = {}) {
    const body = streamingMultipart(DOC_FIELDS, 'gross.txt', totalFileBytes);
    return new Promise<{ status: number; message: string; sent: number }>((resolve, reject) => {
      const req = http.request(`${base}/api/v1/documents/new/form`, {
        method: 'POST',
        headers: {
          ...body.headers,
          cookie: cookieOf(client),
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
          ...headers,
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, message: JSON.parse(text).message, sent: body.sent() }),
        );
      });
      // The server hangs up after its answer: a write error then is expected, not a failure.
      req.on('error', (err) => (req.writableEnded ? reject(err) : undefined));
      body.stream.pipe(req);
    });
  }

  it('stops reading one byte over the plan limit, answers 413 and leaves nothing', async () => {
    const limit = PLANS.standard.maxDocumentBytes;
    await standard.get('/api/v1/account');
    const res = await rawUpload(standard, 2 * limit);
    expect(res.status).toBe(413);
    expect(res.message).toBe(documentTooLargeMessage(PLANS.standard));
    // The rest of the 600 MiB body was never read: only socket buffers beyond the limit.
    expect(res.sent).toBeLessThan(limit + 64 * MiB);
    await expectNoResidue();
  }, 60_000);

  it('answers a visitor 401 without receiving the upload', async () => {
    const visitor = new TestClient(t.app);
    await visitor.get('/api/v1/account');
    const res = await rawUpload(visitor, 400 * MiB);
    expect(res.status).toBe(401);
    expect(res.sent).toBeLessThan(64 * MiB);
    await expectNoResidue();
  });

  it('refuses a declared Content-Length beyond the limit before reading the body', async () => {
    await lite.get('/api/v1/account');
    const res = await rawUpload(lite, 0, { 'content-length': String(PLANS.lite.maxDocumentBytes + 10 * MiB) });
    expect(res.status).toBe(413);
    expect(res.message).toBe('Die Datei ist zu gross. Mit dem Plan Premium Lite sind Dateien bis 700 MB erlaubt.');
    await expectNoResidue();
  });

  it('accepts a file at exactly the limit through the in-process stream path too', async () => {
    const body = streamingMultipart(DOC_FIELDS, 'genau.txt', 3 * MiB);
    const res = await standard.request({
      method: 'POST',
      url: '/api/v1/documents/new/form',
      payload: body.stream,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = (await standard.get(`/api/v1/documents/data/${res.json().id}`)).json().document;
    expect(doc).toMatchObject({ size: 3 * MiB, formated_size: '3 MB', mimetype: 'text/plain' });
    await t.db.handle.db.deleteFrom('documents').execute();
    fs.rmSync(path.join(t.config.filesDir, 'documents', doc.id_), { recursive: true });
  });

  it('leaves nothing behind when the client goes away mid-upload', async () => {
    await standard.get('/api/v1/account');
    const { payload, headers } = multipartBody(DOC_FIELDS, { name: 'halb.txt', content: Buffer.alloc(4 * MiB, 0x42) });
    const req = http.request(`${base}/api/v1/documents/new/form`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-length': String(payload.length),
        cookie: cookieOf(standard),
        'x-xsrf-token': standard.cookies.get('XSRF-TOKEN') ?? '',
      },
    });
    req.on('error', () => {});
    req.write(payload.subarray(0, 2 * MiB));
    // Wait until the server is writing the temp file, then cut the connection.
    const tmp = path.join(t.config.filesDir, 'tmp');
    for (let i = 0; i < 100 && fs.readdirSync(tmp).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    req.destroy();
    for (let i = 0; i < 100 && fs.readdirSync(tmp).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    await expectNoResidue();
  });
});
