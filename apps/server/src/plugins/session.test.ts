import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, sessionFor } from '../test/factories';
import { buildTestApp, ENGINES, type TestApp } from '../test/test-app';
import { SESSION_COOKIE } from './session';

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
