import { z } from 'zod';
import type { ExerciseStats } from './learn';
import { LEARNSET_TEXTS, MAX_ANSWER_LENGTH, MAX_LEARN_SETS, splitLearnsetIds } from './texts';

/** A learning set as the API sends it (SPEC §3). Dates are 'YYYY-MM-DD_HH-MM-SS', Zurich. */
export interface Learnset {
  id_: string;
  title: string;
  subject: string;
  description: string;
  class_: string;
  grade: string;
  language: string;
  owner: string;
  owner_name: string;
  edited: string;
  created: string;
  /** Number of exercises. */
  size: number;
}

/** One exercise (SPEC §3); `answers` are the alternatives, without the model answer. */
export interface Exercise {
  id_: string;
  set_id: string;
  question: string;
  answer: string;
  answers: string[];
  frequency: number;
  auto_check: number;
}

/** A user's statistics by exercise id. */
export type ExerciseStatsMap = Record<string, ExerciseStats>;

export interface LearnsetListReply {
  learnsets: Learnset[];
}
export interface LearnsetDataReply {
  learnset: Learnset;
  exercises: Exercise[];
}
/** `stats` only for a signed-in user. */
export interface LearnsetBulkReply {
  learnsets: Learnset[];
  exercises: Exercise[];
  stats?: ExerciseStatsMap;
}
export interface LearnsetCreatedReply {
  id: string;
  message: string;
}

/** Row ids are base64url (`newId()`): never a dot, so a dot can join them in URLs. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idSchema = z.string().regex(ID, LEARNSET_TEXTS.notFound);

/** `/:id` of data, export and answer calls. */
export const LearnsetIdParamsSchema = z.object({ id: idSchema });

/** `/learnsets/bulk/:ids`: one to MAX_LEARN_SETS valid ids joined by '.'. */
export const LearnsetBulkParamsSchema = z.object({
  ids: z
    .string()
    .transform(splitLearnsetIds)
    .pipe(
      z
        .array(z.string().regex(ID, LEARNSET_TEXTS.badIds))
        .min(1, LEARNSET_TEXTS.badIds)
        .max(MAX_LEARN_SETS, LEARNSET_TEXTS.tooManySets(MAX_LEARN_SETS)),
    ),
});

/** Body of `POST /learnsets/answer/:id` (SPEC §7): what was typed and whether it counted as correct. */
export const LearnAnswerSchema = z.object({
  answer: z.string().max(MAX_ANSWER_LENGTH, LEARNSET_TEXTS.answerTooLong(MAX_ANSWER_LENGTH)),
  value: z.boolean({ error: LEARNSET_TEXTS.answerValueMissing }),
});
export type LearnAnswer = z.infer<typeof LearnAnswerSchema>;
