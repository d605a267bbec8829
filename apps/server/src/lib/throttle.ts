import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface ThrottleRule {
  /** Counter name, e.g. 'signin-ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the database: atomic upserts, so every instance on one
 * PostgreSQL counts together.
 */
export class Throttle {
  constructor(private readonly db: Db) {}

  private key(rule: ThrottleRule, subject: string): string {
    return `${rule.name}:${subject}`;
  }

  /** Counts one event; returns true while the count is within the limit. */
  async hit(rule: ThrottleRule, subject: string): Promise<boolean> {
    const now = new Date();
    const nowIso = now.toISOString();
    const ends = new Date(now.getTime() + rule.windowMs).toISOString();
    const result = await sql<{ count: number }>`
      insert into throttle (key, count, window_ends) values (${this.key(rule, subject)}, 1, ${ends})
      on conflict (key) do update set
        count = case when throttle.window_ends <= ${nowIso} then 1 else throttle.count + 1 end,
        window_ends = case when throttle.window_ends <= ${nowIso} then excluded.window_ends else throttle.window_ends end
      returning count`.execute(this.db);
    return Number(result.rows[0]?.count ?? 0) <= rule.limit;
  }

  /** True when the limit is already used up (without counting). */
  async exhausted(rule: ThrottleRule, subject: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('throttle')
      .select(['count', 'window_ends'])
      .where('key', '=', this.key(rule, subject))
      .executeTakeFirst();
    return !!row && row.window_ends > new Date().toISOString() && Number(row.count) >= rule.limit;
  }

  /** Forgets a subject's counter (e.g. failures after a successful sign-in). */
  async reset(rule: ThrottleRule, subject: string): Promise<void> {
    await this.db.deleteFrom('throttle').where('key', '=', this.key(rule, subject)).execute();
  }
}
