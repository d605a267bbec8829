import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** Where the throttle keeps its counters: Redis (throttle.ts), or this table. */
export interface CounterStore {
  /** Adds one to the counter and returns the new count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Adds to several counters at once; the new counts by key. */
  incrementMany(by: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, number>>;
  current(key: string): Promise<number>;
  /** Gives one back (a reserved attempt that turned out fine); never below zero. */
  decrement(key: string): Promise<void>;
  remove(key: string): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

/** Throttle counters as atomic upserts in the database: every instance on one PostgreSQL counts together. */
export class ThrottleRepository implements CounterStore {
  constructor(
    private readonly db: Db,
    /** When ended windows were last removed: shared with the repositories `within` makes. */
    private readonly swept = { at: 0 },
  ) {}

  /** The same counters, changed in a transaction (they commit or roll back with it). */
  within(trx: Db): ThrottleRepository {
    return new ThrottleRepository(trx, this.swept);
  }

  async increment(key: string, windowMs: number): Promise<number> {
    return (await this.incrementMany(new Map([[key, 1]]), windowMs)).get(key) ?? 0;
  }

  /** Adds to several counters in one statement (answers that arrive together); the new counts by key. */
  async incrementMany(by: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, number>> {
    const now = new Date();
    if (now.getTime() - this.swept.at > SWEEP_EVERY_MS) {
      // Ended windows are worthless: old rows go, so counters are kept no longer than they count.
      this.swept.at = now.getTime();
      await this.db.deleteFrom('throttle').where('window_ends', '<', now.toISOString()).execute();
    }
    const nowIso = now.toISOString();
    const ends = new Date(now.getTime() + windowMs).toISOString();
    const rows = sql.join([...by].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, n]) => sql`(${key}, ${n}, ${ends})`));
    const result = await sql<{ key: string; count: number }>`
      insert into throttle (key, count, window_ends) values ${rows}
      on conflict (key) do update set
        count = case when throttle.window_ends <= ${nowIso} then excluded.count else throttle.count + excluded.count end,
        window_ends = case when throttle.window_ends <= ${nowIso} then excluded.window_ends else throttle.window_ends end
      returning key, count`.execute(this.db);
    return new Map(result.rows.map((row) => [row.key, Number(row.count)]));
  }

  async current(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('throttle')
      .select(['count', 'window_ends'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && row.window_ends > new Date().toISOString() ? Number(row.count) : 0;
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable('throttle')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom('throttle').where('key', '=', key).execute();
  }
}
