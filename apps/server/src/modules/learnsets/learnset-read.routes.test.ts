import { parseLearnsetFile } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { buildLearnset, sampleExercises } from './learnsets.test-helpers';

describe.each(ENGINES)('library, preview, learn data and export on %s', (engine) => {
  let t: TestApp;
  let ownerId: string;
  let setA: string;
  let setB: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    ownerId = (await buildUser(t.db.handle.db, { name: 'Lea Lehrer' })).id;
    setA = await buildLearnset(t.db.handle.db, ownerId, sampleExercises(3), { title: 'Verben' });
    setB = await buildLearnset(t.db.handle.db, ownerId, sampleExercises(2), { title: 'Nomen' });
  });
  afterAll(async () => t.close());

  const db = () => t.db.handle.db;
  it('lists every set with creator and item count in one call', async () => {
    const res = await new TestClient(t.app).get('/api/v1/learnsets/list');
    expect(res.statusCode).toBe(200);
    const { learnsets } = res.json();
    expect(learnsets).toHaveLength(2);
    expect(learnsets[0]).toMatchObject({ owner: ownerId, owner_name: 'Lea Lehrer', subject: 'BI' });
    expect(learnsets.map((s: { size: number }) => s.size).sort()).toEqual([2, 3]);
    expect(learnsets[0].created).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/);

    const newest = await buildLearnset(t.db.handle.db, ownerId, sampleExercises(1), { created: '2099-01-01_00-00-00' });
    const oldest = await buildLearnset(t.db.handle.db, ownerId, sampleExercises(1), { created: '2000-01-01_00-00-00' });
    // Written past the service, as another instance would: the list shows them within a second.
    const list = async () => (await new TestClient(t.app).get('/api/v1/learnsets/list')).json().learnsets;
    await expect.poll(async () => (await list()).length, { timeout: 1000, interval: 50 }).toBe(4);
    const ordered = await list();
    expect(ordered.map((s: { id_: string }) => s.id_)).toEqual([
      newest,
      expect.any(String),
      expect.any(String),
      oldest,
    ]);
  });

  it('sends the list compressed with an ETag, and 304 when nothing changed', async () => {
    const client = new TestClient(t.app);
    const first = await client.request({
      method: 'GET',
      url: '/api/v1/learnsets/list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    const again = await client.request({
      method: 'GET',
      url: '/api/v1/learnsets/list',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives a set with its exercises in order, and 404 for an unknown one', async () => {
    const res = await new TestClient(t.app).get(`/api/v1/learnsets/data/${setA}`);
    expect(res.json().learnset.title).toBe('Verben');
    expect(res.json().exercises.map((e: { question: string }) => e.question)).toEqual([
      'Frage 1',
      'Frage 2',
      'Frage 3',
    ]);
    expect(res.json().exercises[0]).toMatchObject({ set_id: setA, answers: [], frequency: 1, auto_check: 0 });
    const missing = await new TestClient(t.app).get('/api/v1/learnsets/data/gibtesnicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Dieses Lernset existiert nicht.');
  });

  it('gives a visitor sets and exercises for learning, without statistics', async () => {
    const res = await new TestClient(t.app).get(`/api/v1/learnsets/bulk/${setA}.${setB}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.learnsets.map((s: { title: string }) => s.title)).toEqual(['Verben', 'Nomen']);
    expect(body.exercises).toHaveLength(5);
    expect(body.stats).toBeUndefined();
  });

  it('refuses bad or unknown id lists', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/api/v1/learnsets/bulk/...')).statusCode).toBe(400);
    expect((await client.get('/api/v1/learnsets/bulk/a%20b')).statusCode).toBe(400);
    expect((await client.get('/api/v1/learnsets/bulk/nix.nada')).statusCode).toBe(404);
  });

  it('exports a set as a .json download that parses back to the same exercises', async () => {
    const set = await buildLearnset(
      db(),
      ownerId,
      [
        { question: 'Haus', answer: 'house', answers: ['home', 'a, b'], frequency: 2.5, auto_check: 1 },
        { question: 'Größe', answer: 'size', answers: [], frequency: 1, auto_check: 0 },
      ],
      { title: 'Wörter: Größe & Maß' },
    );
    const res = await new TestClient(t.app).get(`/dateien/lernsets/${set}/egal.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Woerter__Groesse___Mass.json"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const parsed = parseLearnsetFile('x.json', res.rawPayload, 10);
    const { exercises } = (await new TestClient(t.app).get(`/api/v1/learnsets/data/${set}`)).json();
    expect(parsed).toEqual({
      ok: true,
      exercises: exercises.map(({ question, answer, answers, frequency, auto_check }: Record<string, unknown>) => ({
        question,
        answer,
        answers,
        frequency,
        auto_check,
      })),
    });
    expect((await new TestClient(t.app).get('/dateien/lernsets/gibtesnicht/x.json')).statusCode).toBe(404);
  });
});
