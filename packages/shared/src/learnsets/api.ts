import { z } from 'zod';
import { MULTI_LINE_CHECK, SINGLE_LINE_CHECK } from '../format/plain-text';
import { MessageReplySchema, SuccessReplySchema } from '../http/replies';
import { ItemCreatedReplySchema, ItemSummarySchema } from '../items/item-reply';
import { ID_PATTERN } from '../items/id';
import { ExerciseImagesSchema } from './images-api';
import type { ExerciseStats } from './learn';
import { LEARNSET_TEXTS, MAX_ANSWER_LENGTH, MAX_LEARN_SETS, splitLearnsetIds } from './texts';

/** A learning set as the API sends it (SPEC §3). Dates are 'YYYY-MM-DD_HH-MM-SS', Zurich. */
export const LearnsetSchema = ItemSummarySchema.extend({
  size: z.number().describe('number of exercises'),
  // Beyond SPEC; optional, as copies saved before it existed lack it (then the questions are German).
  question_language: z.string().optional().describe('language of the questions (`language` is the answers’)'),
});
export type Learnset = z.infer<typeof LearnsetSchema>;

/** One exercise (SPEC §3); `answers` are the alternatives, without the model answer. */
export const ExerciseSchema = z.object({
  id_: z.string(),
  set_id: z.string(),
  question: z.string(),
  answer: z.string().describe('the model answer'),
  answers: z.array(z.string()).describe('further accepted answers'),
  frequency: z.number().describe('weight'),
  auto_check: z.number().describe('unused'),
  // Beyond SPEC: present only when the exercise has an image, so replies without images are unchanged.
  ...ExerciseImagesSchema.shape,
});
export type Exercise = z.infer<typeof ExerciseSchema>;

const ExerciseStatsSchema = z.object({ correct: z.number(), wrong: z.number() });
/** A user's statistics by exercise id. */
export type ExerciseStatsMap = Record<string, ExerciseStats>;

export const LearnsetListReplySchema = SuccessReplySchema.extend({ learnsets: z.array(LearnsetSchema) });
export type LearnsetListReply = z.infer<typeof LearnsetListReplySchema>;
export const LearnsetDataReplySchema = SuccessReplySchema.extend({
  learnset: LearnsetSchema,
  exercises: z.array(ExerciseSchema),
});
export type LearnsetDataReply = z.infer<typeof LearnsetDataReplySchema>;
/** `stats` only for a signed-in user. */
export const LearnsetBulkReplySchema = SuccessReplySchema.extend({
  learnsets: z.array(LearnsetSchema),
  exercises: z.array(ExerciseSchema),
  stats: z.record(z.string(), ExerciseStatsSchema).optional().describe('by exercise id; signed in only'),
});
export type LearnsetBulkReply = z.infer<typeof LearnsetBulkReplySchema>;

/**
 * `GET /learnsets/session/{ids}`: what the web app needs to start learn mode besides the
 * exercises, which it fetches per set from `/learnsets/exercises/{id}/{version}` (cached for good).
 */
const ExercisesVersionsSchema = z
  .record(z.string(), z.string())
  .describe("the version of each set's exercises, by set id");
export const LearnSessionReplySchema = SuccessReplySchema.extend({
  learnsets: z.array(LearnsetSchema),
  versions: ExercisesVersionsSchema,
  stats: z.record(z.string(), ExerciseStatsSchema).optional().describe('by exercise id; signed in only'),
});
export type LearnSessionReply = z.infer<typeof LearnSessionReplySchema>;

/**
 * `GET /learnsets/start/{ids}`: learn mode's first screen in a few hundred bytes, so the first
 * question shows before the exercises and statistics (megabytes for big sets) are parsed: the
 * sets, how many exercises they hold, the pupil's answers to them so far and the first question,
 * chosen by the server with SPEC §9's weights (null when the sets hold no exercise).
 */
export const LearnStartReplySchema = SuccessReplySchema.extend({
  learnsets: z.array(LearnsetSchema),
  exercise_count: z.number().int(),
  correct: z.number().int().describe("the pupil's correct answers to these sets' exercises; 0 for visitors"),
  wrong: z.number().int(),
  first: z.object({ exercise: ExerciseSchema, stats: ExerciseStatsSchema }).nullable(),
});
export type LearnStartReply = z.infer<typeof LearnStartReplySchema>;

/**
 * `GET /learnsets/versions/{ids}`: the session call's versions alone, a few bytes, so a first
 * visit fetches the exercise parts while the session call's statistics are still on their way.
 */
export const LearnsetVersionsReplySchema = SuccessReplySchema.extend({ versions: ExercisesVersionsSchema });
export type LearnsetVersionsReply = z.infer<typeof LearnsetVersionsReplySchema>;

/** `/learnsets/exercises/{id}/{version}`: the version the session call named. */
export const SetExercisesParamsSchema = z.object({
  id: z.string().regex(ID_PATTERN, LEARNSET_TEXTS.notFound),
  version: z.string().regex(/^v\d{0,20}$/, LEARNSET_TEXTS.notFound),
});
/** One exercise as a row: half the bytes of the object, for 10,000 exercises on a phone. */
export const ExerciseRowSchema = z
  .tuple([
    z.string(),
    z.string(),
    z.string(),
    z.array(z.string()),
    z.number(),
    z.number(),
    z.string().nullable().optional(),
    z.string().nullable().optional(),
  ])
  .describe('[id_, question, answer, answers, frequency, auto_check, question_image?, answer_image?]');
export const SetExercisesReplySchema = SuccessReplySchema.extend({
  set_id: z.string(),
  rows: z.array(ExerciseRowSchema),
});
export type SetExercisesReply = z.infer<typeof SetExercisesReplySchema>;

/**
 * What an upload left out or shortened, one German line each (an Anki deck's cards with an empty
 * front, image occlusions without a usable picture, pictures missing from the package); absent when
 * nothing was.
 */
const SkippedSchema = z
  .array(z.string())
  .optional()
  .describe('German lines: what the upload left out or shortened, and why (Anki decks)');

/** `POST /learnsets/new/form`: SPEC's `{ status, id, message }`, with `skipped` when the file had such cards. */
export const LearnsetCreatedReplySchema = ItemCreatedReplySchema.extend({ skipped: SkippedSchema });
export type LearnsetCreatedReply = z.infer<typeof LearnsetCreatedReplySchema>;

/** `POST /learnsets/edit/form`: SPEC's `{ status, message }`, with `skipped` as for an upload. */
export const LearnsetEditedReplySchema = MessageReplySchema.extend({ skipped: SkippedSchema });
export type LearnsetEditedReply = z.infer<typeof LearnsetEditedReplySchema>;

/** `/:id` of data, export and answer calls. */
export const LearnsetIdParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, LEARNSET_TEXTS.notFound) });

/** `/learnsets/bulk/:ids`: one to MAX_LEARN_SETS valid ids joined by '.'. */
export const LearnsetBulkParamsSchema = z.object({
  ids: z
    .string()
    .check(SINGLE_LINE_CHECK)
    .transform(splitLearnsetIds)
    .pipe(
      z
        .array(z.string().regex(ID_PATTERN, LEARNSET_TEXTS.badIds))
        .min(1, LEARNSET_TEXTS.badIds)
        .max(MAX_LEARN_SETS, LEARNSET_TEXTS.tooManySets(MAX_LEARN_SETS)),
    ),
});

/** The study modes an answer can come from. */
export const STUDY_MODES = ['learn', 'cards', 'test', 'match', 'review'] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

/**
 * Body of `POST /learnsets/answer/:id` (SPEC §7): what was typed and whether it counted as
 * correct. Newer clients add `id` (made by the browser: the same id again changes nothing),
 * `mode` and `at` (when it was answered, for answers sent later); old clients send neither.
 */
export const LearnAnswerSchema = z.object({
  answer: z.string().check(MULTI_LINE_CHECK).max(MAX_ANSWER_LENGTH, LEARNSET_TEXTS.answerTooLong(MAX_ANSWER_LENGTH)),
  value: z.boolean({ error: LEARNSET_TEXTS.answerValueMissing }),
  id: z.uuid(LEARNSET_TEXTS.answerIdInvalid).optional(),
  mode: z.enum(STUDY_MODES, { error: LEARNSET_TEXTS.answerModeInvalid }).optional(),
  at: z.iso.datetime({ offset: true, error: LEARNSET_TEXTS.answerTimeInvalid }).optional(),
});
export type LearnAnswer = z.infer<typeof LearnAnswerSchema>;
