import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HTTP_MESSAGES } from '@app/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

const byStatus: Record<number, string> = {
  400: HTTP_MESSAGES.badRequest,
  401: HTTP_MESSAGES.unauthorized,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  406: HTTP_MESSAGES.badRequest,
  408: HTTP_MESSAGES.timeout,
  413: HTTP_MESSAGES.tooLarge,
  414: HTTP_MESSAGES.uriTooLong,
  415: HTTP_MESSAGES.badRequest,
  429: HTTP_MESSAGES.tooMany,
  431: HTTP_MESSAGES.headersTooLarge,
  503: HTTP_MESSAGES.unavailable,
};

/** Errors that mean the database is unreachable, not that the request was wrong. */
function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  const message = error instanceof Error ? error.message : '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003', 'SQLITE_BUSY'].includes(
      code,
    ) || /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  );
}

/** The client went away before its request was read or answered (closed tab, lost network). */
function clientGone(request: FastifyRequest): boolean {
  // The socket, not the request stream: a request whose body was read is destroyed, yet answerable.
  return request.raw.socket?.destroyed === true;
}

/** Bodies up to this size are read to their end after a 413, so the client gets to read the answer. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * A JSON body over the limit: Fastify answers and closes the connection, and closing with unread
 * data sends a TCP reset that makes the client, still sending, lose the answer. Up to a bound the
 * rest is read and discarded instead, the connection stays open and the client reads the German
 * 413. Larger declared bodies are not worth receiving: that connection still closes.
 */
function drainBody(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length'] ?? Infinity);
  if (!(declared <= DRAIN_LIMIT)) return;
  reply.removeHeader('connection');
  request.raw.resume();
}

/** The German envelope for a status, as JSON text (for replies written straight to a socket). */
function errorEnvelope(status: number): string {
  return JSON.stringify({ status: 'error', message: byStatus[status] ?? HTTP_MESSAGES.internal });
}

/**
 * Every reply, also a failed one, is the JSON envelope with a German message: errors of routes,
 * of the router (too-long or malformed URLs) and of the connection (oversized headers, a request
 * that arrived too slowly).
 */
async function germanErrors(app: FastifyInstance): Promise<void> {
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ route: request.routeOptions.url }, 'client aborted the request');
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Before anything else: an aborted upload's stream error looks like a lost database (ECONNRESET).
    // The abort itself is logged by the onRequestAbort hook; nobody is left to answer.
    if (clientGone(request)) return reply.code(499).send();
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainBody(request, reply);
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ status: 'error', message: error.message, ...(error.reason ? { error: error.reason } : {}) });
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ status: 'error', message: HTTP_MESSAGES.unavailable });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ status: 'error', message: byStatus[status] ?? HTTP_MESSAGES.internal });
  });
}

export const errorsPlugin = fp(germanErrors, { name: 'errors' });

/** Fastify's `frameworkErrors`: a malformed (400) or too-long (414) URL, answered in German. */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).type('application/json; charset=utf-8').send(errorEnvelope(status));
}

/**
 * Node's `clientError`: what went wrong before a request existed (headers too large, a request
 * that arrived too slowly, garbage). The connection ends after a German envelope.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = errorEnvelope(status);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
