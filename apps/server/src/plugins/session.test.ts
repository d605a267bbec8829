import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../db/connection';
import { newSecret, sha256Hex } from '../lib/ids';
import { buildUser, sessionFor } from '../test/factories';
import { buildTestApp, ENGINES, type TestApp } from '../test/test-app';
import { SESSION_COOKIE } from '../kernel/session-account';

describe.each(ENGINES)('sessions looked up together (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  it('gives each of many simultaneous requests its own account, and none to an ended or banned one', async () => {
    const { db } = t.db.handle;
    const users = await Promise.all(['anna', 'ben', 'carla'].map((name) => buildUser(db, { name })));
    const tokens = await Promise.all(users.map((user) => sessionFor(db, user.id)));
    const banned = await buildUser(db, { name: 'dora', banned: 1 });
    const bannedToken = await sessionFor(db, banned.id);
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', users[2]?.id as string)
      .execute();

    const cookies = [...tokens, bannedToken, 'unknown-token'];
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: '/api/v1/account',
          headers: { cookie: `${SESSION_COOKIE}=${cookies[i % cookies.length]}` },
        }),
      ),
    );
    const names = replies.map((reply) => (reply.json() as { info: { name: string } | null }).info?.name ?? null);
    expect(names.slice(0, 5)).toEqual(['anna', 'ben', null, null, null]);
    names.forEach((name, i) => expect(name).toBe(names[i % cookies.length]));
  });
});

describe.each(ENGINES)('a session read before (%s)', (engine) => {
  let t: TestApp;
  let other: DbHandle;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    // Another process on the same data: a second server, or the operator CLI.
    other = openDatabase({ databaseUrl: t.db.databaseUrl, dataDir: t.db.dataDir });
  });
  afterAll(async () => {
    await other.db.destroy();
    await t.close();
  });

  const nameOf = async (token: string) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    return (reply.json() as { info: { name: string } | null }).info?.name ?? null;
  };

  /**
   * A request sent after another process's change reaches the server in a later turn of its event
   * loop (the requests of one turn arrived together and share one look at the change counter).
   */
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('follows every change another process makes to it or its account at once', async () => {
    const user = await buildUser(t.db.handle.db, { name: 'Anna' });
    const token = await sessionFor(t.db.handle.db, user.id);
    expect(await nameOf(token)).toBe('Anna');
    expect(await nameOf(token)).toBe('Anna');

    await other.db.updateTable('users').set({ name: 'Anna B.' }).where('id', '=', user.id).execute();
    await nextTurn();
    expect(await nameOf(token)).toBe('Anna B.');
    await other.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await nextTurn();
    expect(await nameOf(token)).toBeNull();

    const again = await sessionFor(t.db.handle.db, user.id);
    expect(await nameOf(again)).toBe('Anna B.');
    await other.db.updateTable('users').set({ banned: 1 }).where('id', '=', user.id).execute();
    await nextTurn();
    expect(await nameOf(again)).toBeNull();
  });

  it("follows this process's own change within the same turn", async () => {
    const { db } = t.db.handle;
    const user = await buildUser(db, { name: 'Carla' });
    const token = await sessionFor(db, user.id);
    expect(await nameOf(token)).toBe('Carla');
    // No turn passes: a logout here is seen by the very next request.
    await db.updateTable('users').set({ name: 'Carla C.' }).where('id', '=', user.id).execute();
    expect(await nameOf(token)).toBe('Carla C.');
    await db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
    expect(await nameOf(token)).toBeNull();
  });

  it('ends when the session expires, without any change in the database', async () => {
    const user = await buildUser(t.db.handle.db, { name: 'Ben' });
    const token = newSecret();
    await t.db.handle.db
      .insertInto('sessions')
      .values({
        token_hash: sha256Hex(token),
        user_id: user.id,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 400).toISOString(),
      })
      .execute();
    expect(await nameOf(token)).toBe('Ben');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await nameOf(token)).toBeNull();
  });
});
