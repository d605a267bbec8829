import { ANKI_TEXTS, type ParsedExercise } from '@app/shared';
import type { DeckExercise, SidePicture } from './anki-deck';
import { type DecodedPicture, decodePicture, isCardPicture, occludePicture, stackPictures } from './side-pictures';

/** A picture a card side shows: a media file as stored, or one made from the media here. */
export interface DeckImage {
  /** The media name, or what it was made of (tests and logs only). */
  name: string;
  bytes: Uint8Array;
}

/** Per exercise: which of `images` its question and its answer show, if any. */
export interface ExerciseImageRefs {
  question?: number;
  answer?: number;
}

/**
 * The one picture of each card side, each made once: a side's only picture as stored; several
 * stacked in template order (those the card images take: PNG, JPEG, WebP); an image occlusion's
 * picture masked for its card. An occlusion card whose picture is missing or not usable is left
 * out and listed; so is no other card (a side without usable picture keeps its text).
 * @param mediaFile a media file's bytes by name, undefined when the package lacks it
 */
export async function sidePictures(
  deck: readonly DeckExercise[],
  mediaFile: (name: string) => Promise<Uint8Array | undefined>,
): Promise<{
  deck: { exercises: ParsedExercise[]; images: DeckImage[]; imageRefs: ExerciseImageRefs[] };
  skipped: string[];
}> {
  const images: DeckImage[] = [];
  const made = new Map<string, number | undefined>();
  // A note's cards follow each other: its picture is decoded once for all of them.
  let last: { name: string; picture: Promise<DecodedPicture | undefined> } | undefined;
  const decoded = (name: string) => {
    if (last?.name !== name) last = { name, picture: decodeUsable(name, mediaFile) };
    return last.picture;
  };
  const indexOf = async (picture: SidePicture | undefined): Promise<number | undefined> => {
    if (!picture) return undefined;
    const key = JSON.stringify(picture);
    if (made.has(key)) return made.get(key);
    const image = await makePicture(picture, mediaFile, decoded);
    const index = image ? images.push(image) - 1 : undefined;
    made.set(key, index);
    return index;
  };
  const exercises: ParsedExercise[] = [];
  const imageRefs: ExerciseImageRefs[] = [];
  const skipped: string[] = [];
  for (const card of deck) {
    const question = await indexOf(card.questionPicture);
    const answer = await indexOf(card.answerPicture);
    const occlusion = card.questionPicture?.kind === 'occlusion';
    if (occlusion && (question === undefined || answer === undefined)) {
      skipped.push(card.skipLine(ANKI_TEXTS.occlusionWithoutPicture));
      continue;
    }
    exercises.push(card.exercise);
    imageRefs.push({ question, answer });
  }
  return { deck: { exercises, images, imageRefs }, skipped };
}

async function decodeUsable(
  name: string,
  mediaFile: (name: string) => Promise<Uint8Array | undefined>,
): Promise<DecodedPicture | undefined> {
  const bytes = await mediaFile(name);
  return bytes && (await isCardPicture(bytes)) ? decodePicture(bytes) : undefined;
}

async function makePicture(
  picture: SidePicture,
  mediaFile: (name: string) => Promise<Uint8Array | undefined>,
  decoder: (name: string) => Promise<DecodedPicture | undefined>,
): Promise<DeckImage | undefined> {
  if (picture.kind === 'occlusion') {
    try {
      const decoded = await decoder(picture.name);
      if (!decoded) return undefined;
      const masked = await occludePicture(decoded, picture.shapes, picture);
      return { name: `${picture.name} (${picture.cardNumber}, ${picture.side})`, bytes: masked };
    } catch {
      // A file whose header passed but whose pixels libvips cannot decode.
      return undefined;
    }
  }
  const found: DeckImage[] = [];
  for (const name of picture.names) {
    const bytes = await mediaFile(name);
    if (bytes) found.push({ name, bytes });
  }
  // One picture goes as stored: the card images check it as they check an upload.
  if (found.length <= 1) return found[0];
  const usable: DeckImage[] = [];
  for (const image of found) if (await isCardPicture(image.bytes)) usable.push(image);
  if (usable.length <= 1) return usable[0];
  try {
    const bytes = await stackPictures(usable.map((image) => image.bytes));
    return { name: usable.map((image) => image.name).join(' + '), bytes };
  } catch {
    return usable[0];
  }
}
