import { CARD_IMAGE_LIMITS, CARD_IMAGE_TEXTS, CARD_IMAGE_TYPES, type CardImageType } from '@app/shared';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { HttpError } from '../../../lib/http-error';

export interface CardImageFacts {
  contentType: CardImageType;
  /** File name extension of the stored file ('png', 'jpg', 'webp'). */
  extension: string;
  width: number;
  height: number;
}

const EXTENSIONS: Record<CardImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const isCardImageType = (mime: string | undefined): mime is CardImageType =>
  (CARD_IMAGE_TYPES as readonly string[]).includes(mime ?? '');

/**
 * What an uploaded card image is, from its bytes alone (magic bytes by file-type, the size from
 * the image header by image-size); the name and the browser's type are never consulted. Refuses
 * with a German 4xx: another type (an SVG, which could carry script, included), a header that
 * cannot be read, too many pixels, too many bytes.
 */
export async function inspectCardImage(bytes: Uint8Array): Promise<CardImageFacts> {
  if (bytes.length > CARD_IMAGE_LIMITS.maxBytes) throw new HttpError(413, CARD_IMAGE_TEXTS.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  const contentType = detected?.mime;
  if (!isCardImageType(contentType)) throw new HttpError(415, CARD_IMAGE_TEXTS.wrongType);
  let width = 0;
  let height = 0;
  try {
    // A copy with its own memory: image-size reads through the underlying buffer, which for a
    // small upload is Node's shared pool, so a cut-off header would read someone else's bytes.
    const size = imageSize(new Uint8Array(bytes));
    width = size.width;
    height = size.height;
  } catch {
    throw new HttpError(400, CARD_IMAGE_TEXTS.unreadable);
  }
  if (!(width > 0 && height > 0)) throw new HttpError(400, CARD_IMAGE_TEXTS.unreadable);
  if (
    width > CARD_IMAGE_LIMITS.maxSide ||
    height > CARD_IMAGE_LIMITS.maxSide ||
    width * height > CARD_IMAGE_LIMITS.maxPixels
  ) {
    throw new HttpError(413, CARD_IMAGE_TEXTS.tooManyPixels);
  }
  return { contentType, extension: EXTENSIONS[contentType], width, height };
}
