import { cardImageUrl } from '@app/shared/learnsets/card-media';
import { plainCardText } from '@app/shared/learnsets/formula';

interface CardImageProps {
  id: string;
  /** The card side's text: the image's alternative. */
  text: string;
  /** The print view loads its images at once: a printer does not scroll. */
  eager?: boolean;
  /** The side's language, for the alternative text. */
  lang?: string;
}

/** A card side's image, loaded when it comes near the screen, with the side's text as its alternative. */
export function CardImage({ id, text, eager = false, lang }: CardImageProps) {
  return (
    <img
      className="card-image"
      src={cardImageUrl(id)}
      alt={plainCardText(text)}
      lang={lang}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
