// Pictures made for a card side from a deck's media, with sharp (libvips). This runs in the parse
// child (parse-pool/parse-child.ts) with the rest of the import, so the pool's kill-on-timeout
// ends a decode that takes too long.
import { CARD_IMAGE_LIMITS } from '@app/shared';
import sharp, { type OverlayOptions } from 'sharp';
import { inspectCardImage } from '../images/card-image-type';
import { type OcclusionShape, occlusionSvg, type OcclusionView } from './anki-occlusion';

/** Widest a stacked picture is made: wider pictures are scaled down to it, narrower ones up. */
export const STACK_MAX_WIDTH = 1600;
/** White space between two stacked pictures, in pixels. */
export const STACK_GAP = 16;
/**
 * Lossy WebP at a low effort: a note's cards each need two pictures within the parse time limit,
 * and effort 1 encodes about five times faster than the default for a few percent more bytes.
 */
const WEBP = { quality: 85, effort: 1 } as const;

// No cache across jobs: a child reads one deck after the other.
sharp.cache(false);

/** sharp reading an input the card image checks accepted, with the same pixel cap, top to bottom. */
const open = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: CARD_IMAGE_LIMITS.maxPixels, sequentialRead: true, failOn: 'error' }).rotate();

/** Whether the card images would take this picture (PNG, JPEG or WebP within the caps). */
export async function isCardPicture(bytes: Uint8Array): Promise<boolean> {
  try {
    await inspectCardImage(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Width and height as shown: EXIF orientations 5 to 8 turn the picture by a quarter. */
async function shownSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, { limitInputPixels: CARD_IMAGE_LIMITS.maxPixels }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * One picture of several, stacked top to bottom in the given order, each scaled to a common width
 * with a white gap between them, as WebP within the card image caps (longest side, pixels).
 * Every input must have passed `isCardPicture`.
 */
export async function stackPictures(pictures: readonly Uint8Array[]): Promise<Uint8Array> {
  const sizes = await Promise.all(pictures.map(shownSize));
  const heightPerWidth = sizes.reduce((sum, size) => sum + size.height / size.width, 0);
  const gaps = STACK_GAP * (pictures.length - 1);
  let width = Math.min(STACK_MAX_WIDTH, Math.max(...sizes.map((size) => size.width)));
  const heightAt = (w: number) => Math.ceil(w * heightPerWidth) + gaps + pictures.length;
  const fits = (w: number) =>
    heightAt(w) <= CARD_IMAGE_LIMITS.maxSide && w * heightAt(w) <= CARD_IMAGE_LIMITS.maxPixels;
  while (width > 1 && !fits(width)) width = Math.floor(width * 0.9);
  const parts: OverlayOptions[] = [];
  let top = 0;
  for (const [i, picture] of pictures.entries()) {
    const size = sizes[i] as { width: number; height: number };
    const height = Math.max(1, Math.round((size.height * width) / size.width));
    const input = await open(picture).resize({ width, height, fit: 'fill' }).png().toBuffer();
    parts.push({ input, top, left: 0 });
    top += height + STACK_GAP;
  }
  const canvas = sharp({
    create: { width, height: top - STACK_GAP, channels: 3, background: '#ffffff' },
  });
  return new Uint8Array(await canvas.composite(parts).webp(WEBP).toBuffer());
}

/** A picture decoded once for all the cards of its note: oriented, at most OCCLUSION_MAX_WIDTH wide. */
export interface DecodedPicture {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * Widest an occlusion picture is made: a phone shows it at most about 400 CSS pixels wide (1200
 * device pixels), and each of a note's cards needs two encodings within the parse time limit.
 */
export const OCCLUSION_MAX_WIDTH = 1200;

/** Decodes a picture that passed `isCardPicture`, for `occludePicture`. */
export async function decodePicture(bytes: Uint8Array): Promise<DecodedPicture> {
  const { data, info } = await open(bytes)
    .resize({ width: OCCLUSION_MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

/** The picture with one card's side of its occlusion shapes drawn on it (anki-occlusion.ts), as WebP. */
export async function occludePicture(
  picture: DecodedPicture,
  shapes: readonly OcclusionShape[],
  view: OcclusionView,
): Promise<Uint8Array> {
  const { pixels, width, height, channels } = picture;
  const overlay = Buffer.from(occlusionSvg(shapes, view, width, height));
  const drawn = sharp(pixels, { raw: { width, height, channels } }).composite([{ input: overlay, top: 0, left: 0 }]);
  return new Uint8Array(await drawn.webp(WEBP).toBuffer());
}
