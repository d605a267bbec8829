import { type FlashcardDeck, knownCount } from '@app/shared/learnsets/flashcards';
import { useEffect, useRef } from 'react';

interface CardsSummaryProps {
  deck: FlashcardDeck;
  onRepeatNotKnown: () => void;
  onRepeatAll: () => void;
  onBack: () => void;
}

/** After a pass: how many cards were known, and the way to the next pass. */
export function CardsSummary({ deck, onRepeatNotKnown, onRepeatAll, onBack }: CardsSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The card the focus was on is gone: the result takes it, so a screen reader reads it out.
  useEffect(() => heading.current?.focus(), []);
  const known = knownCount(deck);
  const total = deck.order.length;
  return (
    <section className="cards-summary" aria-labelledby="cards-summary-heading">
      <h2 id="cards-summary-heading" ref={heading} tabIndex={-1}>
        Durchgang {deck.pass} beendet
      </h2>
      <p className="cards-result">
        {known} von {total} gewusst
      </p>
      <div className="button-row">
        {known < total ? (
          <button type="button" onClick={onRepeatNotKnown}>
            Nur nicht gewusste wiederholen
          </button>
        ) : null}
        <button type="button" className={known < total ? 'secondary' : undefined} onClick={onRepeatAll}>
          Alle nochmals
        </button>
        <button type="button" className="secondary" onClick={onBack}>
          Zurück zur letzten Karte
        </button>
      </div>
    </section>
  );
}
