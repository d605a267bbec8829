import { sql } from 'kysely';
import { type Db, engineOf } from '../../db/connection';

/** A claimed job: the item to work on, and the generation the work will have covered. */
export interface ClaimedJob {
  kind: string;
  itemId: string;
  generation: number;
  /** Tries so far, this one included. */
  attempts: number;
}

export interface JobCounts {
  kind: string;
  waiting: number;
  running: number;
  failed: number;
}

/** Run-after of a job that gave up: it stays in the table for the operator's status. */
export const GAVE_UP = '9999-12-31T00:00:00.000Z';

/**
 * The `jobs` table (migration 0027): a queue of items that need background work, shared by every
 * instance. A claim takes the oldest due job whose lease is free or ran out, so a crashed
 * instance's job is taken again once its lease ends.
 */
export class JobQueueRepository {
  constructor(private readonly db: Db) {}

  /** Queues an item (again); a job already queued counts one more change. */
  async enqueue(kind: string, itemId: string): Promise<void> {
    await sql`insert into jobs (kind, item_id) values (${kind}, ${itemId})
      on conflict (kind, item_id) do update set generation = jobs.generation + 1, run_after = '', attempts = 0, last_error = null`.execute(
      this.db,
    );
  }

  async claim(kinds: readonly string[], worker: string, now: Date, leaseMs: number): Promise<ClaimedJob | undefined> {
    if (kinds.length === 0) return undefined;
    const nowIso = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const lock = engineOf(this.db) === 'postgres' ? sql`for update skip locked` : sql``;
    const { rows } = await sql<{ kind: string; item_id: string; generation: number; attempts: number }>`
      update jobs set locked_until = ${until}, locked_by = ${worker}, attempts = attempts + 1
      where (kind, item_id) = (
        select kind, item_id from jobs
        where kind in (${sql.join(kinds)}) and run_after <= ${nowIso}
          and (locked_until is null or locked_until < ${nowIso})
        order by run_after limit 1 ${lock})
      returning kind, item_id, generation, attempts`.execute(this.db);
    const row = rows[0];
    return (
      row && { kind: row.kind, itemId: row.item_id, generation: Number(row.generation), attempts: Number(row.attempts) }
    );
  }

  /** The work is done: the job goes, unless the item changed meanwhile (then it runs again). */
  async complete(job: ClaimedJob): Promise<void> {
    const done = await this.db
      .deleteFrom('jobs')
      .where('kind', '=', job.kind)
      .where('item_id', '=', job.itemId)
      .where('generation', '=', job.generation)
      .executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) await this.release(job, '', null);
  }

  /** The work failed: tried again after `retryAt` (GAVE_UP: never), with the reason kept. */
  async fail(job: ClaimedJob, retryAt: string, error: string): Promise<void> {
    await this.release(job, retryAt, error.slice(0, 500));
  }

  private async release(job: ClaimedJob, runAfter: string, error: string | null): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: null, locked_by: null, run_after: runAfter, last_error: error })
      .where('kind', '=', job.kind)
      .where('item_id', '=', job.itemId)
      .execute();
  }

  /** Per kind: jobs waiting, running (lease not ended) and given up, for the operator's status. */
  async counts(now: Date): Promise<JobCounts[]> {
    const nowIso = now.toISOString();
    const rows = await this.db
      .selectFrom('jobs')
      .select((eb) => [
        'kind',
        eb.fn.sum<number>(eb.case().when('run_after', '=', GAVE_UP).then(1).else(0).end()).as('failed'),
        eb.fn.sum<number>(eb.case().when('locked_until', '>=', nowIso).then(1).else(0).end()).as('running'),
        eb.fn.countAll<number>().as('all'),
      ])
      .groupBy('kind')
      .orderBy('kind')
      .execute();
    return rows.map((row) => ({
      kind: row.kind,
      failed: Number(row.failed),
      running: Number(row.running),
      waiting: Number(row.all) - Number(row.failed) - Number(row.running),
    }));
  }
}
