import { z } from 'zod';
import { SINGLE_LINE_CHECK } from '../format/plain-text';
import { SuccessReplySchema } from '../http/replies';
import { ItemSummarySchema } from '../items/item-reply';

/** One card of `GET /documents/list`: every SPEC §3 field of a document. */
export const DocumentSummarySchema = ItemSummarySchema.extend({
  size: z.number().describe('bytes'),
  extension: z.string().describe("the file's extension in lower case, e.g. 'pdf'"),
  mimetype: z.string(),
  formated_size: z.string().describe("e.g. '1.4 MB'"),
});
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

/** `GET /documents/data/{id}`: the whole document plus the file's address. */
export const DocumentDetailsSchema = DocumentSummarySchema.extend({
  url: z.string().describe('/dateien/dokumente/{id}/{sanitised title}.{ext}'),
});
export type DocumentDetails = z.infer<typeof DocumentDetailsSchema>;

export const DocumentListReplySchema = SuccessReplySchema.extend({ documents: z.array(DocumentSummarySchema) });
export type DocumentListReply = z.infer<typeof DocumentListReplySchema>;
export const DocumentDataReplySchema = SuccessReplySchema.extend({ document: DocumentDetailsSchema });
export type DocumentDataReply = z.infer<typeof DocumentDataReplySchema>;
/** `GET /documents/storage`: how much of the account's storage its documents use, in bytes. */
export const StorageReplySchema = SuccessReplySchema.extend({ used: z.number(), quota: z.number() });
export type StorageReply = z.infer<typeof StorageReplySchema>;

export const DocumentIdParamsSchema = z.object({ id: z.string().check(SINGLE_LINE_CHECK) });
