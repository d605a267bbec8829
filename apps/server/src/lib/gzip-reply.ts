import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type GzipSegment, joinGzip } from './gzip-segments';

/**
 * Sends JSON made of pieces compressed beforehand: framed as one gzip member for a client that
 * accepts gzip (every browser), streamed from the cached buffers without copying them. Any other
 * client gets the plain bytes, which the compression plugin treats like any other reply.
 */
export function sendGzipSegments(request: FastifyRequest, reply: FastifyReply, segments: readonly GzipSegment[]) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const parts = gzip ? joinGzip(segments) : segments.map((segment) => segment.raw);
  if (gzip) reply.header('content-encoding', 'gzip');
  reply.header(
    'content-length',
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  return reply.send(Readable.from(parts));
}
