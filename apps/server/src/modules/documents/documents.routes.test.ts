import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DOCUMENT_MESSAGES, ITEM_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { DOC_FIELDS, type FilePart, multipartBody, PREVIEWABLE_SAMPLES, tinyPdf } from './documents.test-helpers';

describe.each(ENGINES)('documents on %s', (engine) => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    ownerId = (await buildUser(t.db.handle.db, { name: 'Anna Muster' })).id;
    owner = new TestClient(t.app);
    await signInAs(t.db.handle.db, owner, ownerId);
  });

  const send = (client: TestClient, url: string, fields: Record<string, string>, file?: FilePart) => {
    const { payload, headers } = multipartBody(fields, file);
    return client.request({ method: 'POST', url, payload, headers });
  };
  const upload = (client: TestClient, file?: FilePart, fields: Record<string, string> = DOC_FIELDS) =>
    send(client, '/api/v1/documents/new/form', fields, file);
  const details = async (id: string) => (await owner.get(`/api/v1/documents/data/${id}`)).json().document;
  const tmpFiles = () => fs.readdirSync(path.join(t.config.filesDir, 'tmp'));
  const countRows = async () =>
    Number(
      (
        await t.db.handle.db
          .selectFrom('documents')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(PREVIEWABLE_SAMPLES)('stores a $label upload with its type from the content', async (sample) => {
    const res = await upload(owner, { name: sample.name, content: sample.content, type: 'application/x-lie' });
    expect(res.statusCode, res.body).toBe(200);
    const { status, id } = res.json();
    expect(status).toBe('success');
    const doc = await details(id);
    expect(doc).toMatchObject({
      id_: id,
      title: DOC_FIELDS.title,
      class_: '5b',
      owner: ownerId,
      owner_name: 'Anna Muster',
      mimetype: sample.mimetype,
      extension: sample.label.toLowerCase(),
      size: sample.content.length,
      formated_size: `${sample.content.length} B`,
      url: `/dateien/dokumente/${id}/Zellbiologie_Uebersicht.${sample.label.toLowerCase()}`,
    });
    expect(doc.created).toMatch(/^\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d$/);
    const file = await owner.get(doc.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(sample.mimetype);
    expect(file.rawPayload.equals(sample.content)).toBe(true);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a visitor with 401 before reading the body, storing nothing', async () => {
    const before = await countRows();
    const res = await upload(new TestClient(t.app), { name: 'a.pdf', content: tinyPdf() });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sie müssen angemeldet sein.');
    expect(await countRows()).toBe(before);
  });

  it.each([
    [{ title: '' }, 'Der Titel ist ein Pflichtfeld'],
    [{ title: 'abc' }, 'Der Titel muss mindestens 4 Zeichen lang sein'],
    [{ subject: 'XX' }, 'Das Fach ist ein Pflichtfeld'],
    [{ description: 'ab' }, 'Die Beschreibung muss mindestens 4 Zeichen lang sein'],
    [{ class: 'x'.repeat(13) }, 'Die Klasse oder Kursbezeichnung darf maximal 12 Zeichen lang sein'],
    [{ class: '5b/6a' }, ITEM_MESSAGES.classInvalid],
    [{ grade: '8' }, 'Die Klassenstufe ist ein Pflichtfeld'],
    [{ language: '' }, 'Die Sprache ist ein Pflichtfeld'],
  ])('refuses %o with its SPEC message before reading the file', async (change, message) => {
    const res = await upload(owner, { name: 'a.pdf', content: tinyPdf() }, { ...DOC_FIELDS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(tmpFiles()).toEqual([]);
  });

  it('asks for a file when none was chosen, also for an empty file input', async () => {
    expect((await upload(owner)).json().message).toBe('Bitte wählen Sie eine Datei aus.');
    const empty = await upload(owner, { name: '', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Bitte wählen Sie eine Datei aus.');
    expect((await upload(owner, { name: 'leer.txt', content: Buffer.alloc(0) })).json().message).toBe(
      DOCUMENT_MESSAGES.emptyFile,
    );
  });

  it.each([
    ['programm.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]), DOCUMENT_MESSAGES.unsupportedType],
    ['zufall.bin', Buffer.from([1, 2, 3, 0, 0, 5, 200, 201, 3, 2, 1]), DOCUMENT_MESSAGES.unsupportedType],
    ['text.pdf', Buffer.from('nur Text, kein PDF'), DOCUMENT_MESSAGES.mismatch('pdf')],
    ['bild.png', tinyPdf(), undefined],
  ])('decides %s by its content', async (name, content, message) => {
    const res = await upload(owner, { name, content, type: 'application/pdf' });
    if (message === undefined) {
      // A PDF named .png is stored as what it is.
      expect((await details(res.json().id)).mimetype).toBe('application/pdf');
      return;
    }
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(message);
    expect(res.json().message).toContain('PDF, RTF');
    expect(tmpFiles()).toEqual([]);
  });

  it('lists every SPEC §3 field of each document, newest first, compressed and revalidated by ETag', async () => {
    const first = (await upload(owner, { name: 'a.pdf', content: tinyPdf() })).json().id;
    const second = (
      await upload(
        owner,
        { name: 'b.txt', content: Buffer.from('Hallo') },
        { ...DOC_FIELDS, title: 'Zweites Dokument' },
      )
    ).json().id;
    const res = await owner.request({
      method: 'GET',
      url: '/api/v1/documents/list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    const ids = body.documents.map((d: { id_: string }) => d.id_);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(Object.keys(body.documents[0]).sort()).toEqual(
      [
        'class_',
        'created',
        'description',
        'edited',
        'extension',
        'formated_size',
        'grade',
        'id_',
        'language',
        'mimetype',
        'owner',
        'owner_name',
        'size',
        'subject',
        'title',
      ].sort(),
    );
    const txt = body.documents.find((d: { id_: string }) => d.id_ === second);
    expect(txt).toMatchObject({ size: 5, mimetype: 'text/plain', extension: 'txt' });
    expect(typeof txt.owner).toBe('string');
    const again = await owner.request({
      method: 'GET',
      url: '/api/v1/documents/list',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await upload(owner, { name: 'c.txt', content: Buffer.from('Neu') });
    const changed = await owner.request({
      method: 'GET',
      url: '/api/v1/documents/list',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().documents.length).toBe(body.documents.length + 1);
  });

  it('answers an unknown id with a clear message', async () => {
    const res = await owner.get('/api/v1/documents/data/gibt-es-nicht');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Das Dokument wurde nicht gefunden.' });
  });
});
