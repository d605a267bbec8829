import type { Exercise } from '@app/shared/learnsets/api';
import { type MouseEvent, type PointerEvent, type Ref, useRef } from 'react';
import { sideOf } from '../../../../components/card-face/card-face';
import { CardImage } from '../../../../components/card-face/card-image';
import { useSideLanguage } from '../../../../components/card-face/card-languages';
import { FormulaText } from '../../../../components/card-face/formula-text';

/** How far a finger or mouse must travel sideways to count as a swipe rather than a tap. */
const SWIPE_PX = 50;

interface FlashcardProps {
  exercise: Exercise;
  flipped: boolean;
  /** Changes with every card, so the face animates in again. */
  faceKey: string;
  hintId: string;
  onFlip: () => void;
  onMove: (step: number) => void;
  ref: Ref<HTMLButtonElement>;
}

/**
 * One Karteikarte as a real button: a click, tap, Space or Enter turns it; a swipe left shows the
 * next card, a swipe right the one before.
 */
export function Flashcard({ exercise, flipped, faceKey, hintId, onFlip, onMove, ref }: FlashcardProps) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      swiped.current = true;
      onMove(dx < 0 ? 1 : -1);
    }
  };
  const onClick = (event: MouseEvent) => {
    // The click after a swipe is not a tap; a keyboard click (detail 0) always is.
    if (swiped.current && event.detail !== 0) {
      swiped.current = false;
      return;
    }
    onFlip();
  };
  const alternatives = exercise.answers.filter((answer) => answer.trim() !== '');
  // Text, formulas and image, but no speaker: a button cannot hold another (cards-trainer has it).
  const side = flipped ? 'answer' : 'question';
  const face = sideOf(exercise, side);
  const lang = useSideLanguage(exercise, side);
  return (
    <button
      ref={ref}
      type="button"
      className={flipped ? 'flashcard flipped' : 'flashcard'}
      aria-describedby={hintId}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      onClick={onClick}
    >
      <span key={faceKey} className="flashcard-face">
        <span className="flashcard-side">{flipped ? 'Antwort' : 'Frage'}</span>
        <span className="flashcard-text" lang={lang}>
          <FormulaText text={face.text} />
        </span>
        {face.image ? <CardImage id={face.image} text={face.text} lang={lang} /> : null}
        {flipped && alternatives.length > 0 ? (
          <span className="flashcard-alternatives">Auch richtig: {alternatives.join(' · ')}</span>
        ) : null}
      </span>
    </button>
  );
}
