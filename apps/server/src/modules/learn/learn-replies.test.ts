import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { pickNextExercise } from '@app/shared';
import { LearnDataRepository } from './learn-data.repository';
import { LearnReplies } from './learn-replies';
import { LearnsetReadRepository } from '../../kernel/learnset-reads.repository';
import { buildLearnset, sampleExercises } from '../learnsets/learnsets.test-helpers';

describe.each(ENGINES)("learn mode's data path on %s", (engine) => {
  let t: TestApp;
  let ownerId: string;
  let setA: string;
  let setB: string;
  let empty: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    ownerId = (await buildUser(t.db.handle.db, { name: 'Lea Lehrer' })).id;
    setA = await buildLearnset(t.db.handle.db, ownerId, sampleExercises(3), { title: 'Verben' });
    setB = await buildLearnset(t.db.handle.db, ownerId, sampleExercises(2), { title: 'Nomen' });
    empty = await buildLearnset(t.db.handle.db, ownerId, [], { title: 'Leer' });
  });
  afterAll(async () => t.close());

  async function pupil(userId?: string) {
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, userId ?? (await buildUser(t.db.handle.db)).id);
    return client;
  }
  const gzipJson = async (client: TestClient, url: string) => {
    const res = await client.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    return { res, body: JSON.parse(gunzipSync(res.rawPayload).toString()) };
  };

  it('sends the same bulk reply gzipped as plain, statistics included, and follows each answer', async () => {
    const client = await pupil();
    const url = `/api/v1/learnsets/bulk/${setB}.${empty}.${setA}`;
    const plain = (await client.get(url)).json();
    expect(plain.learnsets.map((s: { title: string }) => s.title)).toEqual(['Nomen', 'Leer', 'Verben']);
    expect(plain.exercises).toHaveLength(5);
    expect(plain.stats).toEqual({});
    expect((await gzipJson(client, url)).body).toEqual(plain);

    const exercise = plain.exercises[0].id_;
    await client.post(`/api/v1/learnsets/answer/${exercise}`, { answer: 'x', value: false });
    expect((await gzipJson(client, url)).body.stats).toEqual({ [exercise]: { correct: 0, wrong: 1 } });
    await client.post(`/api/v1/learnsets/answer/${exercise}`, { answer: 'y', value: true });
    expect((await client.get(url)).json().stats).toEqual({ [exercise]: { correct: 1, wrong: 1 } });
    // A visitor gets the same sets and exercises, without statistics.
    const visitor = (await gzipJson(new TestClient(t.app), url)).body;
    expect(visitor.stats).toBeUndefined();
    expect(visitor.exercises).toEqual(plain.exercises);
  });

  it('starts the web app with versions whose exercises the browser may keep for good, until an edit', async () => {
    const client = await pupil();
    const { body: session } = await gzipJson(client, `/api/v1/learnsets/session/${setA}.${setB}`);
    expect(session.learnsets.map((s: { id_: string }) => s.id_)).toEqual([setA, setB]);
    expect(session.stats).toEqual({});
    const version = session.versions[setA];
    expect(version).toMatch(/^v\d+$/);
    // The same versions alone, for a browser that fetches the exercises before the statistics arrive.
    const versions = await client.get(`/api/v1/learnsets/versions/${setA}.${setB}`);
    expect(versions.json()).toEqual({ status: 'success', versions: session.versions });
    expect(versions.headers['cache-control']).toBe('no-store');
    const { res, body } = await gzipJson(client, `/api/v1/learnsets/exercises/${setA}/${version}`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(body.set_id).toBe(setA);
    expect(body.rows.map((row: unknown[]) => row[1])).toEqual(['Frage 1', 'Frage 2', 'Frage 3']);
    // The same exercises as SPEC's calls send, as rows.
    const objects = (await client.get(`/api/v1/learnsets/data/${setA}`)).json().exercises;
    expect(body.rows.map((row: unknown[]) => row[0])).toEqual(objects.map((e: { id_: string }) => e.id_));
    expect(body.rows[0]).toEqual([objects[0].id_, 'Frage 1', 'Antwort 1', [], 1, 0]);

    // An edit since the session: the current exercises, which the browser must not keep.
    await t.db.handle.db
      .updateTable('learnsets')
      .set({ updated_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', setA)
      .execute();
    const stale = await client.get(`/api/v1/learnsets/exercises/${setA}/${version}`);
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(stale.json().rows).toHaveLength(3);
    const fresh = (await client.get(`/api/v1/learnsets/session/${setA}`)).json();
    expect(fresh.versions[setA]).not.toBe(version);
  });

  it('opens learn mode with a first question weighed as the web app weighs every later one', async () => {
    const userId = (await buildUser(t.db.handle.db)).id;
    const client = await pupil(userId);
    const ids = [setA, setB, empty];
    const bulkUrl = `/api/v1/learnsets/bulk/${ids.join('.')}`;
    const { exercises } = (await client.get(bulkUrl)).json();
    await client.post(`/api/v1/learnsets/answer/${exercises[0].id_}`, { answer: 'x', value: false });
    await client.post(`/api/v1/learnsets/answer/${exercises[3].id_}`, { answer: 'Antwort 1', value: true });
    await client.post(`/api/v1/learnsets/answer/${exercises[3].id_}`, { answer: 'Antwort 1', value: true });
    const { stats } = (await client.get(bulkUrl)).json();

    const res = await client.get(`/api/v1/learnsets/start/${ids.join('.')}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const start = res.json();
    expect(start).toMatchObject({ status: 'success', exercise_count: 5, correct: 2, wrong: 1 });
    expect(start.learnsets.map((s: { title: string }) => s.title)).toEqual(['Verben', 'Nomen', 'Leer']);
    const shown = exercises.find((e: { id_: string }) => e.id_ === start.first.exercise.id_);
    expect(start.first.exercise).toEqual(shown);
    expect(start.first.stats).toEqual(stats[shown.id_] ?? { correct: 0, wrong: 0 });

    // The same random number chooses the same exercise as the web app's choice over the bulk data.
    const replies = new LearnReplies(
      new LearnsetReadRepository(t.db.handle.db),
      new LearnDataRepository(t.db.handle.db, engine),
    );
    for (const drawn of [0, 0.2, 0.45, 0.7, 0.999]) {
      const chosen = await replies.start(ids, userId, () => drawn);
      expect(chosen.first?.exercise.id_).toBe(pickNextExercise(exercises, stats, () => drawn).id_);
    }

    // A visitor starts with no answers; sets without exercises have no first question.
    expect((await new TestClient(t.app).get(`/api/v1/learnsets/start/${setA}`)).json()).toMatchObject({
      exercise_count: 3,
      correct: 0,
      wrong: 0,
      first: { stats: { correct: 0, wrong: 0 } },
    });
    expect((await client.get(`/api/v1/learnsets/start/${empty}`)).json()).toMatchObject({
      exercise_count: 0,
      first: null,
    });
  });

  it('refuses unknown sets and malformed versions in German', async () => {
    const client = await pupil();
    const unknown = await client.get('/api/v1/learnsets/exercises/unbekannt/v1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Dieses Lernset existiert nicht.');
    expect((await client.get(`/api/v1/learnsets/exercises/${setA}/x1`)).statusCode).toBe(400);
    expect((await client.get('/api/v1/learnsets/session/nix.nada')).statusCode).toBe(404);
    const versions = await client.get('/api/v1/learnsets/versions/nix.nada');
    expect(versions.statusCode).toBe(404);
    expect(versions.json().message).toBe('Dieses Lernset existiert nicht.');
    const start = await client.get('/api/v1/learnsets/start/nix.nada');
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe('Dieses Lernset existiert nicht.');
  });
});
