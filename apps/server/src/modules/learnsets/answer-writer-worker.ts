// The entry of the answers' writer thread (answer-writer-thread.ts): a SQLite connection of its
// own that counts and writes the answers, off the event loop that reads the requests.
import { type MessagePort, parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { openDatabase, sqliteConnectionOf } from '../../db/connection';
import { Throttle } from '../../lib/throttle';
import { type AnswerOutcome, throttledAnswerWrite } from './answer-writer';
import { type AnswerRecord, LearnStatisticsRepository } from './learn-statistics.repository';

export interface WriterData {
  dataDir: string;
  /** How often, at most, the thread copies the log into the database file itself. */
  checkpointMs: number;
}
/** The answers of one turn of the server's event loop. */
export interface WriterJob {
  id: number;
  records: AnswerRecord[];
}
export type WriterReply =
  { id: number; outcomes: AnswerOutcome[] } | { id: number; error: { message: string; code?: string } };

/** Answers written in one transaction at most; more wait for the next. */
const MAX_BATCH = 500;

const port = parentPort as MessagePort;
const { dataDir, checkpointMs } = workerData as WriterData;
const { db } = openDatabase({ dataDir, checkpoints: false });
const write = throttledAnswerWrite(new LearnStatisticsRepository(db), await Throttle.open(db));
let lastCheckpoint = Date.now();

/**
 * Under a steady stream of answers the checkpointer thread (db/connection.ts) never reaches the
 * log's end, so SQLite never starts the log anew: it grew by 1 GB a minute and every read slowed
 * down with it. Between two batches nothing writes, so a checkpoint here copies the log to its end
 * (most of it the checkpointer copied already) and the next batch starts the log again. When the
 * checkpointer was copying meanwhile (busy), the next pause tries again.
 */
function checkpointNowAndThen(): void {
  if (Date.now() - lastCheckpoint < checkpointMs) return;
  const [result] = sqliteConnectionOf(db)?.pragma('wal_checkpoint(PASSIVE)') as CheckpointResult[];
  if (result && result.busy === 0 && result.log === result.checkpointed) lastCheckpoint = Date.now();
}
interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

const waiting: WriterJob[] = [];
let writing = false;

/**
 * Writes what has arrived, one transaction at a time: the jobs that came while a batch was written
 * are taken together, straight from the port, so the thread goes on without waiting for the event
 * loop in between. Each job is answered with its own outcomes.
 */
async function drain(): Promise<void> {
  writing = true;
  for (;;) {
    for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port)) {
      waiting.push(next.message as WriterJob);
    }
    if (waiting.length === 0) break;
    const jobs: WriterJob[] = [];
    let size = 0;
    while (waiting.length > 0 && (jobs.length === 0 || size + (waiting[0] as WriterJob).records.length <= MAX_BATCH)) {
      const job = waiting.shift() as WriterJob;
      jobs.push(job);
      size += job.records.length;
    }
    try {
      const outcomes = await write(jobs.flatMap((job) => job.records));
      let at = 0;
      for (const job of jobs) {
        port.postMessage({
          id: job.id,
          outcomes: outcomes.slice(at, (at += job.records.length)),
        } satisfies WriterReply);
      }
    } catch (caught) {
      const { message, code } = caught as Error & { code?: string };
      for (const job of jobs) port.postMessage({ id: job.id, error: { message, code } } satisfies WriterReply);
    }
    checkpointNowAndThen();
  }
  writing = false;
}

port.on('message', (job: WriterJob) => {
  waiting.push(job);
  if (!writing) void drain();
});
