import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_MESSAGES, ITEM_MESSAGES, LEARNSET_TEXTS, MAX_LEARNSET_FILE_BYTES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_FIELDS, tinyPdf } from '../modules/documents/documents.test-helpers';
import { VALID_FIELDS } from '../modules/learnsets/learnsets.test-helpers';
import { buildUser, signInAs } from './factories';
import { type FilePart, multipartBody } from './multipart-body';
import { buildTestApp, ENGINES, type TestApp, TestClient } from './test-app';

/**
 * The old web client builds its upload and edit forms field by field and appends the item's `id`
 * after the file; SPEC §7's calls accept the fields in any order.
 */
describe.each(ENGINES)('upload and edit forms in the old client field order on %s', (engine) => {
  let t: TestApp;
  let owner: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    owner = new TestClient(t.app);
    other = new TestClient(t.app);
    await signInAs(t.db.handle.db, owner, (await buildUser(t.db.handle.db, { name: 'Anna Muster' })).id);
    await signInAs(t.db.handle.db, other, (await buildUser(t.db.handle.db, { name: 'Beat Beispiel' })).id);
  });
  afterAll(async () => t.close());

  const send = (
    client: TestClient,
    url: string,
    before: Record<string, string>,
    file: FilePart,
    after: Record<string, string>,
  ) => {
    const { payload, headers } = multipartBody(before, file, after);
    return client.request({ method: 'POST', url, payload, headers });
  };
  const tmpFiles = () => fs.readdirSync(path.join(t.config.filesDir, 'tmp'));

  it('edits a document whose id comes after the file', async () => {
    const created = await send(
      owner,
      '/api/v1/documents/new/form',
      DOC_FIELDS,
      { name: 'a.pdf', content: tinyPdf() },
      {},
    );
    const id = created.json().id as string;
    const res = await send(
      owner,
      '/api/v1/documents/edit/form',
      { ...DOC_FIELDS, title: 'Neuer Titel' },
      { name: 'neu.txt', content: 'Neu' },
      { id },
    );
    expect(res.json()).toEqual({ status: 'success', message: DOCUMENT_MESSAGES.changed });
    const data = (await owner.get(`/api/v1/documents/data/${id}`)).json().document;
    expect(data).toMatchObject({ title: 'Neuer Titel', size: 3 });
    expect(tmpFiles()).toEqual([]);
  });

  it('uploads a document with every field after the file', async () => {
    const res = await send(owner, '/api/v1/documents/new/form', {}, { name: 'b.txt', content: 'Inhalt' }, DOC_FIELDS);
    expect(res.json()).toMatchObject({ status: 'success', message: DOCUMENT_MESSAGES.uploaded });
  });

  it("refuses another pupil's document edit sent in that order, and keeps no file", async () => {
    const created = await send(
      owner,
      '/api/v1/documents/new/form',
      DOC_FIELDS,
      { name: 'c.pdf', content: tinyPdf() },
      {},
    );
    const id = created.json().id as string;
    const res = await send(other, '/api/v1/documents/edit/form', DOC_FIELDS, { name: 'x.txt', content: 'x' }, { id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ITEM_MESSAGES.noAccess);
    expect((await owner.get(`/api/v1/documents/data/${id}`)).json().document.size).toBeGreaterThan(3);
    expect(tmpFiles()).toEqual([]);
  });

  it('edits a learning set whose id comes after the file', async () => {
    const created = await send(
      owner,
      '/api/v1/learnsets/new/form',
      VALID_FIELDS,
      { name: 'a.txt', content: 'Hund; dog\n' },
      {},
    );
    const id = created.json().id as string;
    const res = await send(
      owner,
      '/api/v1/learnsets/edit/form',
      { ...VALID_FIELDS, title: 'Tiere' },
      { name: 'b.txt', content: 'Katze; cat\nMaus; mouse\n' },
      { id },
    );
    expect(res.json()).toEqual({ status: 'success', message: LEARNSET_TEXTS.edited });
    const data = (await owner.get(`/api/v1/learnsets/data/${id}`)).json();
    expect(data.learnset).toMatchObject({ title: 'Tiere', size: 2 });
  });

  it("refuses another pupil's set edit in that order, and a text file over its format's limit", async () => {
    const created = await send(
      owner,
      '/api/v1/learnsets/new/form',
      VALID_FIELDS,
      { name: 'a.txt', content: 'Hund; dog\n' },
      {},
    );
    const id = created.json().id as string;
    const foreign = await send(
      other,
      '/api/v1/learnsets/edit/form',
      VALID_FIELDS,
      { name: 'b.txt', content: 'x; y\n' },
      { id },
    );
    expect(foreign.statusCode).toBe(403);
    // Judged after the body: the text file's own limit, below the largest (an Anki package's).
    const big = `${'Frage; Antwort\n'.repeat(Math.ceil((MAX_LEARNSET_FILE_BYTES + 1) / 15))}`;
    const tooBig = await send(
      owner,
      '/api/v1/learnsets/edit/form',
      VALID_FIELDS,
      { name: 'c.txt', content: big },
      { id },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(LEARNSET_TEXTS.fileTooLarge);
    expect((await owner.get(`/api/v1/learnsets/data/${id}`)).json().learnset.size).toBe(1);
  });
});
