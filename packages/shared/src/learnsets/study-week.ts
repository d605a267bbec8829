import { z } from 'zod';
import { addDays, toZurichDay, zurichStartOfDay } from '../format/dates';
import { SuccessReplySchema } from '../http/replies';

/** Days in a week, and so the highest weekly goal: every day. */
export const WEEK_DAYS = 7;

/** The pupil's Zurich week, Monday to Sunday, as the study home shows it. */
export interface ZurichWeek {
  /** The Zurich day of `now`, `YYYY-MM-DD`. */
  today: string;
  /** Monday to Sunday, `YYYY-MM-DD`. */
  days: string[];
  /** The instant each day begins (00:00 in Zurich, summer or winter time), then next Monday's: 8 instants. */
  starts: Date[];
}

/** Monday 0 … Sunday 6 of a calendar day `YYYY-MM-DD`. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % WEEK_DAYS;

/** The Zurich week (Monday to Sunday) that `now` falls in: a new one begins at Monday 00:00 in Zurich. */
export function zurichWeek(now: Date): ZurichWeek {
  const today = toZurichDay(now);
  const monday = addDays(today, -weekdayOf(today));
  const days = Array.from({ length: WEEK_DAYS }, (_, i) => addDays(monday, i));
  const starts = [...days, addDays(monday, WEEK_DAYS)].map(zurichStartOfDay);
  return { today, days, starts };
}

const dayWord = (n: number) => (n === 1 ? 'Tag' : 'Tagen');

/**
 * The week in words, always counted from the days studied, never from the days missed: '3 von 5
 * Tagen diese Woche', and once the goal is reached 'Wochenziel erreicht: an 5 Tagen gelernt'.
 */
export function weekGoalText(studied: number, goal: number): string {
  if (studied >= goal) return `Wochenziel erreicht: an ${studied} ${dayWord(studied)} gelernt`;
  return `${studied} von ${goal} ${dayWord(goal)} diese Woche`;
}

/** `GET /study/week`: the days of this Zurich week the pupil studied on, and their weekly goal. */
export const StudyWeekReplySchema = SuccessReplySchema.extend({
  goal: z
    .number()
    .int()
    .nullable()
    .describe('days a week the pupil wants to study (1 to 7); null: the weekly goal is off (the default)'),
  today: z.string().describe('YYYY-MM-DD, Zurich'),
  days: z
    .array(
      z.object({
        day: z.string().describe('YYYY-MM-DD, Zurich'),
        studied: z.boolean().describe('an answer of the pupil was stored for that Zurich day'),
      }),
    )
    .describe('Monday to Sunday of the Zurich week of today'),
});
export type StudyWeekReply = z.infer<typeof StudyWeekReplySchema>;
