import { Worker } from 'node:worker_threads';
import { HTTP_MESSAGES, type LearnsetParseResult } from '@app/shared';
import { HttpError } from '../../lib/http-error';
import type { ParseJob } from './learnset-parse-worker';

export const PARSE_TIMEOUT_MESSAGE =
  'Die Datei konnte nicht rechtzeitig gelesen werden. Bitte prüfen Sie das Format oder teilen Sie sie in kleinere Lernsets auf.';
export const PARSE_FAILED_MESSAGE = 'Die Datei konnte nicht gelesen werden. Bitte prüfen Sie das Format.';

export interface ParsePoolOptions {
  /** How long one file may take to parse, counted from when the worker is ready. */
  timeoutMs?: number;
  /** Jobs waiting beyond the one being parsed; more get 503. */
  maxQueued?: number;
  /** Heap of the worker: a hostile file cannot grow the server's memory without bound. */
  maxHeapMb?: number;
}

interface Pending {
  job: Omit<ParseJob, 'id'>;
  resolve: (result: LearnsetParseResult) => void;
  reject: (error: Error) => void;
}
type WorkerMessage = { ready: true } | { id: number; result: LearnsetParseResult };

/**
 * Starts the worker: next to the bundled server in dist/ (esbuild builds it as its own entry
 * point), or from the TypeScript source in tests and `npm run dev`, where a tiny bootstrap
 * registers tsx first (Node 20 does not apply `--import tsx` to a worker's entry in time).
 */
function startWorker(maxOldGenerationSizeMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./learnset-parse-worker.js', import.meta.url), { resourceLimits });
  }
  const source = new URL('./learnset-parse-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  // execArgv: none of the host's flags (a test runner's loaders would count against the heap limit).
  return new Worker(bootstrap, { eval: true, resourceLimits, execArgv: [] });
}

/**
 * Parses uploaded learning-set files in a worker thread, one at a time, so a 16 MiB JSON never
 * blocks other requests. A job that takes too long, or a worker that dies (out of its heap),
 * answers a German error, and the next job gets a fresh worker.
 */
export class LearnsetParsePool {
  private worker: Worker | null = null;
  private ready = false;
  private readonly queue: Pending[] = [];
  private running: (Pending & { id: number; timer?: NodeJS.Timeout }) | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: ParsePoolOptions = {}) {}

  /** The parse result; the bytes are handed over and unusable afterwards. */
  parse(fileName: string, bytes: Uint8Array, maxItems: number): Promise<LearnsetParseResult> {
    if (this.closed || this.queue.length >= (this.opts.maxQueued ?? 8)) {
      return Promise.reject(new HttpError(503, HTTP_MESSAGES.unavailable));
    }
    // A buffer that shares its memory (Node's pool for small ones) is copied; a whole one is moved.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const buffer = (whole ? bytes.buffer : new Uint8Array(bytes).buffer) as ArrayBuffer;
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { fileName, bytes: buffer, maxItems }, resolve, reject });
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
    worker.postMessage({ id, ...pending.job } satisfies ParseJob, [pending.job.bytes]);
  }

  private startClock(): void {
    if (!this.running || this.running.timer) return;
    this.running.timer = setTimeout(() => this.replaceWorker(PARSE_TIMEOUT_MESSAGE), this.opts.timeoutMs ?? 15_000);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.opts.maxHeapMb ?? 512);
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
      if (worker === this.worker) this.replaceWorker(PARSE_FAILED_MESSAGE);
    });
    worker.on('exit', () => {
      if (worker === this.worker) this.replaceWorker(PARSE_FAILED_MESSAGE);
    });
    this.worker = worker;
    return worker;
  }

  /** The running job fails with `message`; the worker is stuck or dead, the next job gets a new one. */
  private replaceWorker(message: string): void {
    const old = this.worker;
    this.worker = null;
    this.settle(new HttpError(400, message));
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
