import { z } from 'zod';
import { GRADES } from '../constants/reference';
import { SEARCH_ENGINES } from '../constants/search-engines';
import { DESIGNATION_LIST } from '../format/class-designation';
import { multiLineText, SINGLE_LINE_CHECK, singleLineText } from '../format/plain-text';
import { THEMES } from '../constants/reference';
import type { AnswerCheckOptions } from '../learnsets/answer-check';
import { parseFavorites } from './favorites';
import { ACCOUNT_MESSAGES as M } from './messages';

/** Registration link validity (SPEC §9). */
export const REGISTRATION_CODE_TTL_MS = 15 * 60 * 1000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

/** Compare the two passwords as soon as both are text, even while other fields still fail. */
export const bothPasswordsTyped = (payload: { value: unknown }) => {
  const v = payload.value as { password?: unknown; passwordRepeat?: unknown };
  return typeof v.password === 'string' && typeof v.passwordRepeat === 'string';
};

const required = (message: string) => singleLineText({ message }).min(1, message);

/** Two capitalised words separated by one space, as the school writes names. */
const NAME = /^\p{Lu}[\p{L}'-]*\p{Ll} \p{Lu}[\p{L}'-]*\p{Ll}$/u;

export const NameSchema = required(M.nameRequired).regex(NAME, M.nameInvalid);
/** Designations as typed or pasted: any run of white space (tabs and line breaks too) is one space. */
export const ClassSchema = z
  .string({ message: M.classRequired })
  .trim()
  .overwrite((v) => v.replace(/\s+/g, ' '))
  .check(SINGLE_LINE_CHECK)
  .min(1, { message: M.classRequired, abort: true })
  .regex(DESIGNATION_LIST, M.classInvalid);
export const GradeSchema = z.enum(GRADES, { message: M.gradeRequired });

/** School address: local part of lowercase letters, digits and underscore at the school domain. */
export function schoolEmailSchema(domain: string) {
  const pattern = new RegExp(`^[a-z0-9_]+@${domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return required(M.emailRequired).regex(pattern, M.emailInvalid);
}

const passwordSchema = (requiredMessage: string, minMessage: string) =>
  z
    .string({ message: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN, minMessage)
    .max(PASSWORD_MAX, M.passwordMax);

/** `POST /account/register` body. */
export function registerRequestSchema(domain: string) {
  return z.object({
    name: NameSchema,
    class_: ClassSchema,
    grade: GradeSchema,
    email: schoolEmailSchema(domain),
    password: passwordSchema(M.passwordRequired, M.passwordMin),
    newsletter: z.boolean().default(false),
  });
}
export type RegisterRequest = z.infer<ReturnType<typeof registerRequestSchema>>;

/** The registration form: the request plus repeat and terms. */
export function registrationFormSchema(domain: string) {
  return registerRequestSchema(domain)
    .extend({
      passwordRepeat: passwordSchema(M.passwordRepeatRequired, M.passwordMin),
      terms: z.literal(true, { message: M.termsRequired }),
    })
    .refine((v) => v.password === v.passwordRepeat, {
      message: M.passwordsDiffer,
      path: ['passwordRepeat'],
      when: bothPasswordsTyped,
    });
}
export type RegistrationForm = z.input<ReturnType<typeof registrationFormSchema>>;

export const RegisterContinueSchema = z.object({ code: z.string().min(16).max(256) });

export const SignInSchema = z.object({
  email: required(M.emailRequired).pipe(z.email(M.emailInvalid)),
  password: z
    .string({ message: M.signInPasswordRequired })
    .min(1, M.signInPasswordRequired)
    .max(PASSWORD_MAX, M.passwordMax),
});
export type SignInRequest = z.infer<typeof SignInSchema>;

export const IframeSettingSchema = z.object({ iframe: z.boolean() });
export const NewsletterSettingSchema = z.object({ newsletter: z.boolean() });
export const ClassSettingSchema = z.object({ class_: ClassSchema });
export const GradeSettingSchema = z.object({ grade: GradeSchema });
export const SearchSettingSchema = z.object({
  search: z
    .string({ message: M.searchRequired })
    .check(SINGLE_LINE_CHECK)
    .refine((v) => Object.hasOwn(SEARCH_ENGINES, v), M.searchRequired),
});
export const ThemeSettingSchema = z.object({
  theme: z
    .string({ message: M.themeInvalid })
    .check(SINGLE_LINE_CHECK)
    .refine((v) => Object.hasOwn(THEMES, v), M.themeInvalid),
});

/** The choices of the learning goal: how many cards of a hundred a pupil still knows when they come back. */
export const RETENTION_CHOICES = [0.8, 0.85, 0.9, 0.95] as const;
const RETENTION_MESSAGE = 'Das Lernziel muss zwischen 80 % und 95 % liegen.';
export const RetentionSettingSchema = z.object({
  retention: z.number({ error: RETENTION_MESSAGE }).min(0.8, RETENTION_MESSAGE).max(0.95, RETENTION_MESSAGE),
});

const ANSWER_CHECK_MESSAGE = 'Die Einstellung zum Prüfen der Antworten ist ungültig.';
const answerCheckChoice = z.boolean({ error: ANSWER_CHECK_MESSAGE });
/** 'Antworten prüfen': SPEC's exact match unless the pupil loosens it (learnsets/answer-check.ts). */
export const AnswerCheckSettingSchema = z.object({
  ignoreCase: answerCheckChoice,
  ignoreAccents: answerCheckChoice,
  allowTypo: answerCheckChoice,
}) satisfies z.ZodType<AnswerCheckOptions>;

/** 'Lern-Erinnerung per E-Mail': opt-in, at most one mail a day when cards are due or an exam is near. */
export const ReminderSettingSchema = z.object({
  reminder: z.boolean({ error: 'Die Einstellung zur Lern-Erinnerung ist ungültig.' }),
});

/** The weekly goal's range: on 1 to 7 days of a week (WEEK_DAYS). */
export const WEEK_GOAL_MIN = 1;
export const WEEK_GOAL_MAX = 7;
const WEEK_GOAL_MESSAGE = 'Das Wochenziel muss zwischen 1 und 7 Tagen liegen.';
/** 'Wochenziel': opt-in, learn on N days a week (1 to 7); null switches it off again. */
export const WeekGoalSettingSchema = z.object({
  weekGoal: z
    .number({ error: WEEK_GOAL_MESSAGE })
    .int(WEEK_GOAL_MESSAGE)
    .min(WEEK_GOAL_MIN, WEEK_GOAL_MESSAGE)
    .max(WEEK_GOAL_MAX, WEEK_GOAL_MESSAGE)
    .nullable(),
});

export const PasswordSettingSchema = z.object({
  oldPassword: z
    .string({ message: M.oldPasswordRequired })
    .min(1, M.oldPasswordRequired)
    .max(PASSWORD_MAX, M.passwordMax),
  password: passwordSchema(M.newPasswordMin, M.newPasswordMin),
});
export const PasswordSettingFormSchema = PasswordSettingSchema.extend({
  passwordRepeat: z.string().min(1, M.newPasswordRepeatRequired),
}).refine((v) => v.password === v.passwordRepeat, {
  message: M.newPasswordsDiffer,
  path: ['passwordRepeat'],
  when: bothPasswordsTyped,
});

export const FavoritesSettingSchema = z.object({
  favorites: multiLineText({ message: M.favoritesInvalid })
    .max(64 * 1024, M.favoritesInvalid)
    .refine((v) => parseFavorites(v) !== null, M.favoritesInvalid),
});
