import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface ThrottleRule {
  /** Counter name, e.g. 'signin-ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

interface CounterStore {
  /** Adds one to the counter and returns the new count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  current(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}

/** Atomic upserts in the database: every instance on one PostgreSQL counts together. */
class DbCounters implements CounterStore {
  constructor(private readonly db: Db) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const now = new Date();
    const nowIso = now.toISOString();
    const ends = new Date(now.getTime() + windowMs).toISOString();
    const result = await sql<{ count: number }>`
      insert into throttle (key, count, window_ends) values (${key}, 1, ${ends})
      on conflict (key) do update set
        count = case when throttle.window_ends <= ${nowIso} then 1 else throttle.count + 1 end,
        window_ends = case when throttle.window_ends <= ${nowIso} then excluded.window_ends else throttle.window_ends end
      returning count`.execute(this.db);
    return Number(result.rows[0]?.count ?? 0);
  }

  async current(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('throttle')
      .select(['count', 'window_ends'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && row.window_ends > new Date().toISOString() ? Number(row.count) : 0;
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom('throttle').where('key', '=', key).execute();
  }
}

/** Redis INCR with an expiry set on the first hit: the cheap shared store for several instances. */
class RedisCounters implements CounterStore {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const results = await this.redis.multi().incr(`throttle:${key}`).pexpire(`throttle:${key}`, windowMs, 'NX').exec();
    return Number(results?.[0]?.[1] ?? 0);
  }

  async current(key: string): Promise<number> {
    return Number((await this.redis.get(`throttle:${key}`)) ?? 0);
  }

  async remove(key: string): Promise<void> {
    await this.redis.del(`throttle:${key}`);
  }
}

/**
 * Fixed-window throttling shared by all instances: in Redis when REDIS_URL is set, else in the
 * database. If Redis fails, the database takes over, so limits never silently vanish.
 */
export class Throttle {
  private readonly db: DbCounters;
  private readonly redis?: RedisCounters;

  constructor(
    db: Db,
    redis?: Redis,
    private readonly onRedisError: (err: unknown) => void = () => {},
  ) {
    this.db = new DbCounters(db);
    this.redis = redis ? new RedisCounters(redis) : undefined;
  }

  private async use<T>(run: (store: CounterStore) => Promise<T>): Promise<T> {
    if (this.redis) {
      try {
        return await run(this.redis);
      } catch (err) {
        this.onRedisError(err);
      }
    }
    return run(this.db);
  }

  /** Counts one event; returns true while the count is within the limit. */
  async hit(rule: ThrottleRule, subject: string): Promise<boolean> {
    return (await this.use((s) => s.increment(`${rule.name}:${subject}`, rule.windowMs))) <= rule.limit;
  }

  /** True when the limit is already used up (without counting). */
  async exhausted(rule: ThrottleRule, subject: string): Promise<boolean> {
    return (await this.use((s) => s.current(`${rule.name}:${subject}`))) >= rule.limit;
  }

  /** Forgets a subject's counter (e.g. failures after a successful sign-in). */
  async reset(rule: ThrottleRule, subject: string): Promise<void> {
    await this.use((s) => s.remove(`${rule.name}:${subject}`));
  }
}
