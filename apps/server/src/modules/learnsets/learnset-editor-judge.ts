import type { Worker } from 'node:worker_threads';
import { HTTP_MESSAGES } from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { startModuleWorker } from '../../lib/module-worker';
import type { EditorBodyJob, EditorBodyKind, EditorBodyVerdict } from './learnset-editor-worker';

interface Pending {
  resolve: (body: unknown) => void;
  reject: (error: Error) => void;
}

export interface EditorBodyJudgeOptions {
  /** Bodies handed over and not yet judged; more get 503 (each may be 17 MiB). */
  maxPending?: number;
  /** The worker's heap: a hostile body costs the worker, not the server. */
  maxHeapMb?: number;
}

/**
 * Reads and judges the editor's bodies (up to 17 MiB of JSON) in a worker thread of their own,
 * one after the other, so that neither `JSON.parse` nor the schema ever holds up the event loop
 * (docs/decisions/0028-request-bodies-judged-fairly.md). The worker starts with the first
 * body; should it die (out of its heap), the bodies in it fail with 503 and the next start a new one.
 */
export class EditorBodyJudge {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: EditorBodyJudgeOptions = {}) {}

  /**
   * The body as the call's schema outputs it, or a 400 naming its first problem (the plan's row
   * limit before any row). `bytes` are handed over: unusable afterwards.
   */
  judge(kind: EditorBodyKind, bytes: Uint8Array, maxRows: number): Promise<unknown> {
    if (this.closed || this.pending.size >= (this.opts.maxPending ?? 16)) {
      return Promise.reject(new HttpError(503, HTTP_MESSAGES.unavailable));
    }
    // A buffer that shares its memory (Node's pool for small ones) is copied; a whole one is moved.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const buffer = (whole ? bytes.buffer : new Uint8Array(bytes).buffer) as ArrayBuffer;
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.ensureWorker().postMessage({ id, kind, bytes: buffer, maxRows } satisfies EditorBodyJob, [buffer]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.lost(worker);
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startModuleWorker(import.meta.url, 'learnset-editor-worker', {
      resourceLimits: { maxOldGenerationSizeMb: this.opts.maxHeapMb ?? 512 },
    });
    worker.unref();
    worker.on('message', (verdict: EditorBodyVerdict) => {
      const pending = this.pending.get(verdict.id);
      this.pending.delete(verdict.id);
      if ('problem' in verdict) pending?.reject(new HttpError(400, verdict.problem));
      else pending?.resolve(verdict.body);
    });
    worker.on('error', () => this.lost(worker));
    worker.on('exit', () => this.lost(worker));
    this.worker = worker;
    return worker;
  }

  /** The worker is gone: what it held fails, and the next body starts a new one. */
  private lost(worker: Worker | null): void {
    if (worker === null || worker !== this.worker) return;
    this.worker = null;
    for (const pending of this.pending.values()) pending.reject(new HttpError(503, HTTP_MESSAGES.unavailable));
    this.pending.clear();
  }
}
