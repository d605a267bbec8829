import { HTTP_MESSAGES } from '@app/shared';
import type { z, ZodType } from 'zod';
import { HttpError } from './http-error';

/**
 * The one way outside input meets a shared schema: its value, or a 400 whose message is the
 * schema's first German message (zod's own texts are German too, see plugins/zod-schemas.ts).
 */
export function parseOrReject<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new HttpError(400, result.error.issues[0]?.message ?? HTTP_MESSAGES.badRequest);
}
