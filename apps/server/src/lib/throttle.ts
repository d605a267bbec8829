import type { Redis } from 'ioredis';
import type { Db } from '../db/connection';
import { saltedHash } from './ids';
import { type CounterStore, ThrottleRepository } from './throttle.repository';

export type { CounterStore } from './throttle.repository';
import { loadSecret, THROTTLE_SALT } from './secrets';

export interface ThrottleRule {
  /** Counter name, e.g. 'signin-ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Redis INCR with an expiry set on the first hit: the cheap shared store for several instances. */
class RedisCounters implements CounterStore {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowMs: number): Promise<number> {
    return (await this.incrementMany(new Map([[key, 1]]), windowMs)).get(key) ?? 0;
  }

  async incrementMany(by: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, number>> {
    const multi = this.redis.multi();
    for (const [key, n] of by) multi.incrby(`throttle:${key}`, n).pexpire(`throttle:${key}`, windowMs, 'NX');
    const results = (await multi.exec()) ?? [];
    return new Map([...by.keys()].map((key, i) => [key, Number(results[2 * i]?.[1] ?? 0)]));
  }

  async current(key: string): Promise<number> {
    return Number((await this.redis.get(`throttle:${key}`)) ?? 0);
  }

  async decrement(key: string): Promise<void> {
    // Only an existing counter, so a late give-back never creates one without an expiry.
    await this.redis.eval(
      "if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0",
      1,
      `throttle:${key}`,
    );
  }

  async remove(key: string): Promise<void> {
    await this.redis.del(`throttle:${key}`);
  }
}

/**
 * Fixed-window throttling shared by all instances: in Redis when REDIS_URL is set, else in the
 * database. If Redis fails, the database takes over, so limits never silently vanish.
 * Subjects (IP addresses, typed e-mail addresses, account ids) are stored only as salted hashes.
 *
 * A check that costs time (a password) reserves its attempt with `hit` before it runs, and
 * gives it back with `release` when it went well: parallel attempts cannot all slip through.
 */
export class Throttle {
  private readonly db: ThrottleRepository;
  private readonly redis?: RedisCounters;

  constructor(
    db: Db,
    private readonly salt: string,
    redis?: Redis,
    private readonly onRedisError: (err: unknown) => void = () => {},
  ) {
    this.db = new ThrottleRepository(db);
    this.redis = redis ? new RedisCounters(redis) : undefined;
  }

  /** A throttle with the installation's salt (the same on every instance). */
  static async open(db: Db, redis?: Redis, onRedisError?: (err: unknown) => void): Promise<Throttle> {
    return new Throttle(db, await loadSecret(db, THROTTLE_SALT), redis, onRedisError);
  }

  private key(rule: ThrottleRule, subject: string): string {
    return `${rule.name}:${saltedHash(this.salt, subject)}`;
  }

  /** @param within a transaction the database's counters change in, when the database keeps them */
  private async use<T>(run: (store: CounterStore) => Promise<T>, within?: Db): Promise<T> {
    if (this.redis) {
      try {
        return await run(this.redis);
      } catch (err) {
        this.onRedisError(err);
      }
    }
    return run(within ? this.db.within(within) : this.db);
  }

  /** Counts one event; returns true while the count is within the limit. */
  async hit(rule: ThrottleRule, subject: string): Promise<boolean> {
    return (await this.count(rule, subject)) <= rule.limit;
  }

  /**
   * Counts one event and returns the count of the window so far, this one included: exactly one
   * caller sees the count that reaches the limit, even with several instances counting at once.
   */
  async count(rule: ThrottleRule, subject: string): Promise<number> {
    return this.use((s) => s.increment(this.key(rule, subject), rule.windowMs));
  }

  /**
   * Counts one event per entry (the same subject may come several times); true for each that is
   * still within the limit, in order. One round trip for all of them.
   * @param within a transaction to count in (where the database keeps the counters): the counts
   *   commit, or roll back, with what they allowed
   */
  async hitMany(rule: ThrottleRule, subjects: readonly string[], within?: Db): Promise<boolean[]> {
    const keys = subjects.map((subject) => this.key(rule, subject));
    const by = new Map<string, number>();
    for (const key of keys) by.set(key, (by.get(key) ?? 0) + 1);
    const counts = await this.use((s) => s.incrementMany(by, rule.windowMs), within);
    const seen = new Map<string, number>();
    return keys.map((key) => {
      const nth = (seen.get(key) ?? 0) + 1;
      seen.set(key, nth);
      return (counts.get(key) ?? Infinity) - (by.get(key) ?? 0) + nth <= rule.limit;
    });
  }

  /** True when the limit is already used up (without counting). */
  async exhausted(rule: ThrottleRule, subject: string): Promise<boolean> {
    return (await this.use((s) => s.current(this.key(rule, subject)))) >= rule.limit;
  }

  /** Gives back an attempt reserved by `hit` that turned out not to count (a right password). */
  async release(rule: ThrottleRule, subject: string): Promise<void> {
    await this.use((s) => s.decrement(this.key(rule, subject)));
  }

  /** Forgets a subject's counter (e.g. failures after a successful sign-in). */
  async reset(rule: ThrottleRule, subject: string): Promise<void> {
    await this.use((s) => s.remove(this.key(rule, subject)));
  }
}
