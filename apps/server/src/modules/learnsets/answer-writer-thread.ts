import type { Worker } from 'node:worker_threads';
import { HTTP_MESSAGES } from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { startModuleWorker } from '../../lib/module-worker';
import type { AnswerOutcome } from './answer-writer';
import type { WriterData, WriterJob, WriterReply } from './answer-writer-worker';
import type { AnswerRecord } from './learn-statistics.repository';

interface Pending {
  resolve: (outcomes: AnswerOutcome[]) => void;
  reject: (error: Error) => void;
}

/**
 * SQLite's answers written on a thread of their own (docs/decisions/0023-answers-writer-thread.md):
 * its connection counts and writes while the event loop reads the next requests, each transaction
 * with everything handed over meanwhile. An answer is acknowledged once its transaction committed
 * there. Should the thread die, the answers in it fail with 503 (the transaction rolled back; a
 * resent answer keeps its browser id) and the next ones start a new thread. Answers count against
 * the throttle in the database there, also where Redis keeps the other counters.
 */
export class AnswerWriterThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private readonly inFlight = new Set<Promise<AnswerOutcome[]>>();
  private nextId = 1;
  private closed = false;

  /** @param checkpointMs how often, at most, the thread finishes a checkpoint itself (answer-writer-worker.ts) */
  constructor(
    private readonly dataDir: string,
    private readonly checkpointMs = 1000,
  ) {}

  write(records: readonly AnswerRecord[]): Promise<AnswerOutcome[]> {
    if (this.closed) return Promise.reject(new HttpError(503, HTTP_MESSAGES.unavailable));
    const written = new Promise<AnswerOutcome[]>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.ensureWorker().postMessage({ id, records: [...records] } satisfies WriterJob);
    });
    this.inFlight.add(written);
    const forget = () => this.inFlight.delete(written);
    written.then(forget, forget);
    return written;
  }

  /** Waits for the batches already handed over, then ends the thread. */
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
    const worker = startModuleWorker(import.meta.url, 'answer-writer-worker', { workerData });
    worker.unref();
    worker.on('message', (reply: WriterReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if ('outcomes' in reply) pending.resolve(reply.outcomes);
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
