import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { type ClaimedJob, GAVE_UP, JobQueueRepository } from './job-queue.repository';

/** Does the work of one item. A throw is a passing failure: tried again later, then given up. */
export type JobHandler = (itemId: string, job: ClaimedJob) => Promise<void>;

export interface JobRunnerOptions {
  /** How long a claimed job is this instance's: longer than any handler may run. */
  leaseMs?: number;
  /** How often an idle runner looks for work. */
  pollMs?: number;
  /** Waits before the second and third try; then the job gives up. */
  retryDelaysMs?: readonly number[];
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Works through the `jobs` table, one job at a time per instance (the heavy work itself runs in
 * child processes, never on the event loop). Every instance runs one; the claim's lease keeps
 * two from doing the same job, and a job whose instance died is taken again when its lease ends.
 */
export class JobRunner {
  private readonly queue: JobQueueRepository;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly worker = randomUUID();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private closing = false;

  constructor(
    db: Db,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.queue = new JobQueueRepository(db);
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.retryDelaysMs = options.retryDelaysMs ?? [60_000, 10 * 60_000];
    this.now = options.now ?? (() => new Date());
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Looks for work now (after a change this instance made), unless it is busy anyway. */
  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /** Stops looking for work and waits for the job in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Works until no job is due; resolves with how many it did (tests call it directly). */
  async drain(): Promise<number> {
    let done = 0;
    while (await this.runOne()) done++;
    return done;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(
          () => undefined,
          (err: unknown) => this.options.log?.warn({ err }, 'background jobs: the queue could not be read'),
        )
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  private async runOne(): Promise<boolean> {
    if (this.closing) return false;
    const job = await this.queue.claim([...this.handlers.keys()], this.worker, this.now(), this.leaseMs);
    if (!job) return false;
    try {
      await this.handlers.get(job.kind)!(job.itemId, job);
      await this.queue.complete(job);
    } catch (err) {
      const delay = this.retryDelaysMs[job.attempts - 1];
      const retryAt = delay === undefined ? GAVE_UP : new Date(this.now().getTime() + delay).toISOString();
      this.options.log?.warn(
        { err, kind: job.kind, item: job.itemId, attempts: job.attempts },
        'background job failed',
      );
      await this.queue.fail(job, retryAt, err instanceof Error ? err.message : String(err));
    }
    return true;
  }
}
