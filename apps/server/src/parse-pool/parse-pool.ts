import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { HTTP_MESSAGES } from '@app/shared';
import { HttpError } from '../lib/http-error';
import { type EntryModule, forkModule } from '../lib/module-worker';
import type { ChildMessage, JobMessage, PoolJob } from './parse-jobs';

export type { PoolJob } from './parse-jobs';

export interface ParsePoolOptions {
  /** The child's entry module, which runs the jobs (src/entries.ts names the app's). */
  child: EntryModule;
  /** How long one job may take, counted from when its child is ready; then the child is killed. */
  timeoutMs?: number;
  /** Jobs waiting beyond those running; more get 503. */
  maxQueued?: number;
  /** Child processes running jobs at once. */
  maxChildren?: number;
  /** Heap of each child (MB): a hostile file cannot grow the server's memory without bound. */
  maxHeapMb?: number;
}

/** Builds the error of a job whose child hung (timedOut) or died. */
export type JobFailure = (timedOut: boolean) => Error;

interface Pending {
  job: PoolJob;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  failure: JobFailure;
}
interface Child {
  process: ChildProcess;
  /** The job's bytes travel here, not through the message channel (see parse-jobs.ts). */
  pipe: Socket;
  ready: boolean;
  /** Kills a child that never says it is ready (a start that hangs): its job fails. */
  startTimer: NodeJS.Timeout;
  running: (Pending & { id: number; timer?: NodeJS.Timeout }) | null;
  exited: Promise<void>;
}

const unavailable = () => new HttpError(503, HTTP_MESSAGES.unavailable);
/** How long a child may take to start (load its modules; under tsx they are compiled first). */
const START_LIMIT_MS = 60_000;

/**
 * Runs parsing work on hostile input (uploaded learning sets and Anki packages, calendar files) in
 * child processes of its own, a bounded number at a time with a bounded queue. A job that takes
 * too long has its child killed with SIGKILL, which stops it even inside SQLite's or zlib's native
 * code (a worker thread's `terminate()` cannot); the next job gets a fresh child. A child also
 * kills itself when the server is gone (serve-jobs.ts), so none outlives it.
 */
export class ParsePool {
  private readonly children = new Set<Child>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private accepting = true;

  constructor(private readonly opts: ParsePoolOptions) {}

  /**
   * Runs `job` in a child: its result, or `failure`'s error when the child hung or died, or 503
   * when the queue is full or the pool closed. Uint8Array fields travel as bytes on a pipe.
   */
  run<T>(job: PoolJob, failure: JobFailure): Promise<T> {
    if (!this.accepting || this.queue.length >= (this.opts.maxQueued ?? 8)) return Promise.reject(unavailable());
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ job, resolve: resolve as (result: unknown) => void, reject, failure });
      this.next();
    });
  }

  /** Takes no more jobs, ends every job with 503 and kills every child; resolves once they are gone. */
  async close(): Promise<void> {
    this.accepting = false;
    for (const pending of this.queue.splice(0)) pending.reject(unavailable());
    await Promise.all([...this.children].map((child) => this.kill(child, unavailable())));
  }

  /** The process ids of the children, running or idle (for tests of what is left behind). */
  get pids(): number[] {
    return [...this.children].flatMap((child) => (child.process.pid ? [child.process.pid] : []));
  }

  private next(): void {
    while (this.accepting && this.queue.length > 0) {
      const idle = [...this.children].find((child) => !child.running);
      const child = idle ?? (this.children.size < (this.opts.maxChildren ?? 1) ? this.spawn() : undefined);
      if (!child) return;
      this.dispatch(child, this.queue.shift() as Pending);
    }
  }

  private dispatch(child: Child, pending: Pending): void {
    const id = this.nextId++;
    child.running = { ...pending, id };
    const fields: Record<string, unknown> = {};
    const blobs: Uint8Array[] = [];
    const message: JobMessage = { id, job: fields as unknown as PoolJob, blobs: [] };
    for (const [key, value] of Object.entries(pending.job)) {
      if (value instanceof Uint8Array) {
        blobs.push(value);
        message.blobs.push([key, value.byteLength]);
      } else fields[key] = value;
    }
    child.process.ref();
    child.process.send(message, () => undefined);
    // Written without a copy while the child reads: a 64 MiB package costs the event loop nothing.
    for (const bytes of blobs) child.pipe.write(bytes);
    if (child.ready) this.startClock(child);
  }

  private startClock(child: Child): void {
    const running = child.running;
    if (!running || running.timer) return;
    running.timer = setTimeout(() => {
      void this.kill(child, running.failure(true));
      this.next();
    }, this.opts.timeoutMs ?? 15_000);
  }

  private spawn(): Child {
    const proc = forkModule(this.opts.child.from, this.opts.child.name, {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc', 'pipe'],
      execArgv: [`--max-old-space-size=${this.opts.maxHeapMb ?? 512}`],
      env: childEnv(),
    });
    const child: Child = {
      process: proc,
      pipe: proc.stdio[4] as Socket,
      ready: false,
      startTimer: setTimeout(() => {
        void this.kill(child, child.running?.failure(false) ?? unavailable());
        this.next();
      }, START_LIMIT_MS),
      running: null,
      exited: new Promise((resolve) => proc.once('exit', () => resolve())),
    };
    child.startTimer.unref();
    // A child killed while bytes are under way breaks the pipe: its job's end is told by 'exit'.
    child.pipe.on('error', () => undefined);
    proc.on('message', (message: ChildMessage) => this.onMessage(child, message));
    proc.once('exit', () => this.lost(child));
    proc.once('error', () => this.lost(child));
    this.children.add(child);
    this.idle(child);
    return child;
  }

  private onMessage(child: Child, message: ChildMessage): void {
    if ('ready' in message) {
      clearTimeout(child.startTimer);
      child.ready = true;
      return this.startClock(child);
    }
    const running = child.running;
    if (!running || message.id !== running.id) return;
    this.idle(child);
    if ('result' in message) running.resolve(message.result);
    else running.reject(running.failure(false));
    this.next();
  }

  /** A child that exited or could not start: its job fails, the next job gets a new one. */
  private lost(child: Child): void {
    clearTimeout(child.startTimer);
    if (!this.children.delete(child)) return;
    const running = child.running;
    this.idle(child);
    running?.reject(running.failure(false));
    this.next();
  }

  private kill(child: Child, error: Error): Promise<void> {
    clearTimeout(child.startTimer);
    this.children.delete(child);
    const running = child.running;
    this.idle(child);
    running?.reject(error);
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    return child.exited;
  }

  /** Ends the child's job (if any): its clock stops, and an idle child keeps no server alive. */
  private idle(child: Child): void {
    clearTimeout(child.running?.timer);
    child.running = null;
    child.process.unref();
    child.process.channel?.unref();
    child.pipe.unref();
  }
}

/** What a child sees of the environment: no secrets, but the zone its dates are read in. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['TZ', 'TMPDIR', 'NODE_ENV']) if (process.env[key] !== undefined) env[key] = process.env[key];
  return env;
}
