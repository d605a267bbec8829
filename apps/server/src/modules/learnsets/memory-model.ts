import { type Card, createEmptyCard, fsrs, Rating, type State } from 'ts-fsrs';
import { addDays, EXAM_REVIEW_DAYS, zurichStartOfDay } from '@app/shared';
import type { Database } from '../../db/schema';

/** A card's memory state: its row without the answer counts. */
export type CardStateRow = Omit<Database['card_states'], 'correct' | 'wrong'>;

/** SPEC-independent default of the product: nine in ten cards still known when they come back. */
export const DEFAULT_RETENTION = 0.9;
/** Answers sent later (an offline queue) may be this old at most. */
export const MAX_ANSWER_AGE_MS = 30 * 24 * 3600 * 1000;

const schedulers = new Map<number, ReturnType<typeof fsrs>>();
function scheduler(retention: number) {
  let found = schedulers.get(retention);
  // One 10-minute step: a wrong card comes back in the same session, a right new one graduates
  // (due in days); no fuzz, so Monday's answers give Tuesday exactly the cards FSRS names.
  const params = {
    request_retention: retention,
    enable_fuzz: false,
    learning_steps: ['10m'],
    relearning_steps: ['10m'],
  };
  if (!found) schedulers.set(retention, (found = fsrs(params as Parameters<typeof fsrs>[0])));
  return found;
}

/**
 * When an answer counts: what the browser says, clamped to the last 30 days and never in the
 * future (a wrong clock or a forged time cannot move cards around).
 */
export function answerTime(claimed: string | undefined, now: Date): Date {
  const at = claimed ? new Date(claimed) : now;
  if (Number.isNaN(at.getTime()) || at > now) return now;
  const earliest = new Date(now.getTime() - MAX_ANSWER_AGE_MS);
  return at < earliest ? earliest : at;
}

function toCard(row: CardStateRow | undefined, at: Date): Card {
  if (!row) return createEmptyCard(at);
  return {
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: 0,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.last_review ? new Date(row.last_review) : undefined,
  };
}

/** The last days before an exam, as instants: when they begin, and when the day before it begins. */
export function examWindow(examDay: string) {
  return {
    windowStart: zurichStartOfDay(addDays(examDay, -EXAM_REVIEW_DAYS)),
    dayBefore: zurichStartOfDay(addDays(examDay, -1)),
    examStart: zurichStartOfDay(examDay),
  };
}

/**
 * The latest a card may come due when its set has an exam on `examDay`: a review before the last
 * three days brings it back when they begin, so every card gets one; a review within them brings
 * it back on the day before the exam at the latest. Reviewed on that day or later: no cap, the card
 * has had its review (and after the exam FSRS alone decides again).
 */
export function examCap(examDay: string, reviewedAt: Date): Date | undefined {
  const { windowStart, dayBefore } = examWindow(examDay);
  if (reviewedAt < windowStart) return windowStart;
  if (reviewedAt < dayBefore) return dayBefore;
  return undefined;
}

/**
 * The card after one answer (FSRS-6 by ts-fsrs): right counts as Good, wrong as Again; a
 * right/wrong-only rating loses very little prediction accuracy. An answer older than the card's
 * last review (sent late from an offline queue) is applied at that review's time. An exam date
 * of the card's set caps the interval (examCap).
 */
export function reviewCard(
  row: CardStateRow | undefined,
  correct: boolean,
  at: Date,
  retention = DEFAULT_RETENTION,
  examDay?: string | null,
): Omit<CardStateRow, 'user_id' | 'exercise_id'> {
  const last = row?.last_review ? new Date(row.last_review) : undefined;
  const when = last && at < last ? last : at;
  const { card } = scheduler(retention).next(toCard(row, when), when, correct ? Rating.Good : Rating.Again);
  const cap = examDay ? examCap(examDay, when) : undefined;
  return {
    due: (cap && cap < card.due ? cap : card.due).toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: (card.last_review ?? when).toISOString(),
  };
}
