import { CARD_IMAGE_LIMITS, type ParsedExercise } from '@app/shared';
import { HttpError } from '../../../lib/http-error';
import type { CardImageService } from '../images/card-image.service';
import type { AnkiParseResult } from './anki-import';

type ReadDeck = Extract<AnkiParseResult, { ok: true }>;

/**
 * Stores the pictures an imported deck's cards show as the uploader's card images and names them
 * on the exercises. A picture the card images do not take (another type, such as a GIF or an
 * icon, unreadable, or over the per-image cap) is left out and its card keeps its text; a full
 * storage allowance fails the import, after releasing what was stored so far.
 * @returns the exercises with image ids, and every id stored (to release if the set is not saved)
 */
export async function storeDeckImages(
  images: CardImageService,
  ownerId: string,
  deck: ReadDeck,
): Promise<{ exercises: ParsedExercise[]; stored: string[] }> {
  const ids = new Map<number, string | undefined>();
  const stored: string[] = [];
  const idOf = async (index: number | undefined): Promise<string | undefined> => {
    if (index === undefined) return undefined;
    if (ids.has(index)) return ids.get(index);
    const bytes = deck.images[index]?.bytes;
    let id: string | undefined;
    if (bytes && bytes.length <= CARD_IMAGE_LIMITS.maxBytes) {
      try {
        id = await images.save(ownerId, bytes);
        stored.push(id);
      } catch (error) {
        // 413 is the storage allowance (the per-image cap was checked above): the import fails.
        if (!(error instanceof HttpError) || error.statusCode === 413) throw error;
      }
    }
    ids.set(index, id);
    return id;
  };
  try {
    const exercises: ParsedExercise[] = [];
    for (const [i, exercise] of deck.exercises.entries()) {
      const refs = deck.imageRefs[i] ?? {};
      const question_image = await idOf(refs.question);
      const answer_image = await idOf(refs.answer);
      exercises.push({
        ...exercise,
        ...(question_image ? { question_image } : {}),
        ...(answer_image ? { answer_image } : {}),
      });
    }
    return { exercises, stored };
  } catch (error) {
    await images.releaseUnused(stored);
    throw error;
  }
}
