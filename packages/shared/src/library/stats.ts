import { z } from 'zod';
import { SuccessReplySchema } from '../http/replies';

/**
 * `GET /library/stats`: what the library lists show beside SPEC's fields, in one cached call:
 * counts without personal data and each document's first-page picture.
 */
export const DocumentStatsSchema = z.object({
  id: z.string(),
  /** Times the file was fetched whole (previews and downloads, ranges not counted twice). */
  downloads: z.number().int(),
  /** `/dateien/vorschaubilder/{id}-{version}.webp`, or null while none is there (the screen shows the file type's placeholder). */
  thumbnail: z.string().nullable(),
  /** Pages of the document as read for the search, 0 when unknown. */
  pages: z.number().int(),
});
export const LearnsetStatsSchema = z.object({
  id: z.string(),
  /** Accounts that studied the set at least once. */
  learners: z.number().int(),
});
export const LibraryStatsReplySchema = SuccessReplySchema.extend({
  documents: z.array(DocumentStatsSchema),
  learnsets: z.array(LearnsetStatsSchema),
});
export type LibraryStatsReply = z.infer<typeof LibraryStatsReplySchema>;
export type DocumentStats = z.infer<typeof DocumentStatsSchema>;
export type LearnsetStats = z.infer<typeof LearnsetStatsSchema>;
