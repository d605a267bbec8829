import { formatMatchTime } from '@app/shared/learnsets/match-game';
import { useEffect, useRef } from 'react';
import type { MatchResult } from '../../hooks/use-match-game';

/** The end of a game: the time, the best time for this selection, and another go. */
export function MatchResultView({ result, onRestart }: { result: MatchResult; onRestart: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The last tile is gone with the grid: the result takes the focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="match-result" aria-labelledby="match-result-heading">
      <h2 id="match-result-heading" ref={heading} tabIndex={-1}>
        Geschafft!
      </h2>
      <p className="match-result-time">Ihre Zeit: {formatMatchTime(result.time)}</p>
      {result.newBest ? <p className="match-new-best">Neue Bestzeit!</p> : null}
      <p>Bestzeit für diese Auswahl: {formatMatchTime(result.best)}</p>
      <button type="button" onClick={onRestart}>
        Nochmals spielen
      </button>
    </section>
  );
}
