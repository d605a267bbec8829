import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { DOC_FIELDS, multipartBody } from './documents.test-helpers';

const MiB = 1024 * 1024;
const QUOTA = 1 * MiB;
const text = (bytes: number) => ({ name: 'notizen.txt', content: Buffer.alloc(bytes, 0x61) });

describe.each(ENGINES)('storage quota per account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { QUOTA_STANDARD_MIB: '1' });
  });
  afterAll(async () => t.close());

  async function pupil(): Promise<{ client: TestClient; id: string }> {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    return { client, id: user.id };
  }
  const upload = (client: TestClient, bytes: number) =>
    client.request({ method: 'POST', url: '/api/v1/documents/new/form', ...multipartBody(DOC_FIELDS, text(bytes)) });
  const edit = (client: TestClient, id: string, bytes: number) =>
    client.request({
      method: 'POST',
      url: '/api/v1/documents/edit/form',
      ...multipartBody({ ...DOC_FIELDS, id }, text(bytes)),
    });
  const rowsOf = async (owner: string) =>
    t.db.handle.db.selectFrom('documents').select(['id', 'size']).where('owner_id', '=', owner).execute();

  it('refuses the upload that would overfill the storage with 413 and a German message, leaving nothing', async () => {
    const { client, id } = await pupil();
    expect((await upload(client, 600 * 1024)).statusCode).toBe(200);
    const refused = await upload(client, 600 * 1024);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(
      /^Ihr Speicherplatz reicht für diese Datei nicht: 600(\.0)? KB von 1(\.0)? MB/,
    );
    expect(await rowsOf(id)).toHaveLength(1);
    expect(fs.readdirSync(path.join(t.config.filesDir, 'tmp'))).toEqual([]);
    // What still fits is taken.
    expect((await upload(client, 400 * 1024)).statusCode).toBe(200);
  });

  it("frees the replaced file's bytes on an edit", async () => {
    const { client, id } = await pupil();
    const doc = (await upload(client, 700 * 1024)).json().id as string;
    expect((await edit(client, doc, 900 * 1024)).statusCode).toBe(200);
    expect((await rowsOf(id)).map((r) => Number(r.size))).toEqual([900 * 1024]);
    expect((await edit(client, doc, 1100 * 1024)).statusCode).toBe(413);
  });

  it('lets only one of two parallel uploads into the room left for one', async () => {
    const { client, id } = await pupil();
    const codes = (await Promise.all([upload(client, 700 * 1024), upload(client, 700 * 1024)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 413]);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('tells the pupil how much is used, and a visitor nothing', async () => {
    const { client } = await pupil();
    await upload(client, 300 * 1024);
    const res = await client.get('/api/v1/documents/storage');
    expect(res.json()).toEqual({ status: 'success', used: 300 * 1024, quota: QUOTA });
    expect((await new TestClient(t.app).get('/api/v1/documents/storage')).statusCode).toBe(401);
  });

  it('gives Premium its larger quota', async () => {
    const user = await buildUser(t.db.handle.db, { payment: '2999-12-31' });
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    expect((await client.get('/api/v1/documents/storage')).json().quota).toBe(15360 * MiB);
  });
});
