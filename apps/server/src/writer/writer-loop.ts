// The loop of SQLite's writer thread (writer-thread.ts): a connection of its own that writes what
// the event loop hands over (answers, the access log), off the event loop that reads the requests.
import { type MessagePort, parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { type Db, openDatabase, sqliteConnectionOf } from '../db/connection';
import type { KindWriter, KindWriters } from './writer-jobs';

export interface WriterData {
  dataDir: string;
  /** How often, at most, the thread copies the log into the database file itself. */
  checkpointMs: number;
}
/** The items of one kind that one turn of the server's event loop handed over. */
export interface WriterMessage {
  id: number;
  kind: string;
  items: unknown[];
}
export type WriterReply =
  { id: number; results: unknown[] } | { id: number; error: { message: string; code?: string } };

/** Items written in one transaction at most; more wait for the next. */
const MAX_BATCH = 500;

interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/**
 * Runs the thread: opens its connection, asks `openWriters` for the writer of each kind of job on
 * it (the thread's entry module knows the kinds: src/writer-worker.ts), and writes what arrives.
 */
export async function runWriterThread(openWriters: (db: Db) => Promise<KindWriters>): Promise<void> {
  const port = parentPort as MessagePort;
  const { dataDir, checkpointMs } = workerData as WriterData;
  const { db } = openDatabase({ dataDir, checkpoints: false });
  const writers = await openWriters(db);
  let lastCheckpoint = Date.now();

  /**
   * Under a steady stream of writes the checkpointer thread (db/connection.ts) never reaches the
   * log's end, so SQLite never starts the log anew: it grew by 1 GB a minute of answers and every
   * read slowed down with it. Between two batches nothing writes, so a checkpoint here copies the
   * log to its end (most of it the checkpointer copied already) and the next batch starts the log
   * again. When the checkpointer was copying meanwhile (busy), the next pause tries again.
   */
  function checkpointNowAndThen(): void {
    if (Date.now() - lastCheckpoint < checkpointMs) return;
    const [result] = sqliteConnectionOf(db)?.pragma('wal_checkpoint(PASSIVE)') as CheckpointResult[];
    if (result && result.busy === 0 && result.log === result.checkpointed) lastCheckpoint = Date.now();
  }

  const waiting: WriterMessage[] = [];
  let writing = false;

  /** The waiting jobs of `kind`, up to MAX_BATCH items (at least one job), taken out of `waiting`. */
  function takeBatch(kind: string): WriterMessage[] {
    const jobs: WriterMessage[] = [];
    let size = 0;
    for (let i = 0; i < waiting.length;) {
      const job = waiting[i] as WriterMessage;
      if (job.kind !== kind || (jobs.length > 0 && size + job.items.length > MAX_BATCH)) {
        i++;
        continue;
      }
      jobs.push(job);
      size += job.items.length;
      waiting.splice(i, 1);
    }
    return jobs;
  }

  /** Writes the jobs of one kind together; each job is answered with its own results. */
  async function writeTogether(jobs: WriterMessage[]): Promise<void> {
    const kind = (jobs[0] as WriterMessage).kind;
    try {
      const write = writers[kind] as KindWriter<unknown, unknown> | undefined;
      if (!write) throw new Error(`no writer for ${kind}`);
      const results = await write(jobs.flatMap((job) => job.items));
      let at = 0;
      for (const job of jobs) {
        port.postMessage({ id: job.id, results: results.slice(at, (at += job.items.length)) } satisfies WriterReply);
      }
    } catch (caught) {
      const { message, code } = caught as Error & { code?: string };
      for (const job of jobs) port.postMessage({ id: job.id, error: { message, code } } satisfies WriterReply);
    }
  }

  /**
   * Writes what has arrived, one transaction at a time: the jobs that came while a batch was
   * written are taken together, straight from the port, so the thread goes on without waiting for
   * the event loop in between.
   */
  async function drain(): Promise<void> {
    writing = true;
    for (;;) {
      for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port)) {
        waiting.push(next.message as WriterMessage);
      }
      const first = waiting[0];
      if (!first) break;
      await writeTogether(takeBatch(first.kind));
      checkpointNowAndThen();
    }
    writing = false;
  }

  port.on('message', (job: WriterMessage) => {
    waiting.push(job);
    if (!writing) void drain();
  });
}
