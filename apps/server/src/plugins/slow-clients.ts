import type { FastifyInstance } from 'fastify';

/** How long a client may take; main.ts uses the defaults, tests shorten them. */
export interface HttpTimeouts {
  /** Until the request's headers are complete. */
  headersMs: number;
  /** A connection with nothing sent or received for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
  /** A body's allowance: this much time plus its declared size at `minBytesPerSecond`. */
  bodyGraceMs: number;
  /** The slowest upload rate still served; a client trickling slower is dropped. */
  minBytesPerSecond: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
  bodyGraceMs: 30_000,
  minBytesPerSecond: 64 * 1024,
};

/** The Fastify server options for the connection-level timeouts. */
export function serverTimeouts(t: HttpTimeouts) {
  return { connectionTimeout: t.idleMs, keepAliveTimeout: t.keepAliveMs };
}

/**
 * Slow clients cannot hold connections: headers must arrive within `headersMs`, a silent
 * connection ends after `idleMs`, and a body must arrive at an average of at least
 * `minBytesPerSecond` (plus a grace period), so a client sending a byte now and then to stay
 * under the idle timeout is dropped as well. A body without a declared length gets the grace
 * period only (browsers always declare it).
 */
export function registerSlowClientGuard(app: FastifyInstance, t: HttpTimeouts): void {
  app.server.headersTimeout = t.headersMs;
  app.server.requestTimeout = 0;
  app.addHook('onRequest', (request, _reply, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const chunked = request.headers['transfer-encoding'] !== undefined;
    if (!(declared > 0) && !chunked) return done();
    const allowanceMs = t.bodyGraceMs + (declared > 0 ? (declared / t.minBytesPerSecond) * 1000 : 0);
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      request.log.info({ url: request.routeOptions.url, declared }, 'request body too slow; connection dropped');
      request.raw.socket.destroy();
    }, allowanceMs);
    timer.unref();
    request.raw.once('end', () => clearTimeout(timer));
    request.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
