import { z } from 'zod';
import { multiLineText } from '../format/plain-text';
import { ID_PATTERN } from '../items/id';
import { CARD_IMAGE_TEXTS } from './card-media';
import { LEARNSET_FILE_LIMITS as L, LEARNSET_FILE_MESSAGES as M, type LearnsetTextField } from './file-messages';

const textField = (field: LearnsetTextField) =>
  multiLineText({ error: (issue) => (issue.input == null ? M.fieldMissing(field) : M.fieldNotText(field)) })
    .min(1, M.fieldEmpty(field))
    .max(L.maxFieldLength, M.fieldTooLong(field));

/** 1-based position of an alternative, read from the issue path (`['answers', index]`). */
function alternativePosition(path: readonly PropertyKey[] | undefined): number | undefined {
  const last = path?.at(-1);
  return typeof last === 'number' ? last + 1 : undefined;
}

const alternativeField = multiLineText({ error: (issue) => M.alternativeNotText(alternativePosition(issue.path)) })
  .min(1, { error: (issue) => M.alternativeEmpty(alternativePosition(issue.path)) })
  .max(L.maxFieldLength, { error: (issue) => M.alternativeTooLong(alternativePosition(issue.path)) });

/** An image id of `POST /learnsets/images` (exported sets carry them); missing or null: no image. */
const imageField = (key: 'question_image' | 'answer_image') =>
  z
    .string({ error: CARD_IMAGE_TEXTS.fileImageInvalid(key) })
    .regex(ID_PATTERN, CARD_IMAGE_TEXTS.fileImageInvalid(key))
    .nullish();

/**
 * One exercise of an uploaded learning set: the single rule for `.json` items, `.jsonl` lines and
 * (after splitting at ';') `.txt` lines. Text is trimmed; missing or null optional fields take their
 * defaults, because sets without `frequency` or `auto_check` must load (docs/spec.md, appendix: old defects).
 * Unknown keys (e.g. `id_` from another export) are dropped.
 */
export const LearnsetFileItemSchema = z.object(
  {
    question: textField('question'),
    answer: textField('answer'),
    answers: z
      .array(alternativeField, { error: M.answersNotList })
      .max(L.maxAlternatives, M.tooManyAlternatives)
      .nullish()
      .transform((answers) => answers ?? []),
    frequency: z
      .number({ error: M.frequencyInvalid })
      .gt(0, M.frequencyInvalid)
      .max(L.maxFrequency, M.frequencyInvalid)
      .nullish()
      .transform((frequency) => frequency ?? 1),
    auto_check: z
      .int32({ error: M.autoCheckInvalid })
      .nullish()
      .transform((autoCheck) => autoCheck ?? 0),
    question_image: imageField('question_image'),
    answer_image: imageField('answer_image'),
  },
  { error: M.itemNotObject },
);

/** An exercise read from a file; `answers` are the alternatives, without the model answer. */
export type ParsedExercise = z.output<typeof LearnsetFileItemSchema>;
