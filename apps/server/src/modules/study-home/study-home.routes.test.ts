import { MAX_RECENT_STUDIES } from '@app/shared/learnsets/study-modes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCard, buildUser, quickPasswordHash, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { buildLearnset } from '../learnsets/learnsets.test-helpers';

describe.each(ENGINES)('the study home calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  async function pupil() {
    const user = await buildUser(t.db.handle.db);
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    return { user, client };
  }

  const home = async (client: TestClient) => (await client.get('/api/v1/study/home')).json();

  it("greets with 'Willkommen' in the account's first session only, on every later sign-in 'Willkommen zurück'", async () => {
    const password = 'Sonnenblume-42';
    const user = await buildUser(t.db.handle.db, { password_hash: await quickPasswordHash(password) });
    const signIn = async () => {
      const client = new TestClient(t.app);
      expect((await client.post('/api/v1/account/signin', { email: user.email, password })).statusCode).toBe(200);
      return client;
    };
    const first = await signIn();
    expect(await home(first)).toMatchObject({ status: 'success', firstSignIn: true });
    // The first session stays the first one as long as it lasts, reloaded or not.
    expect((await home(first)).firstSignIn).toBe(true);
    const second = await signIn();
    expect((await home(second)).firstSignIn).toBe(false);
    expect((await home(first)).firstSignIn).toBe(true);
  });

  it('treats accounts that existed before the first sign-in was recorded as returning', async () => {
    const { client } = await pupil();
    expect((await home(client)).firstSignIn).toBe(false);
  });

  it('keeps the newest selections with the mode last used, at most five, and leaves deleted sets out', async () => {
    const { user, client } = await pupil();
    const owner = await buildUser(t.db.handle.db);
    const sets: string[] = [];
    for (let i = 0; i < MAX_RECENT_STUDIES + 2; i++) {
      sets.push(await buildLearnset(t.db.handle.db, owner.id, undefined, { title: `Set ${i}` }));
    }
    const study = (ids: string, mode: string) => client.post('/api/v1/study/recent', { ids, mode });
    expect((await study(`${sets[0]}.${sets[1]}`, 'test')).statusCode).toBe(200);
    for (const id of sets.slice(2)) expect((await study(id, 'cards')).statusCode).toBe(200);
    // Opened again in another mode: it leads, in that mode, and the oldest one beyond five is gone.
    expect((await study(sets[3] as string, 'match')).statusCode).toBe(200);
    let reply = await home(client);
    expect(
      reply.recent.map((r: { sets: { title: string }[]; mode: string }) => [
        r.sets.map((s) => s.title).join('+'),
        r.mode,
      ]),
    ).toEqual([
      ['Set 3', 'match'],
      ['Set 6', 'cards'],
      ['Set 5', 'cards'],
      ['Set 4', 'cards'],
      ['Set 2', 'cards'],
    ]);
    expect(reply.recent[0].studied).toMatch(/^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/);
    const rows = await t.db.handle.db
      .selectFrom('recent_studies')
      .select('set_ids')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(MAX_RECENT_STUDIES);

    await t.db.handle.db
      .deleteFrom('learnsets')
      .where('id', '=', sets[3] as string)
      .execute();
    reply = await home(client);
    expect(reply.recent.map((r: { sets: { title: string }[] }) => r.sets[0]?.title)).toEqual([
      'Set 6',
      'Set 5',
      'Set 4',
      'Set 2',
    ]);
  });

  it('refuses unknown sets, unknown modes and visitors', async () => {
    const { client } = await pupil();
    const owner = await buildUser(t.db.handle.db);
    const setId = await buildLearnset(t.db.handle.db, owner.id);
    const missing = await client.post('/api/v1/study/recent', { ids: `${setId}.unbekannt1234`, mode: 'learn' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Mindestens eines der gewählten Lernsets existiert nicht mehr.');
    const badMode = await client.post('/api/v1/study/recent', { ids: setId, mode: 'raten' });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().message).toBe('Diese Lernart gibt es nicht.');
    expect((await home(client)).recent).toEqual([]);
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/v1/study/home')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/study/recent', { ids: setId, mode: 'learn' })).statusCode).toBe(401);
  });

  it("lists the pupil's own sets, newest edited first, with how many there are in all", async () => {
    const { user, client } = await pupil();
    const other = await buildUser(t.db.handle.db);
    await buildLearnset(t.db.handle.db, other.id, undefined, { title: 'Fremd' });
    for (let i = 1; i <= 8; i++) {
      const edited = `2026-11-${String(10 + i).padStart(2, '0')}_08-00-00`;
      await buildLearnset(t.db.handle.db, user.id, undefined, { title: `Eigenes ${i}`, edited });
    }
    const reply = await home(client);
    expect(reply.ownTotal).toBe(8);
    expect(reply.own.map((s: { title: string }) => s.title)).toEqual([
      'Eigenes 8',
      'Eigenes 7',
      'Eigenes 6',
      'Eigenes 5',
      'Eigenes 4',
      'Eigenes 3',
    ]);
    expect(reply.own[0]).toMatchObject({ subject: 'BI', size: 3, edited: '2026-11-18_08-00-00' });
  });

  it('says how many exercises of each set the pupil has mastered: more right than wrong answers', async () => {
    const { user, client } = await pupil();
    const db = t.db.handle.db;
    const own = await buildLearnset(db, user.id, undefined, { title: 'Eigenes' });
    const other = await buildLearnset(db, (await buildUser(db)).id, undefined, { title: 'Fremd' });
    const exercisesOf = async (setId: string) =>
      (await db.selectFrom('exercises').select('id').where('set_id', '=', setId).orderBy('position').execute()).map(
        (row) => row.id,
      );
    const [a, b, c] = await exercisesOf(own);
    // 2:1 mastered, 1:1 not (yet), 0:0 not; in the other set 1:0 mastered.
    await buildCard(db, user.id, a as string, { correct: 2, wrong: 1 });
    await buildCard(db, user.id, b as string, { correct: 1, wrong: 1 });
    await buildCard(db, user.id, c as string, { correct: 0, wrong: 0 });
    await buildCard(db, user.id, (await exercisesOf(other))[0] as string, { correct: 1, wrong: 0 });
    // Another pupil's mastery is not theirs.
    const classmate = await buildUser(db);
    await buildCard(db, classmate.id, b as string, { correct: 5, wrong: 0 });
    expect((await client.post('/api/v1/study/recent', { ids: `${own}.${other}`, mode: 'learn' })).statusCode).toBe(200);

    const reply = await home(client);
    expect(reply.own).toEqual([expect.objectContaining({ id: own, size: 3, mastered: 1 })]);
    expect(reply.recent[0].sets).toEqual([
      { id: own, title: 'Eigenes', subject: 'BI', size: 3, mastered: 1 },
      { id: other, title: 'Fremd', subject: 'BI', size: 3, mastered: 1 },
    ]);
  });
});
