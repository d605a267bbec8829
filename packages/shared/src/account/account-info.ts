import { z } from 'zod';
import { SuccessReplySchema } from '../http/replies';
import { AnswerCheckSettingSchema } from './schemas';

/** `info` of `GET /api/v1/account` (SPEC §3). Never carries secrets. */
export const AccountInfoSchema = z.object({
  id_: z.string(),
  name: z.string(),
  newsletter: z.boolean(),
  theme: z.string().describe("the colour scheme shown: the chosen one while the plan includes schemes, else 'light'"),
  iframe: z.boolean(),
  payment: z.string().describe('YYYY-MM-DD, last day Premium is valid'),
  payment_lite: z.string().describe('YYYY-MM-DD, last day Premium Lite is valid'),
  search: z.string().describe('search engine key'),
  classes: z.array(z.string()),
  grade: z.string(),
  favorites: z.array(z.string()).describe("entries 'url|label'"),
  retention: z.number().describe('share of cards to still know when they come back (0.8 to 0.95)'),
  answerCheck: AnswerCheckSettingSchema.describe("the pupil's kinder answer checking; all false is SPEC's exact match"),
  reminder: z.boolean().describe('one learning reminder mail a day when cards are due or an exam is near (opt-in)'),
  weekGoal: z
    .number()
    .int()
    .nullable()
    .describe('learn on this many days a week (1 to 7, opt-in); null: no weekly goal'),
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
