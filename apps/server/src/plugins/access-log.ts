import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { saltedHash } from '../lib/ids';
import { type AccessLogEntry, AccessLogRepository } from '../modules/system/access-log.repository';
import { pageForLog } from './request-path';

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 200;

/**
 * The access log the privacy statement promises: per request a salted SHA3-256 hash of the IP
 * (never the raw address), time, user agent, logged-in flag and page: the route's pattern or the
 * page path, never a secret carried in a path (mailed codes, authorise tokens, favourite URLs). Rows are written in
 * batches so logging never adds a database round trip to a request.
 */
export function registerAccessLog(app: FastifyInstance, opts: { db: Db; salt: string }): void {
  const repository = new AccessLogRepository(opts.db);
  let buffer: AccessLogEntry[] = [];

  const flush = async () => {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    try {
      await repository.append(batch);
    } catch (err) {
      app.log.warn({ err, lost: batch.length }, 'access log batch not written');
    }
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  // A school's pupils come from a few addresses: each is hashed once, not per request.
  const hashes = new Map<string, string>();
  const hashOf = (ip: string) => {
    let hash = hashes.get(ip);
    if (hash === undefined) {
      if (hashes.size >= 10_000) hashes.clear();
      hashes.set(ip, (hash = saltedHash(opts.salt, ip)));
    }
    return hash;
  };

  app.addHook('onResponse', async (request) => {
    buffer.push({
      ip_hash: hashOf(request.ip),
      at: new Date().toISOString(),
      user_agent: (request.headers['user-agent'] ?? '').slice(0, 512),
      logged_in: request.accountId ? 1 : 0,
      page: pageForLog(request).slice(0, 1024),
    });
    if (buffer.length >= FLUSH_AT) await flush();
  });

  // Runs before the database closes (hooks run in registration order, db closes last).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
