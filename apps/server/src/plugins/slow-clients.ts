import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** How long a client may take; main.ts uses the defaults, tests shorten them. */
export interface HttpTimeouts {
  /** Until the request's headers are complete. */
  headersMs: number;
  /** A connection with nothing sent or received for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
  /** How long a body may come at any pace before its rate is judged. */
  bodyGraceMs: number;
  /** The slowest upload rate served after the grace period, on the bytes that arrived. */
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
 * connection ends after `idleMs`, and a body is judged by what arrives, not by the length it
 * declares: after `bodyGraceMs`, at least `minBytesPerSecond` must have come for every further
 * second, so a client sending a byte now and then (under the idle timeout, under a large
 * Content-Length) is dropped soon after the grace period. Bodies nobody reads (a 404, a refused
 * upload: Node discards them to keep the connection) are judged alike.
 */
async function slowClientGuard(app: FastifyInstance, t: HttpTimeouts): Promise<void> {
  app.server.headersTimeout = t.headersMs;
  app.server.requestTimeout = 0;
  app.addHook('onRequest', (request, _reply, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const chunked = request.headers['transfer-encoding'] !== undefined;
    if (declared > 0 || chunked) watchBodyRate(request, t);
    done();
  });
}

export const slowClientsPlugin = fp(slowClientGuard, { name: 'slow-clients' });

/**
 * Counts the connection's bytes from the request on, once per tick. A tick while the socket is
 * paused (the server is not reading: a full buffer, a body waiting for a hook) is not the
 * client's time, and a late tick (a busy server) counts as one tick: both only ever favour the
 * client.
 */
function watchBodyRate(request: FastifyRequest, t: HttpTimeouts): void {
  const socket = request.raw.socket;
  // Injected requests (tests) have no connection to watch.
  if (!(socket instanceof Socket)) return;
  const tickMs = Math.min(1000, t.bodyGraceMs);
  const bytesAtStart = socket.bytesRead;
  let readingMs = 0;
  const timer = setInterval(() => {
    if (request.raw.complete || socket.destroyed) return clearInterval(timer);
    if (socket.isPaused()) return;
    readingMs += tickMs;
    const owed = ((readingMs - t.bodyGraceMs) / 1000) * t.minBytesPerSecond;
    const received = socket.bytesRead - bytesAtStart;
    if (received >= owed) return;
    clearInterval(timer);
    request.log.info(
      { url: request.routeOptions.url, received, readingMs },
      'request body too slow; connection dropped',
    );
    socket.destroy();
  }, tickMs);
  timer.unref();
  request.raw.once('end', () => clearInterval(timer));
  request.raw.once('close', () => clearInterval(timer));
}
