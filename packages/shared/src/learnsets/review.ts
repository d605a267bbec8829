import { z } from 'zod';
import { DateTimeSchema, SuccessReplySchema } from '../http/replies';
import { LearnsetBulkReplySchema } from './api';

/** `GET /review/summary`: the pupil's cards across every set they have started. */
export const ReviewSummaryReplySchema = SuccessReplySchema.extend({
  due: z.number().describe('cards due now'),
  new: z.number().describe('cards of started sets never answered'),
  learning: z.number().describe('cards in their first steps or relearning'),
  review: z.number().describe('cards in long-term review'),
  next: DateTimeSchema.nullable().describe('when the next card not yet due comes due'),
});
export type ReviewSummaryReply = z.infer<typeof ReviewSummaryReplySchema>;

export const MAX_REVIEW_LIMIT = 1000;
/** `GET /review/due?limit=N`. */
export const ReviewDueQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Die Anzahl muss eine Zahl sein.' })
    .int('Die Anzahl muss eine ganze Zahl sein.')
    .min(1, 'Die Anzahl muss mindestens 1 sein.')
    .max(MAX_REVIEW_LIMIT, `Es können höchstens ${MAX_REVIEW_LIMIT} Karten auf einmal geladen werden.`)
    .default(200),
});
/** The due cards in learn mode's shape, most overdue first. */
export const ReviewDueReplySchema = LearnsetBulkReplySchema;

/** What a pupil did in one study mode of a set, read from the answers log (its last ANSWER_LOG_DAYS days). */
export const ModeProgressSchema = z.object({
  answered: z.number().describe('exercises answered at least once in this mode'),
  right: z.number().describe('of those, the ones whose latest answer in this mode was right'),
});
export type ModeProgress = z.infer<typeof ModeProgressSchema>;

/** One set's progress for the signed-in pupil (`GET /learnsets/progress/{ids}`). */
export const SetProgressSchema = z.object({
  set_id: z.string(),
  new: z.number().describe('never answered'),
  learning: z.number().describe('in the first steps or relearning'),
  known: z.number().describe('in long-term review'),
  dueByDay: z
    .array(z.object({ day: z.string().describe('YYYY-MM-DD, Zurich'), due: z.number() }))
    .describe('cards due on each of the next 7 days; overdue ones count today'),
  // Added later: optional, as copies kept offline before then lack them.
  mastered: z
    .number()
    .optional()
    .describe('exercises answered right more often than wrong, over every mode (learn.ts isMastered)'),
  modes: z
    .object({ cards: ModeProgressSchema, test: ModeProgressSchema, match: ModeProgressSchema })
    .optional()
    .describe('per study mode without a memory state of its own: Karteikarten, Test, Zuordnen'),
});
export type SetProgress = z.infer<typeof SetProgressSchema>;
export const SetProgressReplySchema = SuccessReplySchema.extend({ progress: z.array(SetProgressSchema) });
export type SetProgressReply = z.infer<typeof SetProgressReplySchema>;

/** One card's memory state (learnsets/memory-model.ts's CardMemory) with its exercise and set. */
export const KeptCardMemorySchema = z.object({
  exercise_id: z.string(),
  set_id: z.string(),
  due: z.string().describe('when the card comes due (ISO 8601)'),
  stability: z.number(),
  difficulty: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number().describe('0 new, 1 learning, 2 review, 3 relearning'),
  last_review: z.string().nullable().describe('ISO 8601'),
});
export type KeptCardMemory = z.infer<typeof KeptCardMemorySchema>;

/**
 * `GET /review/memory/{ids}`: what a device needs to review these sets offline with the server's
 * scheduler: the pupil's memory state of every card answered, their learning goal and exam days.
 */
export const ReviewMemoryReplySchema = SuccessReplySchema.extend({
  retention: z.number().describe("the pupil's learning goal (FSRS desired retention)"),
  exams: z.array(z.object({ set_id: z.string(), day: z.string().describe('YYYY-MM-DD, Zurich') })),
  cards: z.array(KeptCardMemorySchema),
});
export type ReviewMemoryReply = z.infer<typeof ReviewMemoryReplySchema>;
