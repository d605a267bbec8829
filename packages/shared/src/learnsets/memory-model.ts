import { type Card, createEmptyCard, fsrs, Rating, type State } from 'ts-fsrs';
import { NEW_ACCOUNT_DEFAULTS } from '../account/defaults';
import { addDays, zurichStartOfDay } from '../format/dates';
import { EXAM_REVIEW_DAYS } from './exam';

/**
 * One pupil's memory state of one card (FSRS by ts-fsrs), as the server stores it and as a set
 * kept offline keeps it: the server and the device schedule with this one module, so a review
 * given offline brings a card back exactly when the server will.
 */
export interface CardMemory {
  due: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  last_review: string | null;
}

/** A pupil who never chose a learning goal: nine in ten cards still known when they come back. */
export const DEFAULT_RETENTION: number = NEW_ACCOUNT_DEFAULTS.retention;

const schedulers = new Map<number, ReturnType<typeof fsrs>>();
function scheduler(retention: number) {
  let found = schedulers.get(retention);
  // One 10-minute step: a wrong card comes back in the same session, a right new one graduates
  // (due in days); no fuzz, so Monday's answers give Tuesday exactly the cards FSRS names, on the
  // server and on the device alike.
  const params = {
    request_retention: retention,
    enable_fuzz: false,
    learning_steps: ['10m'],
    relearning_steps: ['10m'],
  };
  if (!found) schedulers.set(retention, (found = fsrs(params as Parameters<typeof fsrs>[0])));
  return found;
}

function toCard(memory: CardMemory | undefined, at: Date): Card {
  if (!memory) return createEmptyCard(at);
  return {
    due: new Date(memory.due),
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: 0,
    scheduled_days: memory.scheduled_days,
    learning_steps: memory.learning_steps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state as State,
    last_review: memory.last_review ? new Date(memory.last_review) : undefined,
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
  memory: CardMemory | undefined,
  correct: boolean,
  at: Date,
  retention = DEFAULT_RETENTION,
  examDay?: string | null,
): CardMemory {
  const last = memory?.last_review ? new Date(memory.last_review) : undefined;
  const when = last && at < last ? last : at;
  const { card } = scheduler(retention).next(toCard(memory, when), when, correct ? Rating.Good : Rating.Again);
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
