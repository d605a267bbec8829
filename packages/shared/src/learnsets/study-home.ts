import { z } from 'zod';
import { DateTimeSchema, SuccessReplySchema } from '../http/replies';
import { LearnsetBulkParamsSchema } from './api';
import { MAX_HOME_OWN_SETS, MAX_RECENT_STUDIES, STUDY_MODES, type StudyMode } from './study-modes';

const STUDY_MODE_KEYS = Object.keys(STUDY_MODES) as [StudyMode, ...StudyMode[]];

/** `POST /study/recent`: a study mode opened for a signed-in pupil with these sets. */
export const RecentStudyInputSchema = z.object({
  ids: LearnsetBulkParamsSchema.shape.ids.describe("set ids joined by '.', as in the mode's address"),
  mode: z.enum(STUDY_MODE_KEYS, { message: 'Diese Lernart gibt es nicht.' }),
});
export type RecentStudyInput = z.input<typeof RecentStudyInputSchema>;

const HomeSetSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  size: z.number().int().describe('exercises in the set'),
  mastered: z
    .number()
    .int()
    .describe("the set's exercises the pupil answered right more often than wrong (learn.ts isMastered)"),
});

/** One selection a pupil studied lately; sets deleted since are left out of it. */
export const RecentStudySchema = z.object({
  sets: z.array(HomeSetSchema).min(1),
  mode: z.enum(STUDY_MODE_KEYS),
  studied: DateTimeSchema.describe('when the mode was last opened'),
});
export type RecentStudy = z.infer<typeof RecentStudySchema>;

/** `GET /study/home`: what the signed-in start page leads with. */
export const StudyHomeReplySchema = SuccessReplySchema.extend({
  firstSignIn: z
    .boolean()
    .describe("this session is the account's first sign-in ('Willkommen' rather than 'Willkommen zurück')"),
  recent: z.array(RecentStudySchema).describe(`newest first, at most ${MAX_RECENT_STUDIES}`),
  own: z
    .array(HomeSetSchema.extend({ edited: DateTimeSchema }))
    .describe(`the pupil's own sets, newest edited first, at most ${MAX_HOME_OWN_SETS}`),
  ownTotal: z.number().int().describe('how many sets the pupil owns in all'),
  starters: z
    .array(HomeSetSchema.extend({ size: z.number().int() }))
    .describe(
      "'Zum Ausprobieren': the platform's starter sets, offered while the pupil owns no set and has studied none; else empty",
    ),
});
export type StudyHomeReply = z.infer<typeof StudyHomeReplySchema>;
