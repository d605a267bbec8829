import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Engine } from '../db/connection';
import type { AddressHashes } from '../lib/address-keys';
import { ACCESS_LOG_JOB, type AccessLogEntry, AccessLogRepository } from '../modules/system/access-log.repository';
import type { WriterThread } from '../writer/writer-thread';
import { pageForLog } from '../lib/request-path';

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 200;

export interface AccessLogOptions {
  db: Db;
  engine: Engine;
  hashes: AddressHashes;
  writer?: WriterThread;
}

/** A row as buffered in memory: the client's address in place of its hash, hashed when the batch is written. */
type PendingEntry = [address: string, at: string, userAgent: string, loggedIn: 0 | 1, page: string];

/**
 * The access log the privacy statement promises: per request a SHA3-256 hash of the IP under the
 * day's key, which is kept outside the database and discarded when the day ends (never the raw
 * address), time, user agent, logged-in flag and page: the route's pattern or the page path, never
 * a secret carried in a path (mailed codes, authorise tokens, favourite URLs). Rows are written in
 * batches so logging never adds a database round trip to a request; the hook is a plain callback,
 * as it runs for every request (docs/decisions/0020-per-request-costs.md).
 */
async function accessLog(app: FastifyInstance, opts: AccessLogOptions): Promise<void> {
  const repository = new AccessLogRepository(opts.db, opts.engine);
  // On SQLite the writer thread appends, so a batch never waits for the answers' lock on the event loop.
  const append = (batch: AccessLogEntry[]) =>
    opts.writer ? opts.writer.write(ACCESS_LOG_JOB, batch) : repository.append(batch);
  let buffer: PendingEntry[] = [];

  const flush = async () => {
    if (buffer.length === 0) return;
    const pending = buffer;
    buffer = [];
    try {
      // The key of the day the batch is written in: a batch never waits a second for it.
      const hashOf = await opts.hashes.today();
      await append(pending.map(([address, ...rest]): AccessLogEntry => [hashOf(address), ...rest]));
    } catch (err) {
      app.log.warn({ err, lost: pending.length }, 'access log batch not written');
    }
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  // Requests of the same millisecond share one time text.
  let lastMs = 0;
  let lastAt = '';
  const timeText = () => {
    const now = Date.now();
    if (now !== lastMs) lastAt = new Date((lastMs = now)).toISOString();
    return lastAt;
  };

  app.addHook('onResponse', (request, _reply, done) => {
    buffer.push([
      request.ip,
      timeText(),
      (request.headers['user-agent'] ?? '').slice(0, 512),
      request.accountId ? 1 : 0,
      pageForLog(request).slice(0, 1024),
    ]);
    if (buffer.length >= FLUSH_AT) void flush();
    done();
  });

  // Runs before the database closes (hooks run in registration order, db closes last).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}

// It records whether the request was signed in: after the session plugin, which decorates that.
export const accessLogPlugin = fp(accessLog, { name: 'access-log', decorators: { request: ['accountId'] } });
