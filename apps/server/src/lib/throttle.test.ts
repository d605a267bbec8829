import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-app';
import { Throttle } from './throttle';

const stores = [
  ...ENGINES.map((e) => [e, false] as const),
  ...(process.env.TEST_REDIS_URL ? [['sqlite', true] as const] : []),
];

describe.each(stores)('throttle on %s (redis: %s)', (engine, withRedis) => {
  let database: TestDatabase;
  let redis: Redis | undefined;
  let throttle: Throttle;
  const rule = { name: `t${Date.now()}`, limit: 3, windowMs: 60_000 };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    redis = withRedis ? new Redis(process.env.TEST_REDIS_URL as string) : undefined;
    throttle = await Throttle.open(database.handle.db, redis);
  });
  afterAll(async () => {
    redis?.disconnect();
    await database.handle.db.destroy();
    await database.drop();
  });

  it('counts events that arrive together in one round trip, refusing exactly those past the limit', async () => {
    const together = { ...rule, name: `${rule.name}-many` };
    expect(await throttle.hit(together, 'x')).toBe(true);
    expect(await throttle.hitMany(together, ['x', 'y', 'x', 'x', 'y'])).toEqual([true, true, true, false, true]);
    expect(await throttle.hitMany(together, ['y', 'y'])).toEqual([true, false]);
  });

  it('allows up to the limit, then refuses, per subject', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await throttle.hit(rule, 'a'));
    expect(results).toEqual([true, true, true, false, false]);
    expect(await throttle.exhausted(rule, 'a')).toBe(true);
    expect(await throttle.hit(rule, 'b')).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const burst = { ...rule, name: `${rule.name}-burst`, limit: 1000 };
    await Promise.all(Array.from({ length: 50 }, () => throttle.hit(burst, 'c')));
    expect(await throttle.exhausted({ ...burst, limit: 50 }, 'c')).toBe(true);
    expect(await throttle.exhausted({ ...burst, limit: 51 }, 'c')).toBe(false);
  });

  it('starts a new window after the old one ends, and forgets on reset', async () => {
    const short = { ...rule, name: `${rule.name}-short`, windowMs: 50 };
    await throttle.hit(short, 'd');
    await throttle.hit(short, 'd');
    await throttle.hit(short, 'd');
    expect(await throttle.hit(short, 'd')).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(await throttle.hit(short, 'd')).toBe(true);
    await throttle.reset(short, 'd');
    expect(await throttle.exhausted({ ...short, limit: 1 }, 'd')).toBe(false);
  });
});
