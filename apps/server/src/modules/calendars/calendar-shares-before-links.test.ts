import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { migrateToLatest } from '../../db/migrate';
import { newId } from '../../lib/ids';
import { buildUser, signInAs } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase, testConfig, TestClient } from '../../test/test-app';
import { listCalendars, zurichDay } from './calendars.test-helpers';

/** The last migration before join links. */
const BEFORE = '2026-11-27-0016-statistics-in-card-states';

describe.each(ENGINES)('calendars shared before join links, on %s', (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    t = await createTestDatabase(engine, BEFORE);
  });
  afterAll(async () => {
    await app?.close();
    await t.drop();
  });

  it('keep working for the classmates who confirm with the new link, and for no one else', async () => {
    const db = t.handle.db;
    const owner = await buildUser(db, { name: 'Olga Owner', classes: '4a' });
    const follower = await buildUser(db, { name: 'Fritz Folger', classes: '4a' });
    const typist = await buildUser(db, { name: 'Tom Tipper', classes: '4a' });
    const shared = newId();
    const private_ = newId();
    const now = new Date().toISOString();
    for (const [id, shareClass] of [
      [shared, '4a'],
      [private_, null],
    ] as const) {
      await sql`insert into calendars (id, owner_id, name, reserved, share_class, feed_hash, created_at)
                values (${id}, ${owner.id}, ${`Kalender ${id}`}, ${null}, ${shareClass}, ${null}, ${now})`.execute(db);
    }
    await db
      .insertInto('calendar_events')
      .values({
        id: newId(),
        calendar_id: shared,
        title: 'Schulreise',
        day: zurichDay(2),
        time: null,
        duration: null,
        kind: 'appointment',
        note: '',
        source_uid: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Before join links the class was enough: the follower had put it on the start page.
    await db.insertInto('calendar_subscriptions').values({ user_id: follower.id, calendar_id: shared }).execute();

    await migrateToLatest(db);
    const codes = await db.selectFrom('calendars').select(['id', 'join_code']).execute();
    expect(codes.find((c) => c.id === shared)?.join_code).toMatch(/^[\w-]{22}$/);
    expect(codes.find((c) => c.id === private_)?.join_code).toBeNull();
    expect(await db.selectFrom('calendar_members').selectAll().execute()).toEqual([]);

    app = await buildApp({ config: testConfig(t.dataDir), database: t.handle, logger: false });
    await app.ready();
    const client = async (userId: string) => {
      const c = new TestClient(app as FastifyInstance);
      await signInAs(db, c, userId);
      return c;
    };
    const ownerClient = await client(owner.id);
    const followerClient = await client(follower.id);
    const typistClient = await client(typist.id);
    const upcoming = async (c: TestClient) =>
      ((await c.get('/api/v1/calendars/upcoming')).json().events as Array<{ title: string }>).map((e) => e.title);

    // Until they confirm, the former readers are invited and read nothing, the follower included.
    for (const c of [followerClient, typistClient]) {
      expect((await c.get(`/api/v1/calendars/${shared}`)).statusCode).toBe(403);
      expect((await listCalendars(c)).invited.map((i) => i.id)).toEqual([shared]);
      expect(await upcoming(c)).toEqual([]);
    }
    // The owner sees the link to hand out.
    const code = (await ownerClient.get(`/api/v1/calendars/${shared}`)).json().calendar.join_code;
    expect(code).toBe(codes.find((c) => c.id === shared)?.join_code);

    // Confirmed with the link: the follower reads it again, back on the start page as before.
    expect((await followerClient.post('/api/v1/calendars/join', { code })).statusCode).toBe(200);
    expect((await followerClient.get(`/api/v1/calendars/${shared}`)).statusCode).toBe(200);
    expect((await listCalendars(followerClient)).shared[0]).toMatchObject({ id: shared, subscribed: true });
    expect(await upcoming(followerClient)).toEqual(['Schulreise']);
    expect((await typistClient.get(`/api/v1/calendars/${shared}`)).statusCode).toBe(403);
  });
});
