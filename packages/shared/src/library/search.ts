import { z } from 'zod';
import { SINGLE_LINE_CHECK } from '../format/plain-text';
import { DateTimeSchema, SuccessReplySchema } from '../http/replies';

/** The longest search text: longer questions are cut here, not refused. */
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 50;

export const SEARCH_KINDS = ['all', 'documents', 'learnsets'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** `GET /library/search?q=…&kind=…&limit=…`: one search box for documents and sets. */
export const SearchQuerySchema = z.object({
  q: z
    .string()
    .check(SINGLE_LINE_CHECK)
    .overwrite((q) => q.trim().slice(0, SEARCH_QUERY_MAX))
    .min(1, 'Bitte geben Sie einen Suchbegriff ein.'),
  kind: z.enum(SEARCH_KINDS).default('all'),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(20),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** A piece of a snippet: `match` pieces are the words that matched (the screen highlights them). */
export const SnippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPartSchema>;

export const SearchHitSchema = z.object({
  kind: z.enum(['document', 'learnset']),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  class_: z.string(),
  owner_name: z.string(),
  edited: DateTimeSchema,
  /** Documents: the file's extension in lower case; sets: ''. */
  extension: z.string(),
  /** Where it matched: the title, the description, the document's text or a card. */
  where: z.enum(['title', 'description', 'meta', 'text', 'card']),
  /** About 160 characters around the match; empty when only the title matched. */
  snippet: z.array(SnippetPartSchema),
  /** The first page as a picture (`/dateien/vorschaubilder/…`), when one could be made. */
  thumbnail: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchReplySchema = SuccessReplySchema.extend({
  hits: z.array(SearchHitSchema),
  /** Words of the query read otherwise: a typo's correction or a compound's parts (shown as "Gesucht: …"). */
  readAs: z.array(z.string()),
});
export type SearchReply = z.infer<typeof SearchReplySchema>;
