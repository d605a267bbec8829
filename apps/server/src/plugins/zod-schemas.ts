import { isBinaryReply } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';
import type { HttpError } from '../lib/http-error';
import { parseOrReject } from '../lib/validate';
import '../lib/zod-locale';

/**
 * The routes whose success reply is bytes built beforehand (compressed once, joined from cached
 * gzip pieces, JSON text assembled from the database's) instead of an object: parsing megabytes
 * per request would undo what they are for. Their reply schema is checked by `fast-paths.test.ts`,
 * which requests each of them on both engines and parses the bytes with it. Every other route
 * with a JSON reply schema is serialised through that schema.
 */
export const FAST_PATHS: ReadonlySet<string> = new Set([
  'GET /api/v1/constants',
  'GET /api/v1/documents/list',
  'GET /api/v1/learnsets/list',
  'GET /api/v1/learnsets/data/:id',
  'GET /api/v1/learnsets/bulk/:ids',
  'GET /api/v1/learnsets/session/:ids',
  'GET /api/v1/learnsets/exercises/:id/:version',
  'GET /api/v1/library/stats',
]);

declare module 'fastify' {
  interface FastifyInstance {
    /** The declared success reply schema of each route in FAST_PATHS, by `METHOD url`. */
    fastPathReplies: ReadonlyMap<string, ZodType>;
  }
}

/** A reply that breaks its route's contract: answered as a 500 (plugins/errors.ts), never sent. */
export class ReplyContractError extends Error {
  constructor(
    readonly route: string,
    problem: string,
    /** Where the reply differs from its schema: `path: message` per zod issue. */
    readonly issues: string[] = [],
  ) {
    super([`${route}: ${problem}`, ...issues].join('; '));
    this.name = 'ReplyContractError';
  }
}

function isZod(schema: unknown): schema is ZodType {
  return typeof (schema as ZodType | null)?.safeParse === 'function';
}

const isJsonReply = (schema: unknown): schema is ZodType => isZod(schema) && !isBinaryReply(schema);
/** HEAD runs the GET route's handler. */
const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const isSuccess = (status: string | number) => String(status).startsWith('2');
const stringify = (data: unknown) => JSON.stringify(data);

/** The serializer of one route's reply for one status. */
function replySerializer(schema: unknown, route: string, status: string, fastPaths: ReadonlySet<string>) {
  if (!isJsonReply(schema)) return stringify;
  if (fastPaths.has(route) && isSuccess(status)) {
    return () => {
      throw new ReplyContractError(route, `is listed in FAST_PATHS, yet its ${status} reply was an object`);
    };
  }
  return (data: unknown) => {
    // Parsed, not only checked: zod drops keys the schema does not name, so nothing unnamed leaks.
    const result = schema.safeParse(data);
    if (result.success) return JSON.stringify(result.data);
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`);
    throw new ReplyContractError(route, `its ${status} reply does not match its schema`, issues);
  };
}

/** The reply schema a route declares for the status being sent, if any. */
function declaredReply(request: FastifyRequest, status: number): unknown {
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  return response?.[status] ?? response?.[`${String(status)[0]}xx`];
}

/**
 * A success reply that skipped the serializer (a string, buffer or stream sent as it is) must come
 * from a route in FAST_PATHS: any other route with a JSON reply schema answers 500 instead.
 */
function refuseUnlistedFastPaths(app: FastifyInstance, fastPaths: ReadonlySet<string>): void {
  const serialised = new WeakSet<FastifyReply>();
  app.addHook('preSerialization', (_request, reply, payload, done) => {
    serialised.add(reply);
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isSuccess(reply.statusCode) || serialised.has(reply)) return done(null, payload);
    const route = routeKey(request.method, request.routeOptions.url ?? '');
    if (!fastPaths.has(route) && isJsonReply(declaredReply(request, reply.statusCode))) {
      return done(new ReplyContractError(route, 'sends bytes built beforehand but is not listed in FAST_PATHS'));
    }
    done(null, payload);
  });
  app.addHook('onError', (_request, reply, error, done) => {
    // The route's headers describe the reply that is not sent; the 500 is plain JSON, never kept.
    if (error instanceof ReplyContractError) {
      reply.removeHeader('content-encoding').removeHeader('etag').header('cache-control', 'no-store');
    }
    done();
  });
}

/**
 * Routes declare zod schemas from packages/shared: the same rules and German messages as the
 * forms. Invalid input answers 400 with the first message. Replies are parsed with the route's
 * reply schema for their status before they are written (a mismatch is a 500 that names the route
 * and the issue's path); routes without one, and binary replies, are written with JSON.stringify.
 */
export function registerZodSchemas(app: FastifyInstance, fastPaths: ReadonlySet<string> = FAST_PATHS): void {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    if (!isZod(schema)) return { value: data };
    try {
      return { value: parseOrReject(schema, data) };
    } catch (error) {
      return { error: error as HttpError };
    }
  });
  const fastPathReplies = new Map<string, ZodType>();
  app.decorate('fastPathReplies', fastPathReplies);
  app.setSerializerCompiler(({ schema, method, url, httpStatus = '' }) => {
    const route = routeKey(method, url);
    if (fastPaths.has(route) && isSuccess(httpStatus) && isJsonReply(schema)) fastPathReplies.set(route, schema);
    return replySerializer(schema, route, httpStatus, fastPaths);
  });
  app.addHook('onReady', async () => {
    const stale = [...fastPaths].filter((route) => !fastPathReplies.has(route));
    if (stale.length) throw new Error(`FAST_PATHS names routes without a JSON success reply: ${stale.join(', ')}`);
  });
  refuseUnlistedFastPaths(app, fastPaths);
}

/** For the OpenAPI document: zod → JSON Schema. */
export function toJsonSchema(schema: unknown): unknown {
  if (!isZod(schema)) return schema;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}
