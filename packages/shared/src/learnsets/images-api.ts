import { z } from 'zod';
import { SuccessReplySchema } from '../http/replies';
import { ID_PATTERN } from '../items/id';
import { CARD_IMAGE_TEXTS } from './card-media';

/** A card image's id: as every id, no dot, URL-safe. */
export const CardImageIdSchema = z.string().regex(ID_PATTERN, CARD_IMAGE_TEXTS.notFound);

/** `/learnsets/images/:id`. */
export const CardImageParamsSchema = z.object({ id: CardImageIdSchema });

/** `POST /learnsets/images` (multipart, one file named 'file'): the new image's id. */
export const CardImageCreatedReplySchema = SuccessReplySchema.extend({
  id: z.string().describe('the image id, for question_image or answer_image of an exercise'),
  message: z.string(),
});
export type CardImageCreatedReply = z.infer<typeof CardImageCreatedReplySchema>;

/** `GET /learnsets/images/:id`: the bytes, PNG, JPEG or WebP, streamed from the file. */
export const CardImageReplySchema = z
  .custom<unknown>(() => true)
  .meta({ type: 'string', format: 'binary', description: 'the image (image/png, image/jpeg or image/webp)' });
/** The same request again with its ETag: nothing, the browser's copy is current. */
export const NotModifiedReplySchema = z.undefined().describe('not modified');

/** The optional image ids an exercise carries, beside its question and answer. */
export const ExerciseImagesSchema = z.object({
  question_image: CardImageIdSchema.optional().describe('image shown with the question (only when there is one)'),
  answer_image: CardImageIdSchema.optional().describe('image shown with the answer (only when there is one)'),
});
export type ExerciseImages = z.infer<typeof ExerciseImagesSchema>;
