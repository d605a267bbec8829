interface LearnsetSelectionBarProps {
  onClear: () => void;
  onLearn: () => void;
  /** Which bar this is, for screen readers ('oben' / 'unten'). */
  position: string;
}

/** 'Alle abwählen' and 'Lernen', shown above and below the cards (SPEC §2). */
export function LearnsetSelectionBar({ onClear, onLearn, position }: LearnsetSelectionBarProps) {
  return (
    <div className="learnset-actions" role="group" aria-label={`Auswahl (${position})`}>
      <button type="button" className="secondary" onClick={onClear}>
        Alle abwählen
      </button>
      <button type="button" onClick={onLearn}>
        Lernen
      </button>
    </div>
  );
}
