import type { FastifyInstance } from 'fastify';
import type { Db, Engine } from '../db/connection';
import { saltedHash } from '../lib/ids';
import { boundedMemo } from '../lib/memo';
import { type AccessLogEntry, AccessLogRepository } from '../modules/system/access-log.repository';
import type { WriterThread } from '../writer/writer-thread';
import { pageForLog } from './request-path';

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 200;

/**
 * The access log the privacy statement promises: per request a salted SHA3-256 hash of the IP
 * (never the raw address), time, user agent, logged-in flag and page: the route's pattern or the
 * page path, never a secret carried in a path (mailed codes, authorise tokens, favourite URLs).
 * Rows are written in batches so logging never adds a database round trip to a request; the hook
 * is a plain callback, as it runs for every request (docs/decisions/0020-per-request-costs.md).
 */
export function registerAccessLog(
  app: FastifyInstance,
  opts: { db: Db; engine: Engine; salt: string; writer?: WriterThread },
): void {
  const repository = new AccessLogRepository(opts.db, opts.engine);
  // On SQLite the writer thread appends, so a batch never waits for the answers' lock on the event loop.
  const append = (batch: AccessLogEntry[]) =>
    opts.writer ? opts.writer.write('access-log', batch) : repository.append(batch);
  let buffer: AccessLogEntry[] = [];

  const flush = async () => {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    try {
      await append(batch);
    } catch (err) {
      app.log.warn({ err, lost: batch.length }, 'access log batch not written');
    }
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  // A school's pupils come from a few addresses: each is hashed once, not per request.
  const hashOf = boundedMemo((ip) => saltedHash(opts.salt, ip));
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
      hashOf(request.ip),
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
