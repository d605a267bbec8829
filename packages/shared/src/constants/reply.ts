import { z } from 'zod';
import { SINGLE_LINE_CHECK } from '../format/plain-text';
import { SuccessReplySchema } from '../http/replies';

const SearchEngineSchema = z.object({ url: z.string().describe("template with '%s'"), recommended: z.boolean() });

/** `GET /constants` (SPEC §3): reference data as the server sends it. */
export const ConstantsReplySchema = SuccessReplySchema.extend({
  extensions: z.record(z.string(), z.string()).describe('mimetype → label'),
  extensionsReverse: z.record(z.string(), z.string()).describe('label → mimetype'),
  fileTypes: z.record(z.string(), z.string()),
  grades: z.array(z.string()),
  languages: z.array(z.string()),
  searchEngines: z.record(z.string(), SearchEngineSchema),
  sizeUnits: z.array(z.string()),
  subjects: z.record(z.string(), z.string()).describe('abbreviation → name'),
  themes: z.record(z.string(), z.string()),
  imprint: z.object({ name: z.string(), address: z.string(), city: z.string(), mail: z.string() }),
  schoolEmailDomain: z.string(),
});

export const HealthReplySchema = z.object({
  status: z.enum(['success', 'error']),
  database: z.enum(['ok', 'down']),
  message: z.string().optional(),
});

/** `GET /news/{id}`: a news article as sanitised HTML. */
/** An id that names no article is a 404 of the store, not a 400. */
export const NewsParamsSchema = z.object({ id: z.string().check(SINGLE_LINE_CHECK) });
export const NewsReplySchema = SuccessReplySchema.extend({ content: z.string().describe('sanitised HTML') });
