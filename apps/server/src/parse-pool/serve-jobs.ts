import { Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { ChildMessage, JobMessage, PoolJob } from './parse-jobs';
import { PipeReader } from './pipe-reader';

// A server killed (SIGKILL, crash) while this process runs native code would leave it running: no
// event of its own is heard then. A thread beside it notices the parent is gone and ends it.
const WATCHDOG = `
const { workerData: parent } = require('node:worker_threads');
setInterval(() => { if (process.ppid !== parent) process.kill(process.pid, 'SIGKILL'); }, 500);
`;

/**
 * Serves a parse child (parse-pool.ts): runs its jobs with `run`, one at a time, off the server's
 * event loop. It says when it is ready, so a job's time limit counts the work, not the start of
 * the process. The child's entry module (src/parse-child.ts) says which jobs there are.
 */
export function serveParseJobs<Job extends Pick<PoolJob, 'kind'>>(run: (job: Job) => unknown): void {
  new Worker(WATCHDOG, { eval: true, execArgv: [], workerData: process.ppid }).unref();
  const pipe = new PipeReader(new Socket({ fd: 4, readable: true, writable: false }));
  const send = (message: ChildMessage) => process.send?.(message);

  process.on('message', (message: JobMessage) => {
    void (async () => {
      const job = message.job;
      for (const [field, length] of message.blobs) job[field] = await pipe.read(length);
      try {
        send({ id: message.id, result: await run(job as unknown as Job) });
      } catch {
        send({ id: message.id, failed: true });
      }
    })();
  });
  // The server closed the channel: it is stopping, and this process with it.
  process.on('disconnect', () => process.exit(0));
  send({ ready: true });
}
