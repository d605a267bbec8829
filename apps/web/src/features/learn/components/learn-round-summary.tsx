import { LEARN_ROUND_SIZE, masteryPercent } from '@app/shared/learnsets/learn';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { LearnRound } from '../hooks/learn-round';

interface LearnRoundSummaryProps {
  round: LearnRound;
  /** Mastered exercises of the sets being learnt, and how many there are. */
  mastered: number;
  exerciseCount: number;
  onContinue: () => void;
}

/**
 * The end of a round (decision 0033): right and wrong in the round, the share of mastered exercises
 * as a bar that stops at 100 %, and 'Weiter lernen'. Its heading takes the focus, so a screen reader
 * announces the end, and a quick second Enter after the last answer does not skip the summary.
 */
export function LearnRoundSummary({ round, mastered, exerciseCount, onContinue }: LearnRoundSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const masteryId = useId();
  useEffect(() => heading.current?.focus(), []);
  const percent = masteryPercent(mastered, exerciseCount);
  return (
    <section className="learn-window learn-summary" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Runde {round.number} beendet
      </h2>
      <p>{LEARN_ROUND_SIZE} Fragen beantwortet:</p>
      <ul className="learn-summary-counts">
        <li className="learn-summary-right">
          <span aria-hidden="true">✓ </span>
          {round.right} richtig
        </li>
        <li className="learn-summary-wrong">
          <span aria-hidden="true">✗ </span>
          {round.wrong} falsch
        </li>
      </ul>
      <p id={masteryId} className="learn-mastery-label">
        Beherrscht: {mastered} von {exerciseCount === 1 ? '1 Übung' : `${exerciseCount} Übungen`} ({percent} %)
      </p>
      <div
        className="learn-mastery-bar"
        role="progressbar"
        aria-labelledby={masteryId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="learn-summary-hint">
        Beherrscht ist eine Übung, die Sie öfter richtig als falsch beantwortet haben.
      </p>
      <div className="learn-rate">
        <button type="button" onClick={onContinue}>
          Weiter lernen
        </button>
        <Link className="button secondary" to={paths.learnsets.list}>
          Zu den Lernsets
        </Link>
      </div>
    </section>
  );
}
