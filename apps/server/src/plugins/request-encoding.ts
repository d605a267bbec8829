import { HTTP_MESSAGES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/**
 * Refuses a request whose body is sent compressed (a Content-Encoding other than identity) with
 * 415, before a byte of it is read. No client of this server compresses what it sends, and a
 * compressed body is a bomb at no cost to its sender: 256 KB of gzip inflate to 256 MB, a second
 * of the server's CPU even when the output is thrown away. @fastify/compress's own request
 * decompression is off (app.ts), so nothing on the server inflates a request.
 */
async function refuseCompressedBodies(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding === undefined || encoding === '' || encoding === 'identity') return;
    // The body is not wanted: the connection closes instead of its rest being read.
    reply.header('connection', 'close');
    throw new HttpError(415, HTTP_MESSAGES.compressedBody);
  });
}

export const requestEncodingPlugin = fp(refuseCompressedBodies, { name: 'request-encoding' });
