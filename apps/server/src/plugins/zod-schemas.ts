import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';
import type { HttpError } from '../lib/http-error';
import { parseOrReject } from '../lib/validate';
import '../lib/zod-locale';

function isZod(schema: unknown): schema is ZodType {
  return typeof (schema as ZodType | null)?.safeParse === 'function';
}

/**
 * Routes declare zod schemas from packages/shared: the same rules and German messages as the
 * forms. Invalid input answers 400 with the first message.
 */
export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    if (!isZod(schema)) return { value: data };
    try {
      return { value: parseOrReject(schema, data) };
    } catch (error) {
      return { error: error as HttpError };
    }
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
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
