import type { Worker } from 'node:worker_threads';
import { HTTP_MESSAGES } from '@app/shared';
import { HttpError } from '../lib/http-error';
import { type EntryModule, startModuleWorker } from '../lib/module-worker';
import type { WriterJob } from './writer-jobs';
import type { WriterData, WriterMessage, WriterReply } from './writer-loop';

interface Pending {
  resolve: (results: unknown[]) => void;
  reject: (error: Error) => void;
}

/**
 * SQLite's writes that come all the time, on a thread of their own with its own connection
 * (docs/decisions/0023-answers-writer-thread.md): answers and the access log. The event loop hands
 * them over and goes on reading requests; the thread writes each kind of what arrived meanwhile in
 * one transaction. A write is answered once its transaction committed. Should the thread die, the
 * writes in it fail with 503 (the transaction rolled back; a resent answer keeps its browser id)
 * and the next ones start a new thread.
 */
export class WriterThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private readonly inFlight = new Set<Promise<unknown[]>>();
  private nextId = 1;
  private closed = false;

  /**
   * @param entry the thread's entry module, which gives each kind of job its writer (src/entries.ts)
   * @param checkpointMs how often, at most, the thread finishes a checkpoint itself (writer-loop.ts)
   */
  constructor(
    private readonly entry: EntryModule,
    private readonly dataDir: string,
    private readonly checkpointMs = 1000,
  ) {}

  /** Writes `items` of the job's kind; one result per item, in order. */
  write<Item, Result>(job: WriterJob<Item, Result>, items: readonly Item[]): Promise<Result[]> {
    if (this.closed) return Promise.reject(new HttpError(503, HTTP_MESSAGES.unavailable));
    const written = new Promise<unknown[]>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.ensureWorker().postMessage({ id, kind: job.kind, items: [...items] } satisfies WriterMessage);
    });
    this.inFlight.add(written);
    const forget = () => this.inFlight.delete(written);
    written.then(forget, forget);
    return written as Promise<Result[]>;
  }

  /** Waits for the writes already handed over, then ends the thread. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.inFlight);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const workerData: WriterData = { dataDir: this.dataDir, checkpointMs: this.checkpointMs };
    const worker = startModuleWorker(this.entry.from, this.entry.name, { workerData });
    worker.unref();
    worker.on('message', (reply: WriterReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if ('results' in reply) pending.resolve(reply.results);
      else pending.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    });
    const lost = () => {
      if (worker !== this.worker) return;
      this.worker = null;
      for (const pending of this.pending.values()) pending.reject(new HttpError(503, HTTP_MESSAGES.unavailable));
      this.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    this.worker = worker;
    return worker;
  }
}
