// No zod here: the study modes' chunks show images and read cards aloud with these.
import { formatSize } from '../format/size';

/** Image types a card may carry, told by their content (magic bytes), never by name or header. */
export const CARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CardImageType = (typeof CARD_IMAGE_TYPES)[number];

/** Caps on one card image: a phone photo fits, a decompression bomb does not. */
export const CARD_IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Width × height; 25 megapixels decode to 100 MB in a phone's memory. */
  maxPixels: 25_000_000,
  /** Longest side, so a 1 × 25,000,000 strip cannot pass the pixel cap. */
  maxSide: 12_000,
} as const;

/** German texts of the card images (upload refusals, buttons). */
export const CARD_IMAGE_TEXTS = {
  wrongType: 'Dieses Bild kann nicht verwendet werden: erlaubt sind PNG, JPEG und WebP.',
  tooLarge: `Das Bild ist zu gross. Bilder dürfen höchstens ${formatSize(CARD_IMAGE_LIMITS.maxBytes)} gross sein.`,
  tooManyPixels: `Das Bild hat zu viele Pixel. Erlaubt sind höchstens 25 Megapixel (z. B. 5000 × 5000) und ${CARD_IMAGE_LIMITS.maxSide} Pixel pro Seite.`,
  unreadable: 'Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden.',
  missing: 'Bitte wählen Sie ein Bild aus.',
  notFound: 'Dieses Bild existiert nicht.',
  notOwn: (exercise: number) =>
    `Das Bild von Übung ${exercise} gehört nicht zu Ihrem Konto. Laden Sie es selbst hoch oder entfernen Sie es.`,
  uploaded: 'Das Bild wurde hochgeladen.',
  fileImageInvalid: (key: 'question_image' | 'answer_image') =>
    `Das Bild ("${key}") muss die Kennung eines hochgeladenen Bildes sein.`,
} as const;

/** The URL of a card image (served with a long immutable cache: an id never changes its bytes). */
export function cardImageUrl(id: string): string {
  return `/api/v1/learnsets/images/${encodeURIComponent(id)}`;
}

/**
 * The voice for reading a set's cards aloud (BCP 47), from the set's language (docs/spec.md, appendix).
 * Swiss variants where a Swiss voice exists; '-' (none) reads as the site's German.
 */
const SPEECH_LANGUAGES: Readonly<Record<string, string>> = {
  de: 'de-CH',
  fr: 'fr-CH',
  it: 'it-CH',
  en: 'en-GB',
  es: 'es-ES',
};

export function speechLanguage(setLanguage: string | undefined): string {
  return (setLanguage && SPEECH_LANGUAGES[setLanguage]) || 'de-CH';
}
