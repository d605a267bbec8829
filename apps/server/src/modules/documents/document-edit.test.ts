import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { DOC_FIELDS, type FilePart, multipartBody, tinyPdf } from './documents.test-helpers';

describe.each(ENGINES)('editing documents on %s', (engine) => {
  let t: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let id: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  const send = (client: TestClient, url: string, fields: Record<string, string>, file?: FilePart) => {
    const { payload, headers } = multipartBody(fields, file);
    return client.request({ method: 'POST', url, payload, headers });
  };
  const edit = (client: TestClient, fields: Record<string, string>, file?: FilePart) =>
    send(client, '/api/v1/documents/edit/form', { id, ...fields }, file);
  const details = async () => (await owner.get(`/api/v1/documents/data/${id}`)).json().document;
  const docDir = () => path.join(t.config.filesDir, 'documents', id);
  const tmpFiles = () => fs.readdirSync(path.join(t.config.filesDir, 'tmp'));

  beforeEach(async () => {
    const db = t.db.handle.db;
    owner = new TestClient(t.app);
    other = new TestClient(t.app);
    await signInAs(db, owner, (await buildUser(db, { name: 'Anna Muster' })).id);
    await signInAs(db, other, (await buildUser(db, { name: 'Beat Beispiel' })).id);
    const res = await send(owner, '/api/v1/documents/new/form', DOC_FIELDS, {
      name: 'alt.pdf',
      content: tinyPdf('Alt'),
    });
    id = res.json().id;
    // An older timestamp, so the test sees `edited` move even within the same second.
    await db.updateTable('documents').set({ edited: '2020-01-01_10-00-00' }).where('id', '=', id).execute();
  });

  it('replaces fields and file for the owner; created stays, edited moves on', async () => {
    const before = await details();
    const res = await edit(
      owner,
      { ...DOC_FIELDS, title: 'Neuer Titel', grade: '6' },
      { name: 'neu.txt', content: Buffer.from('Neu') },
    );
    expect(res.json()).toEqual({ status: 'success', message: 'Das Dokument wurde geändert.' });
    const after = await details();
    expect(after).toMatchObject({
      title: 'Neuer Titel',
      grade: '6',
      mimetype: 'text/plain',
      extension: 'txt',
      size: 3,
    });
    expect(after.created).toBe(before.created);
    expect(after.edited).not.toBe('2020-01-01_10-00-00');
    expect(after.url).toBe(`/dateien/dokumente/${id}/Neuer_Titel.txt`);
    expect((await owner.get(after.url)).body).toBe('Neu');
    // The old name no longer exists on disk; its link leads to the new file.
    expect(fs.readdirSync(docDir())).toEqual(['Neuer_Titel.txt']);
    const old = await owner.get(before.url);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(after.url);
    expect(tmpFiles()).toEqual([]);
  });

  it('replaces a file of the same name in place', async () => {
    const url = (await details()).url;
    await edit(owner, DOC_FIELDS, { name: 'zweite.pdf', content: tinyPdf('Zweite Fassung') });
    expect((await owner.get(url)).body).toContain('Zweite Fassung');
    expect(fs.readdirSync(docDir())).toEqual(['Zellbiologie_Uebersicht.pdf']);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses another pupil with 403 and changes nothing, not even by calling the API directly', async () => {
    const before = await details();
    const res = await edit(
      other,
      { ...DOC_FIELDS, title: 'Gekapert' },
      { name: 'x.txt', content: Buffer.from('böse') },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sie haben keinen Zugriff auf diese Seite.');
    expect(await details()).toEqual(before);
    expect((await owner.get(before.url)).body).toContain('Alt');
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a visitor with 401 and an unknown id with 404', async () => {
    expect(
      (await edit(new TestClient(t.app), DOC_FIELDS, { name: 'x.txt', content: Buffer.from('x') })).statusCode,
    ).toBe(401);
    const unknown = await send(
      owner,
      '/api/v1/documents/edit/form',
      { ...DOC_FIELDS, id: 'gibt-es-nicht' },
      { name: 'x.txt', content: Buffer.from('x') },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Das Dokument wurde nicht gefunden.');
  });

  it('asks for the file again on every edit', async () => {
    const res = await edit(owner, DOC_FIELDS);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte wählen Sie eine Datei aus.');
  });

  it('keeps the old version whole when the new file is refused', async () => {
    const before = await details();
    const res = await edit(
      owner,
      { ...DOC_FIELDS, title: 'Anderer Titel' },
      { name: 'x.exe', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]) },
    );
    expect(res.statusCode).toBe(415);
    expect(await details()).toEqual(before);
    expect(fs.readdirSync(docDir())).toEqual(['Zellbiologie_Uebersicht.pdf']);
    expect((await owner.get(before.url)).body).toContain('Alt');
    expect(tmpFiles()).toEqual([]);
  });
});
