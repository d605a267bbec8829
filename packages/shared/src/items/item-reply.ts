import { z } from 'zod';
import { DateTimeSchema } from '../http/replies';

/**
 * What a document and a learning set both are as the API sends them (SPEC §3): the six item
 * fields of the forms (as `class_` in replies), with id, owner and dates.
 */
export const ItemSummarySchema = z.object({
  id_: z.string(),
  title: z.string(),
  subject: z.string().describe('subject abbreviation, e.g. MA'),
  description: z.string(),
  class_: z.string(),
  grade: z.string(),
  language: z.string(),
  owner: z.string().describe('the owner account id'),
  owner_name: z.string(),
  created: DateTimeSchema,
  edited: DateTimeSchema,
});
export type ItemSummary = z.infer<typeof ItemSummarySchema>;

/** `{ status, id, message }` of an upload that created an item. */
export const ItemCreatedReplySchema = z.object({
  status: z.literal('success'),
  id: z.string(),
  message: z.string(),
});
export type ItemCreatedReply = z.infer<typeof ItemCreatedReplySchema>;
