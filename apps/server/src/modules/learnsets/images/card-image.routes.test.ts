import fs from 'node:fs';
import path from 'node:path';
import { CARD_IMAGE_TEXTS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../../test/test-app';
import { multipartBody, VALID_FIELDS } from '../learnsets.test-helpers';
import { CardImageService, UNATTACHED_GRACE_MS } from './card-image.service';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

describe.each(ENGINES)('card images on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // 1 MiB of storage for the standard plan: the quota test fills it with a document.
    t = await buildTestApp(engine, { QUOTA_STANDARD_MIB: '1' });
  });
  afterAll(async () => t.close());

  async function pupil(): Promise<{ client: TestClient; id: string }> {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    return { client, id: user.id };
  }
  const upload = (client: TestClient, name: string, content: Buffer = fixture(name), type = 'image/png') =>
    client.request({
      method: 'POST',
      url: '/api/v1/learnsets/images',
      ...multipartBody({}, { name, content, type }),
    });
  const imageRows = (owner: string) =>
    t.db.handle.db.selectFrom('learnset_images').selectAll().where('owner_id', '=', owner).execute();
  const imageFiles = () => fs.readdirSync(path.join(t.config.filesDir, 'learnset-images'));
  const tmpFiles = () => fs.readdirSync(path.join(t.config.filesDir, 'tmp'));

  it.each([
    ['karte.png', 'image/png'],
    ['karte.jpg', 'image/jpeg'],
    ['karte.webp', 'image/webp'],
  ])('stores %s and serves it to anyone with its type and a long immutable cache', async (name, type) => {
    const { client, id: owner } = await pupil();
    const res = await upload(client, name, fixture(name), 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const { status, id } = res.json() as { status: string; id: string };
    expect(status).toBe('success');
    expect(await imageRows(owner)).toEqual([
      expect.objectContaining({ id, content_type: type, width: 40, height: 30, size: fixture(name).length }),
    ]);

    const visitor = new TestClient(t.app);
    const served = await visitor.get(`/api/v1/learnsets/images/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(fixture(name))).toBe(true);
    const again = await visitor.request({
      method: 'GET',
      url: `/api/v1/learnsets/images/${id}`,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['karte.gif', 415, CARD_IMAGE_TEXTS.wrongType],
    ['skript.svg', 415, CARD_IMAGE_TEXTS.wrongType],
    ['kaputt.png', 400, CARD_IMAGE_TEXTS.unreadable],
    ['riesig.png', 413, CARD_IMAGE_TEXTS.tooManyPixels],
    ['streifen.png', 413, CARD_IMAGE_TEXTS.tooManyPixels],
  ])('refuses %s with %i and a German message, keeping nothing', async (name, code, message) => {
    const { client, id: owner } = await pupil();
    // The name and the browser's type say PNG: only the content counts.
    const res = await upload(client, name.replace(/\.\w+$/, '.png'), fixture(name), 'image/png');
    expect(res.statusCode).toBe(code);
    expect(res.json()).toEqual({ status: 'error', message });
    expect(await imageRows(owner)).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses an image over the byte cap while it streams in', async () => {
    // Premium: its storage has room, so the image's own cap is what refuses.
    const user = await buildUser(t.db.handle.db, { payment: '2999-12-31' });
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    const owner = user.id;
    const big = Buffer.concat([fixture('karte.png'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(client, 'gross.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(CARD_IMAGE_TEXTS.tooLarge);
    expect(await imageRows(owner)).toEqual([]);
  });

  it('refuses a visitor before reading the image, and a form without one', async () => {
    const visitor = new TestClient(t.app);
    expect((await upload(visitor, 'karte.png')).statusCode).toBe(401);
    const { client } = await pupil();
    const empty = await client.request({ method: 'POST', url: '/api/v1/learnsets/images', ...multipartBody({}) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CARD_IMAGE_TEXTS.missing);
  });

  it('answers 404 with a German message for an unknown image', async () => {
    const res = await new TestClient(t.app).get('/api/v1/learnsets/images/gibtsnicht');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CARD_IMAGE_TEXTS.notFound);
  });

  it("counts images against the plan's storage shared with documents", async () => {
    const { client, id: owner } = await pupil();
    const first = await upload(client, 'karte.png');
    expect(first.statusCode).toBe(200);
    const storage = (await client.get('/api/v1/documents/storage')).json();
    expect(storage.used).toBe(fixture('karte.png').length);
    // A document fills what is left but 100 bytes: the next image no longer fits.
    const room = 1024 * 1024 - fixture('karte.png').length - 100;
    const doc = await client.request({
      method: 'POST',
      url: '/api/v1/documents/new/form',
      ...multipartBody(VALID_FIELDS, { name: 'notizen.txt', content: Buffer.alloc(room, 0x61), type: 'text/plain' }),
    });
    expect(doc.statusCode).toBe(200);
    const refused = await upload(client, 'karte.jpg');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/^Ihr Speicherplatz reicht für diese Datei nicht/);
    expect(await imageRows(owner)).toHaveLength(1);
  });

  describe('in sets', () => {
    const setFile = (items: unknown[]) => ({
      name: 'set.json',
      content: JSON.stringify(items),
      type: 'application/json',
    });
    const createSet = (client: TestClient, items: unknown[]) =>
      client.request({
        method: 'POST',
        url: '/api/v1/learnsets/new/form',
        ...multipartBody(VALID_FIELDS, setFile(items)),
      });
    const editSet = (client: TestClient, id: string, items: unknown[]) =>
      client.request({
        method: 'POST',
        url: '/api/v1/learnsets/edit/form',
        ...multipartBody({ ...VALID_FIELDS, id }, setFile(items)),
      });

    it('carries image ids to the preview, learn mode and the export; sets without images stay as they were', async () => {
      const { client } = await pupil();
      const image = (await upload(client, 'karte.png')).json().id as string;
      const created = await createSet(client, [
        { question: 'Was zeigt das Bild?', answer: 'Einen Verlauf', question_image: image },
        { question: 'Formel', answer: '$x^2$' },
      ]);
      expect(created.statusCode).toBe(200);
      const setId = created.json().id as string;

      const data = (await client.get(`/api/v1/learnsets/data/${setId}`)).json();
      expect(data.exercises[0].question_image).toBe(image);
      expect(data.exercises[0]).not.toHaveProperty('answer_image');
      expect(Object.keys(data.exercises[1])).toEqual([
        'id_',
        'set_id',
        'question',
        'answer',
        'answers',
        'frequency',
        'auto_check',
      ]);

      const bulk = (await client.get(`/api/v1/learnsets/bulk/${setId}`)).json();
      expect(bulk.exercises.map((e: { question_image?: string }) => e.question_image ?? null)).toEqual([image, null]);
      const session = (await client.get(`/api/v1/learnsets/session/${setId}`)).json();
      const rows = (await client.get(`/api/v1/learnsets/exercises/${setId}/${session.versions[setId]}`)).json().rows;
      expect(rows[0].slice(6)).toEqual([image, null]);
      expect(rows[1]).toHaveLength(6);

      const exported = await client.get(`/dateien/lernsets/${setId}/set.json`);
      expect(JSON.parse(exported.body)[0]).toMatchObject({ question_image: image });
      expect(JSON.parse(exported.body)[1]).not.toHaveProperty('question_image');
      // The export goes back in unchanged.
      expect((await createSet(client, JSON.parse(exported.body))).statusCode).toBe(200);
    });

    it("refuses someone else's or an unknown image with a German message naming the exercise", async () => {
      const owner = await pupil();
      const other = await pupil();
      const theirs = (await upload(owner.client, 'karte.png')).json().id as string;
      const foreign = await createSet(other.client, [
        { question: 'Q1', answer: 'A1' },
        { question: 'Q2', answer: 'A2', answer_image: theirs },
      ]);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(CARD_IMAGE_TEXTS.notOwn(2));
      const unknown = await createSet(other.client, [{ question: 'Q', answer: 'A', question_image: 'gibtsnicht' }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(`Übung 1: ${CARD_IMAGE_TEXTS.notFound}`);
      const sets = await t.db.handle.db.selectFrom('learnsets').select('id').where('owner_id', '=', other.id).execute();
      expect(sets).toEqual([]);
    });

    it('releases the storage of an image an edit stops showing, and keeps one another card shows', async () => {
      const { client, id: owner } = await pupil();
      const dropped = (await upload(client, 'karte.png')).json().id as string;
      const shared = (await upload(client, 'karte.webp')).json().id as string;
      const setId = (
        await createSet(client, [
          { question: 'Q1', answer: 'A1', question_image: dropped },
          { question: 'Q2', answer: 'A2', answer_image: shared },
        ])
      ).json().id as string;
      const other = (await createSet(client, [{ question: 'Q', answer: 'A', question_image: shared }])).json()
        .id as string;
      expect(other).toBeTruthy();
      const before = imageFiles().length;

      expect((await editSet(client, setId, [{ question: 'Q1', answer: 'A1' }])).statusCode).toBe(200);
      expect((await imageRows(owner)).map((r) => r.id)).toEqual([shared]);
      expect(imageFiles()).toHaveLength(before - 1);
      expect((await new TestClient(t.app).get(`/api/v1/learnsets/images/${dropped}`)).statusCode).toBe(404);
      expect((await client.get('/api/v1/documents/storage')).json().used).toBe(fixture('karte.webp').length);
    });

    it('sweeps images no card shows once the grace period is over, and files without a row', async () => {
      const { client, id: owner } = await pupil();
      const unused = (await upload(client, 'karte.jpg')).json().id as string;
      const used = (await upload(client, 'karte.png')).json().id as string;
      await createSet(client, [{ question: 'Q', answer: 'A', question_image: used }]);
      const stray = path.join(t.config.filesDir, 'learnset-images', 'verwaist.png');
      fs.writeFileSync(stray, fixture('karte.png'));
      const old = new Date(Date.now() - 2 * 3600_000);
      fs.utimesSync(stray, old, old);

      const service = new CardImageService({ config: t.config, db: t.db.handle.db } as never);
      await service.sweep();
      expect((await imageRows(owner)).map((r) => r.id).sort()).toEqual([unused, used].sort());
      expect(fs.existsSync(stray)).toBe(false);
      await service.sweep(Date.now() + UNATTACHED_GRACE_MS + 1000);
      expect((await imageRows(owner)).map((r) => r.id)).toEqual([used]);
    });
  });
});
