import { z } from 'zod';
import { LANGUAGES } from '../constants/reference';
import { ItemEditFieldsSchema, ItemFieldsSchema } from '../items/item-form';

/** The message of the set's own field beyond SPEC's six. */
export const LEARNSET_FIELD_MESSAGES = {
  questionLanguageInvalid: 'Die Sprache der Fragen ist ungültig.',
} as const;

/**
 * "Sprache der Fragen": the language the questions are read aloud in (`language` is the
 * answers', SPEC §3). Optional, so old clients keep working: a new set without it has German
 * questions, an edit without it keeps what the set had.
 */
const questionLanguage = z.enum(LANGUAGES, { message: LEARNSET_FIELD_MESSAGES.questionLanguageInvalid }).optional();

/** The upload form of a learning set (and the editor's fields): SPEC's fields plus `question_language`. */
export const LearnsetFieldsSchema = ItemFieldsSchema.extend({ question_language: questionLanguage });
export type LearnsetFields = z.infer<typeof LearnsetFieldsSchema>;

/** The edit form: the same plus the set's id. */
export const LearnsetEditFieldsSchema = ItemEditFieldsSchema.extend({ question_language: questionLanguage });
export type LearnsetEditFields = z.infer<typeof LearnsetEditFieldsSchema>;
