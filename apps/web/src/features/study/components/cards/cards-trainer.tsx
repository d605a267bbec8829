import type { Exercise } from '@app/shared/learnsets/api';
import { isPassOver } from '@app/shared/learnsets/flashcards';
import { useId, useLayoutEffect, useRef } from 'react';
import { useAnswerSender } from '../../../../lib/study/use-answer-sender';
import { useFlashcards } from '../../hooks/use-flashcards';
import { sideOf } from '../../../../components/card-face/card-face';
import { useSideLanguage } from '../../../../components/card-face/card-languages';
import { SpeakButton } from '../../../../components/card-face/speak-button';
import { StudyNotices } from '../../../../components/study/study-notices';
import { CardsSummary } from './cards-summary';
import { Flashcard } from './flashcard';
import { useCardShortcuts } from './use-card-shortcuts';

interface CardsTrainerProps {
  exercises: readonly Exercise[];
  signedIn: boolean;
}

/**
 * Karteikarten once the sets are loaded: one card at a time, turned by tap or key, judged
 * "Gewusst" / "Nicht gewusst", and a summary after each pass.
 */
export function CardsTrainer({ exercises, signedIn }: CardsTrainerProps) {
  const { send, failed } = useAnswerSender(signedIn, 'cards');
  const cards = useFlashcards(exercises, send);
  const { deck, exercise } = cards;
  const hintId = useId();
  const cardRef = useRef<HTMLButtonElement>(null);
  // The card takes the focus at the start and after a button press, so keyboard users stay in the flow.
  const focusCard = useRef(true);
  useLayoutEffect(() => {
    if (focusCard.current && cardRef.current) {
      cardRef.current.focus();
      focusCard.current = false;
    }
  });
  const andFocusCard = (action: () => void) => () => {
    focusCard.current = true;
    action();
  };
  useCardShortcuts({ flip: cards.flip, next: () => cards.move(1), back: () => cards.move(-1) });
  const side = deck.flipped ? 'answer' : 'question';
  const lang = useSideLanguage(exercise, side);

  if (deck.all.length === 0) {
    return (
      <>
        <StudyNotices signedIn={signedIn} statsFailed={failed} />
        <p>Diese Auswahl enthält keine Übungen.</p>
      </>
    );
  }
  const over = isPassOver(deck) || !exercise;
  return (
    <div className="cards-trainer">
      <StudyNotices signedIn={signedIn} statsFailed={failed} />
      <div className="cards-toolbar">
        <p className="cards-position" aria-live="polite">
          {over ? (
            'Durchgang beendet'
          ) : (
            <>
              Karte {deck.position + 1} von {deck.order.length}
              <span className="cards-side"> · {deck.flipped ? 'Antwort' : 'Frage'}</span>
            </>
          )}
        </p>
        <button type="button" className="secondary" onClick={andFocusCard(cards.shuffle)}>
          Mischen
        </button>
        {/* Beside the card, not in it: the card is a button itself. */}
        {over ? null : <SpeakButton text={sideOf(exercise, side).text} side={side} lang={lang} />}
      </div>
      {over ? (
        <CardsSummary
          deck={deck}
          onRepeatNotKnown={andFocusCard(cards.repeatNotKnown)}
          onRepeatAll={andFocusCard(cards.repeatAll)}
          onBack={andFocusCard(() => cards.move(-1))}
        />
      ) : (
        <>
          <Flashcard
            ref={cardRef}
            exercise={exercise}
            flipped={deck.flipped}
            faceKey={`${deck.pass}-${deck.position}-${deck.flipped}`}
            hintId={hintId}
            onFlip={cards.flip}
            onMove={cards.move}
          />
          <p id={hintId} className="cards-hint">
            Zum Umdrehen tippen oder die Leertaste drücken; wischen oder die Pfeiltasten blättern.
          </p>
          {deck.flipped ? (
            <div className="button-row cards-judge" role="group" aria-label="Selbsteinschätzung">
              <button type="button" onClick={andFocusCard(() => cards.judge(true))}>
                Gewusst
              </button>
              <button type="button" className="secondary" onClick={andFocusCard(() => cards.judge(false))}>
                Nicht gewusst
              </button>
            </div>
          ) : null}
          <div className="button-row cards-nav">
            <button
              type="button"
              className="secondary"
              disabled={deck.position === 0}
              onClick={andFocusCard(() => cards.move(-1))}
            >
              Zurück
            </button>
            <button type="button" className="secondary" onClick={andFocusCard(() => cards.move(1))}>
              Weiter
            </button>
          </div>
        </>
      )}
    </div>
  );
}
