import { z } from 'zod';
import { SuccessReplySchema } from '../http/replies';

/** An exam may be set this far ahead at most: a school year and a bit. */
export const MAX_EXAM_DAYS_AHEAD = 400;
/** Every card gets a review in this many days before the exam. */
export const EXAM_REVIEW_DAYS = 3;

export const EXAM_TEXTS = {
  invalidDay: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).',
  past: 'Das Prüfungsdatum darf nicht in der Vergangenheit liegen.',
  tooFar: `Das Prüfungsdatum darf höchstens ${MAX_EXAM_DAYS_AHEAD} Tage in der Zukunft liegen.`,
  saved: 'Das Prüfungsdatum wurde gespeichert.',
  removed: 'Das Prüfungsdatum wurde entfernt.',
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real day: '2026-02-30' parses to 2 March, so the round trip must give the same text back. */
function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return DAY_PATTERN.test(day) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** `POST /learnsets/exam/{ids}`: the exam day of the selection, or null to remove it. */
export const ExamDateBodySchema = z.object({
  day: z
    .string({ error: EXAM_TEXTS.invalidDay })
    .regex(DAY_PATTERN, EXAM_TEXTS.invalidDay)
    .refine(isCalendarDay, EXAM_TEXTS.invalidDay)
    .nullable()
    .describe('YYYY-MM-DD (Zurich); null removes the exam date'),
});
export type ExamDateBody = z.infer<typeof ExamDateBodySchema>;

/** What an exam date means for the selection: cards still to review and how many a day. */
export const ExamPlanSchema = z.object({
  day: z.string().describe('YYYY-MM-DD, the earliest coming exam of the selection'),
  set_ids: z.array(z.string()).describe('the sets of the selection with this exam'),
  days: z.number().describe('days left to learn, today included, the exam day not'),
  cards: z.number().describe('cards still to review before the exam'),
  perDay: z.number().describe('cards a day until the exam'),
});
export type ExamPlan = z.infer<typeof ExamPlanSchema>;

export const ExamReplySchema = SuccessReplySchema.extend({
  exams: z.array(z.object({ set_id: z.string(), day: z.string() })).describe("the pupil's exam day per set"),
  plan: ExamPlanSchema.nullable(),
});
export type ExamReply = z.infer<typeof ExamReplySchema>;

/** "{n} Karten bis zur Prüfung" and how many a day: the same sentence on every screen. */
export function examPlanText(plan: ExamPlan): string {
  const cards = plan.cards === 1 ? '1 Karte' : `${plan.cards} Karten`;
  const date = plan.day.split('-').reverse().join('.');
  if (plan.days <= 1) return `${cards} bis zur Prüfung am ${date}: alle heute.`;
  return `${cards} bis zur Prüfung am ${date}: etwa ${plan.perDay} pro Tag in den nächsten ${plan.days} Tagen.`;
}
