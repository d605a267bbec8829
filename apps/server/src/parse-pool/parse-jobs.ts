/** A job for a parse child; `kind` tells the child's runner (src/parse-child.ts) which one it is. */
export interface PoolJob {
  kind: string;
  /** The job's data: structured-clonable values, and Uint8Arrays that travel on the pipe. */
  [field: string]: unknown;
}

/**
 * A job as sent to a child: its Uint8Array fields left out and listed in `blobs` with their
 * lengths; their bytes follow on the child's pipe in that order. Node's message channel would
 * copy them on the event loop (about 200 ms for 64 MiB); a pipe writes them from where they are.
 */
export interface JobMessage {
  id: number;
  job: PoolJob;
  blobs: Array<[field: string, length: number]>;
}

/** What a child sends: that it is ready, a job's result, or that its job threw. */
export type ChildMessage = { ready: true } | { id: number; result: unknown } | { id: number; failed: true };
