import { z } from 'zod';
import { SuccessReplySchema } from '../http/replies';

/** `info` of `GET /api/v1/account` (SPEC §3). Never carries secrets. */
export const AccountInfoSchema = z.object({
  id_: z.string(),
  name: z.string(),
  newsletter: z.boolean(),
  theme: z.string(),
  iframe: z.boolean(),
  payment: z.string().describe('YYYY-MM-DD, last day Premium is valid'),
  payment_lite: z.string().describe('YYYY-MM-DD, last day Premium Lite is valid'),
  search: z.string().describe('search engine key'),
  classes: z.array(z.string()),
  grade: z.string(),
  favorites: z.array(z.string()).describe("entries 'url|label'"),
  retention: z.number().describe('share of cards to still know when they come back (0.8 to 0.95)'),
});
export type AccountInfo = z.infer<typeof AccountInfoSchema>;

export const AccountSchema = z.object({
  valid: z.boolean(),
  paid: z.boolean(),
  paidLite: z.boolean(),
  info: AccountInfoSchema.nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

/** `GET /account`. */
export const AccountReplySchema = SuccessReplySchema.extend(AccountSchema.shape);

export const VISITOR_ACCOUNT: Account = { valid: false, paid: false, paidLite: false, info: null };
