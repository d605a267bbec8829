import { z } from 'zod';

/**
 * The reply schemas every call shares (the HTTP contract's envelope). Routes declare them through
 * the type provider, so handlers are typed by them and `/api/v1/openapi.json` documents them.
 */
export const ErrorReplySchema = z.object({
  status: z.literal('error'),
  message: z.string().describe('German, for the user'),
  error: z.string().optional().describe("machine-readable reason, e.g. 'sign-in failed'"),
});

export const SuccessReplySchema = z.object({ status: z.literal('success') });
export type SuccessReply = z.infer<typeof SuccessReplySchema>;
export const MessageReplySchema = SuccessReplySchema.extend({ message: z.string().describe('German, for the user') });
export type MessageReply = z.infer<typeof MessageReplySchema>;

/** A reply that is not JSON (an image, a QR-bill): documented by its media type. */
export function binaryReply(description: string) {
  return z.custom<Uint8Array | string>(() => true).meta({ type: 'string', format: 'binary', description });
}

/** True for a reply documented by its media type (`binaryReply`): bytes, not JSON to check. */
export function isBinaryReply(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.format === 'binary';
}

/** `YYYY-MM-DD_HH-MM-SS`, Europe/Zurich (SPEC's date format). */
export const DateTimeSchema = z.string().describe('YYYY-MM-DD_HH-MM-SS, Europe/Zurich');
