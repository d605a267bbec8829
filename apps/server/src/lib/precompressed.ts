import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Precompressed {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Compress a reply that never changes once, instead of on every request. */
export function precompress(body: string): Precompressed {
  const raw = Buffer.from(body);
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(raw, { level: 9 }),
    etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
  };
}

export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: Precompressed, type: string) {
  reply.header('etag', body.etag).header('vary', 'accept-encoding').type(type);
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.raw);
}
