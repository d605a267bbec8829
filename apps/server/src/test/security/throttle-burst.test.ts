import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_FAILURES_PER_ADDRESS, SIGNIN_FAILURES_PER_IP } from '../../modules/account/account.service';
import { buildUser, quickPasswordHash, signInAs } from '../factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test-app';

const BURST = 100;
const stores = [
  ...ENGINES.map((engine) => [engine, {}] as const),
  ...(process.env.TEST_REDIS_URL ? [['sqlite', { REDIS_URL: process.env.TEST_REDIS_URL }] as const] : []),
];

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

describe.each(stores)('password guesses in a parallel burst on %s %o', (engine, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, env);
  });
  afterAll(async () => t.close());

  it(`lets exactly ${SIGNIN_FAILURES_PER_ADDRESS.limit} of ${BURST} parallel wrong sign-ins for one address through`, async () => {
    const user = await buildUser(t.db.handle.db, { password_hash: await quickPasswordHash('richtig-und-lang') });
    const client = new TestClient(t.app);
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/api/v1/account/signin',
          payload: { email: user.email, password: `falsch-${i}` },
          remoteAddress: `198.51.100.${i % 200}`,
        }),
      ),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({
      401: SIGNIN_FAILURES_PER_ADDRESS.limit,
      429: BURST - SIGNIN_FAILURES_PER_ADDRESS.limit,
    });
    expect(replies.find((r) => r.statusCode === 429)?.json().message).toBe(
      'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    );
    // Even the right password waits now: the guesses used the address's allowance up.
    const right = await client.post('/api/v1/account/signin', { email: user.email, password: 'richtig-und-lang' });
    expect(right.statusCode).toBe(429);
  });

  it(`lets exactly ${SIGNIN_FAILURES_PER_IP.limit} of ${BURST} parallel wrong sign-ins from one address through`, async () => {
    const client = new TestClient(t.app);
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/api/v1/account/signin',
          payload: { email: `niemand_${i}@ksbeispiel.ch`, password: 'falsch-falsch' },
          remoteAddress: '203.0.113.50',
        }),
      ),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({
      401: SIGNIN_FAILURES_PER_IP.limit,
      429: BURST - SIGNIN_FAILURES_PER_IP.limit,
    });
  });

  it('throttles the old-password check of a password change like a sign-in', async () => {
    const user = await buildUser(t.db.handle.db, { password_hash: await quickPasswordHash('richtig-und-lang') });
    const client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, user.id);
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/api/v1/account/settings/password',
          payload: { oldPassword: `falsch-${i}`, password: 'ein-neues-langes-Passwort-42' },
          remoteAddress: '192.0.2.77',
        }),
      ),
    );
    expect(tally(replies.map((r) => r.statusCode))).toEqual({
      400: SIGNIN_FAILURES_PER_ADDRESS.limit,
      429: BURST - SIGNIN_FAILURES_PER_ADDRESS.limit,
    });
    expect(replies.find((r) => r.statusCode === 429)?.json().message).toBe(
      'Zu viele falsche Passwörter. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    );
  });

  it('gives a right password its attempt back: the per-address failures start again', async () => {
    const user = await buildUser(t.db.handle.db, { password_hash: await quickPasswordHash('richtig-und-lang') });
    const client = new TestClient(t.app);
    const signIn = (password: string) =>
      client.request({
        method: 'POST',
        url: '/api/v1/account/signin',
        payload: { email: user.email, password },
        remoteAddress: '192.0.2.200',
      });
    for (let i = 0; i < SIGNIN_FAILURES_PER_ADDRESS.limit - 1; i++)
      expect((await signIn('falsch-falsch')).statusCode).toBe(401);
    expect((await signIn('richtig-und-lang')).statusCode).toBe(200);
    for (let i = 0; i < SIGNIN_FAILURES_PER_ADDRESS.limit; i++)
      expect((await signIn('falsch-falsch')).statusCode).toBe(401);
  });
});
