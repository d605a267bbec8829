import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../modules/documents/documents.test-helpers';
import { errorsPlugin } from '../plugins/errors';
import { multipartPlugin } from '../plugins/multipart';
import { HttpError } from './http-error';
import { discardUpload, type ItemForm, readItemForm } from './multipart-form';

/** A bare app with one route per mode, echoing what readItemForm returned. */
describe('readItemForm', () => {
  let app: FastifyInstance;
  let tmpDir: string;
  const kept: ItemForm[] = [];

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-multipart-'));
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(multipartPlugin);
    for (const mode of ['disk', 'memory'] as const) {
      app.post(`/${mode}`, async (request) => {
        const form = await readItemForm(request, {
          maxFileBytes: 1000,
          tooLargeMessage: 'Zu gross.',
          mode,
          tmpDir,
          beforeFile: (fields) => {
            if (fields.title === 'verboten') throw new HttpError(403, 'Nein.');
          },
        });
        if (request.headers['x-keep']) kept.push(form);
        else await discardUpload(form);
        const { file } = form;
        return {
          fields: form.fields,
          file: file && {
            name: file.filename,
            size: file.size,
            head: file.head.toString(),
            onDisk: Boolean(file.path),
            inMemory: file.buffer?.toString(),
          },
        };
      });
    }
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  const post = (url: string, fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
    const { payload, headers } = multipartBody(fields, file);
    return app.inject({ method: 'POST', url, payload, headers });
  };

  it.each(['disk', 'memory'])('reads fields and the file (%s)', async (mode) => {
    const res = await post(
      `/${mode}`,
      { title: 'Titel', class: '5b' },
      { name: 'a.txt', content: Buffer.from('Inhalt') },
    );
    expect(res.json()).toMatchObject({
      fields: { title: 'Titel', class: '5b' },
      file: { name: 'a.txt', size: 6, head: 'Inhalt' },
    });
    expect(res.json().file.onDisk).toBe(mode === 'disk');
    if (mode === 'memory') expect(res.json().file.inMemory).toBe('Inhalt');
  });

  it('hands the temp file to the caller, and discardUpload removes it', async () => {
    kept.length = 0;
    const { payload, headers } = multipartBody({}, { name: 'a.txt', content: Buffer.from('x') });
    await app.inject({ method: 'POST', url: '/disk', payload, headers: { ...headers, 'x-keep': '1' } });
    const file = kept[0]?.file?.path as string;
    expect(fs.existsSync(file)).toBe(true);
    await discardUpload(kept[0]);
    await discardUpload(kept[0]);
    expect(fs.existsSync(file)).toBe(false);
  });

  it.each(['disk', 'memory'])('accepts exactly the limit and refuses one byte more with 413 (%s)', async (mode) => {
    expect((await post(`/${mode}`, {}, { name: 'a', content: Buffer.alloc(1000) })).json().file.size).toBe(1000);
    const res = await post(`/${mode}`, {}, { name: 'a', content: Buffer.alloc(1001) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Zu gross.');
    expect(res.headers.connection).toBe('close');
  });

  it('returns no file for an empty file input', async () => {
    expect((await post('/disk', { title: 'x' }, { name: '', content: Buffer.alloc(0) })).json().file).toBeNull();
  });

  it('lets beforeFile refuse before the file is read', async () => {
    const res = await post('/disk', { title: 'verboten' }, { name: 'a.txt', content: Buffer.from('x') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Nein.');
  });

  it.each([
    [
      'a second file',
      () => {
        const one = multipartBody({}, { name: 'a.txt', content: Buffer.from('1') });
        const text = one.payload.toString().replace(/--\r\n$/, '\r\n');
        const two = multipartBody({}, { name: 'b.txt', content: Buffer.from('2') }).payload.toString();
        const boundary = one.headers['content-type'].split('boundary=')[1] as string;
        return {
          payload: text + two.slice(two.indexOf(`--${boundary}\r\nContent-Disposition: form-data; name="file"`)),
          headers: one.headers,
        };
      },
    ],
    ['a field of 20 KB', () => multipartBody({ description: 'x'.repeat(20_000) })],
    [
      'a file under another name',
      () => {
        const body = multipartBody({}, { name: 'a.txt', content: Buffer.from('1') });
        return { payload: body.payload.toString().replace('name="file"', 'name="anderes"'), headers: body.headers };
      },
    ],
    [
      'a cut-off body',
      () => {
        const body = multipartBody({ title: 'x' }, { name: 'a.txt', content: Buffer.from('Inhalt') });
        return { payload: body.payload.subarray(0, body.payload.length - 30), headers: body.headers };
      },
    ],
    [
      'JSON instead of multipart',
      () => ({ payload: '{"title":"x"}', headers: { 'content-type': 'application/json' } }),
    ],
  ])('answers %s with 400', async (_name, build) => {
    const { payload, headers } = build();
    const res = await app.inject({ method: 'POST', url: '/disk', payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Die Anfrage ist ungültig.');
    expect(fs.readdirSync(tmpDir)).toEqual([]);
  });
});
