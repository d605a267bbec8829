import { API_PREFIX, HTTP_MESSAGES } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

const byStatus: Record<number, string> = {
  400: HTTP_MESSAGES.badRequest,
  401: HTTP_MESSAGES.unauthorized,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  406: HTTP_MESSAGES.badRequest,
  413: HTTP_MESSAGES.tooLarge,
  415: HTTP_MESSAGES.badRequest,
  429: HTTP_MESSAGES.tooMany,
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

/** Every API reply, also a failed one, is the JSON envelope with a German message. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
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

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}
