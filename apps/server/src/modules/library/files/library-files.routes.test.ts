import { LibraryStatsReplySchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids';
import { buildUser, signInAs } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart-body';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../../test/test-app';
import { textPdf } from './library-files.test-helpers';

const FIELDS = {
  title: 'Bruchrechnen',
  subject: 'MA',
  description: 'Übungen zu Brüchen',
  class: '6a',
  grade: '6',
  language: 'de',
};

/** Waits for a condition the background work brings about (no wall-clock bound of its own). */
async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(ENGINES)('library statistics and first-page pictures (%s)', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let documentId: string;
  let fileUrl: string;

  beforeAll(async () => {
    t = await buildTestApp(engine, {}, {}, { backgroundJobs: true });
    client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, (await buildUser(t.db.handle.db)).id);
    const pdf = textPdf([['Arbeitsblatt Bruchrechnen: Zähler, Nenner und gemischte Zahlen'], ['Seite zwei']]);
    const { payload, headers } = multipartBody(FIELDS, { name: 'bruchrechnen.pdf', content: pdf });
    const res = await client.request({ method: 'POST', url: '/api/v1/documents/new/form', payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    documentId = res.json().id;
    fileUrl = (await client.get(`/api/v1/documents/data/${documentId}`)).json().document.url;
  }, 60_000);
  afterAll(async () => t.close());

  const stats = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/library/stats' });
    expect(res.statusCode).toBe(200);
    return LibraryStatsReplySchema.parse(res.json());
  };
  const docStats = async () => (await stats()).documents.find((d) => d.id === documentId)!;

  it('shows the thumbnail URL and pages once the background job read the upload', async () => {
    const done = await until(docStats, (d) => d.thumbnail !== null);
    expect(done).toMatchObject({ pages: 2, downloads: 0 });
    expect(done.thumbnail).toMatch(new RegExp(`^/dateien/vorschaubilder/${documentId}-[0-9a-f]{16}\\.webp$`));

    const picture = await t.app.inject({ method: 'GET', url: done.thumbnail! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(picture.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it.each([
    `/dateien/vorschaubilder/${'x'.repeat(10)}.webp`,
    '/dateien/vorschaubilder/unbekannt-0123456789abcdef.webp',
    '/dateien/vorschaubilder/..%2F..%2Fapp.db',
    '/dateien/vorschaubilder/',
  ])('answers an unknown picture %s with a German 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Nicht gefunden');
  });

  it('counts whole fetches of a file, not HEAD, revalidations or later ranges, and queues no job for them', async () => {
    const jobsOf = () => t.db.handle.db.selectFrom('jobs').selectAll().where('item_id', '=', documentId).execute();
    // The upload's own job is finished first.
    await until(jobsOf, (jobs) => jobs.length === 0);
    const before = (await docStats()).downloads;
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url: fileUrl, headers });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect((await get({}, 'HEAD')).statusCode).toBe(200);
    expect((await get({ 'if-none-match': String(whole.headers.etag) })).statusCode).toBe(304);
    expect((await get({ range: 'bytes=100-199' })).statusCode).toBe(206);
    expect((await get({ range: 'bytes=0-99' })).statusCode).toBe(206);
    // The two counted: the whole file and the viewer's first range.
    expect((await until(docStats, (d) => d.downloads >= before + 2)).downloads).toBe(before + 2);
    expect(await jobsOf()).toEqual([]);
  });

  it('counts the learners of a set: accounts that started it', async () => {
    const db = t.db.handle.db;
    const owner = await buildUser(db);
    const setId = newId();
    await db
      .insertInto('learnsets')
      .values({
        id: setId,
        owner_id: owner.id,
        title: 'Wörter',
        subject: 'DE',
        description: '',
        class_: '6a',
        grade: '6',
        language: 'de',
        size: 0,
        created: '2026-11-28_10-00-00',
        edited: '2026-11-28_10-00-00',
      })
      .execute();
    const learners = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    const learnersOf = async () => (await stats()).learnsets.find((s) => s.id === setId)?.learners;
    expect(await until(learnersOf, (n) => n !== undefined)).toBe(0);
    await db
      .insertInto('started_sets')
      .values(learners.map((l) => ({ user_id: l.id, set_id: setId })))
      .execute();
    expect(await until(learnersOf, (n) => n === 3)).toBe(3);
  });

  it('sends the statistics compressed with an ETag, and 304 when unchanged', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/library/stats',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/library/stats',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
