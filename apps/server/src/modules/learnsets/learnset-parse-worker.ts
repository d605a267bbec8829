import { parentPort } from 'node:worker_threads';
import { parseLearnsetFile } from '@app/shared';

/** A parse job: the file's bytes arrive transferred, not copied. */
export interface ParseJob {
  id: number;
  fileName: string;
  bytes: ArrayBuffer;
  maxItems: number;
}

// The entry of the parse worker (learnset-parse-pool.ts): parses off the event loop. It says
// when it is ready, so a job's time limit counts parsing, not the worker's start.
parentPort?.postMessage({ ready: true });
parentPort?.on('message', (job: ParseJob) => {
  parentPort?.postMessage({
    id: job.id,
    result: parseLearnsetFile(job.fileName, new Uint8Array(job.bytes), job.maxItems),
  });
});
