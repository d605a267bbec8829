import fs from 'node:fs';
import path from 'node:path';
import { ANKI_TEXTS, MAX_ANKI_EXPORT_PICTURE_BYTES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { removeLearnset } from './learnset-removal';
import { parseAnkiPackage } from './anki/anki-import';
import { ANKI_EXPORTS_PER_IP } from './learnset-export.routes';
import { buildSetWithPictures } from './learnset-export.test-helpers';
import { multipartBody, VALID_FIELDS } from './learnsets.test-helpers';

describe.each(ENGINES)('the Anki download on %s', (engine) => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: string;
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    owner = new TestClient(t.app);
    ownerId = (await buildUser(t.db.handle.db)).id;
    await signInAs(t.db.handle.db, owner, ownerId);
  });
  afterAll(async () => t.close());

  const cacheDir = () => path.join(t.config.dataDir, 'anki-exports');
  const packagesOf = (setId: string) => fs.readdirSync(cacheDir()).filter((name) => name.startsWith(`${setId}.`));
  /** Each test downloads from addresses of its own, so no test uses up another's allowance. */
  const newAddress = () => `198.51.100.${++address}`;
  const download = (setId: string, from: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/dateien/lernsets/${setId}/Bilderbuch.apkg`, remoteAddress: from, headers });
  const setWithPictures = (count = 3) =>
    buildSetWithPictures(t.db.handle.db, t.config.filesDir, ownerId, count, 20_000);

  it('gives everyone downloading a set at once the same package, named after the set, with all its pictures', async () => {
    const { setId } = await setWithPictures();
    const from = newAddress();
    const replies = await Promise.all(Array.from({ length: 8 }, () => download(setId, from)));
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    const first = replies[0]?.rawPayload as Buffer;
    // The ids and times inside a package come from the moment it is built: one build for all.
    expect(replies.every((r) => r.rawPayload.equals(first))).toBe(true);
    expect(replies[0]?.headers).toMatchObject({
      'content-type': 'application/apkg',
      'content-disposition': `attachment; filename="Bilderbuch.apkg"; filename*=UTF-8''Bilderbuch.apkg`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
      'content-length': String(first.length),
    });
    const back = await parseAnkiPackage(first, 100);
    if (!back.ok) throw new Error(back.message);
    expect(back.exercises.map((e) => e.question)).toEqual([
      'Was zeigt Bild 1?',
      'Was zeigt Bild 2?',
      'Was zeigt Bild 3?',
    ]);
    expect(back.images.map((i) => i.bytes.length)).toEqual([20_000, 20_000, 20_000]);

    const again = await download(setId, from, { 'if-none-match': replies[0]?.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('has the edited exercises in the download after an edit, and keeps no package of the old version', async () => {
    const { setId, imageIds } = await setWithPictures(2);
    const from = newAddress();
    const before = await download(setId, from);
    expect(before.statusCode).toBe(200);
    expect(packagesOf(setId)).toHaveLength(1);

    const edited = JSON.stringify([
      { question: 'Neue Frage', answer: 'Neue Antwort', question_image: imageIds[1] },
      { question: 'Ohne Bild', answer: 'Text' },
    ]);
    const { payload, headers } = multipartBody(
      { ...VALID_FIELDS, title: 'Bilderbuch', id: setId },
      {
        name: 'neu.json',
        content: edited,
      },
    );
    const res = await owner.request({ method: 'POST', url: '/api/v1/learnsets/edit/form', payload, headers });
    expect(res.statusCode, res.body).toBe(200);

    const after = await download(setId, from);
    expect(after.statusCode).toBe(200);
    const back = await parseAnkiPackage(after.rawPayload, 100);
    if (!back.ok) throw new Error(back.message);
    expect(back.exercises.map((e) => e.question)).toEqual(['Neue Frage', 'Ohne Bild']);
    expect(back.images).toHaveLength(1);
    await expect.poll(() => packagesOf(setId)).toHaveLength(1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("removes a deleted set's package from the cache, and answers 404 for it", async () => {
    const { setId } = await setWithPictures(1);
    const other = await setWithPictures(1);
    const from = newAddress();
    expect((await download(setId, from)).statusCode).toBe(200);
    expect(packagesOf(setId)).toHaveLength(1);
    await removeLearnset(t.db.handle.db, t.config.filesDir, setId);
    expect((await download(setId, from)).statusCode).toBe(404);
    // The next package built sweeps the cache.
    expect((await download(other.setId, from)).statusCode).toBe(200);
    await expect.poll(() => packagesOf(setId)).toEqual([]);
  });

  it('refuses a set whose pictures together exceed what a package can carry, in German', async () => {
    const { setId, imageIds } = await setWithPictures(1);
    await t.db.handle.db
      .updateTable('learnset_images')
      .set({ size: MAX_ANKI_EXPORT_PICTURE_BYTES + 1 })
      .where('id', '=', imageIds[0] as string)
      .execute();
    const res = await download(setId, newAddress());
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: ANKI_TEXTS.exportTooLarge });
    expect(packagesOf(setId)).toEqual([]);
  });

  it('answers 429 in German to an address beyond its allowance of packages, while others still download', async () => {
    const { setId } = await setWithPictures(1);
    const from = newAddress();
    for (let i = 0; i < ANKI_EXPORTS_PER_IP.limit; i++) expect((await download(setId, from)).statusCode).toBe(200);
    const refused = await download(setId, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'error', message: ANKI_TEXTS.tooManyDownloads });
    expect((await download(setId, newAddress())).statusCode).toBe(200);
    // The other formats cost no package and are not counted.
    const json = await t.app.inject({ method: 'GET', url: `/dateien/lernsets/${setId}/x.json`, remoteAddress: from });
    expect(json.statusCode).toBe(200);
  });
});
