import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCard, buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { DOC_FIELDS, multipartBody as documentBody, tinyPdf } from '../documents/documents.test-helpers';
import { multipartBody as learnsetBody, VALID_FIELDS } from '../learnsets/learnsets.test-helpers';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../learnsets/images/fixtures', name));

describe.each(ENGINES)('owners delete their own documents and sets on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  async function pupil(): Promise<{ client: TestClient; id: string }> {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    return { client, id: user.id };
  }
  const db = () => t.db.handle.db;

  async function uploadDocument(client: TestClient): Promise<string> {
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/documents/new/form',
      ...documentBody(DOC_FIELDS, { name: 'notizen.pdf', content: tinyPdf(), type: 'application/pdf' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  }

  it('deletes an own document with its file; the list and the preview no longer have it', async () => {
    const owner = await pupil();
    const id = await uploadDocument(owner.client);
    const folder = path.join(t.config.filesDir, 'documents', id);
    expect(fs.readdirSync(folder)).toHaveLength(1);
    const { url } = (await owner.client.get(`/api/v1/documents/data/${id}`)).json().document as { url: string };
    expect((await owner.client.get(url)).statusCode).toBe(200);

    const res = await owner.client.post(`/api/v1/documents/delete/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Das Dokument wurde gelöscht.' });
    expect(fs.existsSync(folder)).toBe(false);
    expect((await owner.client.get(url)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/v1/documents/data/${id}`)).statusCode).toBe(404);
    const list = (await owner.client.get('/api/v1/documents/list')).json().documents as Array<{ id_: string }>;
    expect(list.map((d) => d.id_)).not.toContain(id);
  });

  it("refuses someone else's document with 403 and a visitor with 401; the document and file stay", async () => {
    const owner = await pupil();
    const other = await pupil();
    const id = await uploadDocument(owner.client);
    const stranger = await other.client.post(`/api/v1/documents/delete/${id}`);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Sie haben keinen Zugriff auf diese Seite.');
    const visitor = await new TestClient(t.app).post(`/api/v1/documents/delete/${id}`);
    expect(visitor.statusCode).toBe(401);
    expect((await other.client.get(`/api/v1/documents/data/${id}`)).statusCode).toBe(200);
    expect(fs.readdirSync(path.join(t.config.filesDir, 'documents', id))).toHaveLength(1);
    expect((await owner.client.post('/api/v1/documents/delete/gibtsnicht')).statusCode).toBe(404);
  });

  it("deletes an own set with its exercises, the pupils' cards and exam dates, and its image files", async () => {
    const owner = await pupil();
    const learner = await pupil();
    const image = (
      await owner.client.request({
        method: 'POST',
        url: '/api/v1/learnsets/images',
        ...learnsetBody({}, { name: 'karte.png', content: fixture('karte.png'), type: 'image/png' }),
      })
    ).json().id as string;
    const items = [
      { question: 'Was zeigt das Bild?', answer: 'Einen Verlauf', question_image: image },
      { question: 'Frage', answer: 'Antwort' },
    ];
    const created = await owner.client.request({
      method: 'POST',
      url: '/api/v1/learnsets/new/form',
      ...learnsetBody(VALID_FIELDS, { name: 'set.json', content: JSON.stringify(items), type: 'application/json' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const setId = created.json().id as string;
    const exercises = await db().selectFrom('exercises').select('id').where('set_id', '=', setId).execute();
    for (const { id } of exercises) await buildCard(db(), learner.id, id);
    await db().insertInto('exam_dates').values({ user_id: learner.id, set_id: setId, day: '2030-06-01' }).execute();
    const imageFiles = () => fs.readdirSync(path.join(t.config.filesDir, 'learnset-images'));
    const storageKey = (
      await db().selectFrom('learnset_images').select('storage_key').where('id', '=', image).executeTakeFirstOrThrow()
    ).storage_key;
    expect(imageFiles()).toContain(storageKey);

    const stranger = await learner.client.post(`/api/v1/learnsets/delete/${setId}`);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Sie haben keinen Zugriff auf diese Seite.');
    expect((await new TestClient(t.app).post(`/api/v1/learnsets/delete/${setId}`)).statusCode).toBe(401);
    expect((await learner.client.get(`/api/v1/learnsets/data/${setId}`)).statusCode).toBe(200);

    const res = await owner.client.post(`/api/v1/learnsets/delete/${setId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Das Lernset wurde gelöscht.' });
    expect((await learner.client.get(`/api/v1/learnsets/data/${setId}`)).statusCode).toBe(404);
    const list = (await learner.client.get('/api/v1/learnsets/list')).json().learnsets as Array<{ id_: string }>;
    expect(list.map((s) => s.id_)).not.toContain(setId);
    expect(await db().selectFrom('exercises').select('id').where('set_id', '=', setId).execute()).toEqual([]);
    expect(
      await db().selectFrom('card_states').select('exercise_id').where('user_id', '=', learner.id).execute(),
    ).toEqual([]);
    expect(await db().selectFrom('exam_dates').select('day').where('set_id', '=', setId).execute()).toEqual([]);
    expect(await db().selectFrom('learnset_images').select('id').where('id', '=', image).execute()).toEqual([]);
    expect(imageFiles()).not.toContain(storageKey);
    expect((await learner.client.get(`/api/v1/learnsets/images/${image}`)).statusCode).toBe(404);
  });
});
