import type { Exercise } from '@app/shared/learnsets/api';
import { CardImage } from './card-image';
import { useSideLanguage } from './card-languages';
import { FormulaText } from './formula-text';
import { type CardSide, SpeakButton } from './speak-button';
import './card-face.css';

/** The text and image of one side of an exercise. */
export function sideOf(exercise: Exercise, side: CardSide): { text: string; image: string | undefined } {
  return side === 'question'
    ? { text: exercise.question, image: exercise.question_image }
    : { text: exercise.answer, image: exercise.answer_image };
}

interface CardFaceProps {
  exercise: Exercise;
  side: CardSide;
  /** The speaker button; left out where the face sits inside another button or on paper. */
  speak?: boolean;
  /** Images load at once (the print view). */
  eager?: boolean;
}

/**
 * One side of a card wherever a question or answer is shown: its text with formulas, its image
 * and a button that reads it aloud in the side's language. Inline elements only, so it fits in a
 * paragraph, a legend or a button.
 */
export function CardFace({ exercise, side, speak = true, eager }: CardFaceProps) {
  const { text, image } = sideOf(exercise, side);
  const lang = useSideLanguage(exercise, side);
  // `lang` on the side's text and image, not on the whole face: the speaker's label is German.
  return (
    <span className="card-face">
      <span className="card-face-text" lang={lang}>
        <FormulaText text={text} />
      </span>
      {speak ? <SpeakButton text={text} side={side} lang={lang} /> : null}
      {image ? <CardImage id={image} text={text} eager={eager} lang={lang} /> : null}
    </span>
  );
}
