import type { Worker } from 'node:worker_threads';
import { HTTP_MESSAGES } from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { startModuleWorker } from '../../lib/module-worker';
import type { ExportCard } from './anki/anki-export';
import type { ParseOutcome, WorkerJob } from './learnset-parse-worker';

export const PARSE_TIMEOUT_MESSAGE =
  'Die Datei konnte nicht rechtzeitig gelesen werden. Bitte prüfen Sie das Format oder teilen Sie sie in kleinere Lernsets auf.';
export const PARSE_FAILED_MESSAGE = 'Die Datei konnte nicht gelesen werden. Bitte prüfen Sie das Format.';
export const EXPORT_FAILED_MESSAGE =
  'Das Anki-Paket konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.';

export interface ParsePoolOptions {
  /** How long one file may take to parse, counted from when the worker is ready. */
  timeoutMs?: number;
  /** Jobs waiting beyond the one being parsed; more get 503. */
  maxQueued?: number;
  /** Heap of the worker: a hostile file cannot grow the server's memory without bound. */
  maxHeapMb?: number;
}

type JobWithoutId = WorkerJob extends infer J ? (J extends WorkerJob ? Omit<J, 'id'> : never) : never;
interface Pending {
  job: JobWithoutId;
  transfer: ArrayBuffer[];
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  /** The error of a job whose worker hung or died: 400 for a file the user sent, 503 for an export. */
  failure: (timedOut: boolean) => HttpError;
}
type WorkerMessage = { ready: true } | { id: number; result: unknown };

const parseFailure = (timedOut: boolean) => new HttpError(400, timedOut ? PARSE_TIMEOUT_MESSAGE : PARSE_FAILED_MESSAGE);
const exportFailure = () => new HttpError(503, EXPORT_FAILED_MESSAGE);

/**
 * Parses uploaded learning-set files in a worker thread, one at a time, so a 16 MiB JSON or a
 * 64 MiB Anki package never blocks other requests; the Anki export is built there too. A job
 * that takes too long, or a worker that dies (out of its heap), answers a German error, and the
 * next job gets a fresh worker.
 */
export class LearnsetParsePool {
  private worker: Worker | null = null;
  private ready = false;
  private readonly queue: Pending[] = [];
  private running: (Pending & { id: number; timer?: NodeJS.Timeout }) | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: ParsePoolOptions = {}) {}

  /**
   * The parse result (with an Anki package's pictures); the bytes are handed over and unusable
   * afterwards. Which parser runs is told by the file name's extension.
   */
  parse(fileName: string, bytes: Uint8Array, maxItems: number): Promise<ParseOutcome> {
    // A buffer that shares its memory (Node's pool for small ones) is copied; a whole one is moved.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const buffer = (whole ? bytes.buffer : new Uint8Array(bytes).buffer) as ArrayBuffer;
    return this.enqueue({ kind: 'parse', fileName, bytes: buffer, maxItems }, [buffer], parseFailure);
  }

  /** A set as an Anki package (`.apkg`), built in the worker: SQLite and deflate take a while. */
  exportAnki(title: string, cards: ExportCard[]): Promise<Uint8Array> {
    return this.enqueue({ kind: 'anki-export', title, cards }, [], exportFailure);
  }

  private enqueue<T>(job: JobWithoutId, transfer: ArrayBuffer[], failure: Pending['failure']): Promise<T> {
    if (this.closed || this.queue.length >= (this.opts.maxQueued ?? 8)) {
      return Promise.reject(new HttpError(503, HTTP_MESSAGES.unavailable));
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, transfer, resolve: resolve as (result: unknown) => void, reject, failure });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new HttpError(503, HTTP_MESSAGES.unavailable));
    const worker = this.worker;
    this.settle(new HttpError(503, HTTP_MESSAGES.unavailable));
    this.worker = null;
    await worker?.terminate();
  }

  private next(): void {
    if (this.closed || this.running || this.queue.length === 0) return;
    const pending = this.queue.shift() as Pending;
    const id = this.nextId++;
    this.running = { ...pending, id };
    const worker = this.ensureWorker();
    if (this.ready) this.startClock();
    worker.postMessage({ id, ...pending.job } as WorkerJob, pending.transfer);
  }

  private startClock(): void {
    if (!this.running || this.running.timer) return;
    this.running.timer = setTimeout(() => this.replaceWorker(true), this.opts.timeoutMs ?? 15_000);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startModuleWorker(import.meta.url, 'learnset-parse-worker', {
      resourceLimits: { maxOldGenerationSizeMb: this.opts.maxHeapMb ?? 512 },
    });
    worker.unref();
    this.ready = false;
    worker.on('message', (message: WorkerMessage) => {
      if (worker !== this.worker) return;
      if ('ready' in message) {
        this.ready = true;
        return this.startClock();
      }
      if (message.id !== this.running?.id) return;
      const { resolve } = this.running;
      this.settle();
      resolve(message.result);
      this.next();
    });
    // Only the current worker's death ends the running job; a replaced one exits on its own time.
    worker.on('error', () => {
      if (worker === this.worker) this.replaceWorker(false);
    });
    worker.on('exit', () => {
      if (worker === this.worker) this.replaceWorker(false);
    });
    this.worker = worker;
    return worker;
  }

  /** The running job fails (it timed out, or the worker died); the next job gets a new worker. */
  private replaceWorker(timedOut: boolean): void {
    const old = this.worker;
    this.worker = null;
    if (this.running) this.settle(this.running.failure(timedOut));
    void old?.terminate();
    this.next();
  }

  /** Ends the running job: rejected with `error`, or (without) left to the caller to resolve. */
  private settle(error?: Error): void {
    const running = this.running;
    if (!running) return;
    clearTimeout(running.timer);
    this.running = null;
    if (error) running.reject(error);
  }
}
