import { LEARN_ROUND_SIZE } from '@app/shared/learnsets/learn';
import type { LearnState } from '../hooks/learn-session';

/**
 * Above the question: which question of the round it is, and 'Richtig!' after a right answer. The
 * status region stays on screen, empty, so screen readers hear each new 'Richtig!' (a new node per
 * question) while the focus is already in the next answer box.
 */
export function LearnRoundBar({ state }: { state: LearnState }) {
  const { round, window, lastRight, turn } = state;
  const asking = window === 'question' || window === 'answer';
  return (
    <div className="learn-round-bar">
      <p className="learn-round-count">
        {asking ? `Runde ${round.number} · Frage ${round.answered + 1} von ${LEARN_ROUND_SIZE}` : null}
      </p>
      <p className="learn-feedback" role="status">
        {lastRight ? <span key={turn}>Richtig!</span> : null}
      </p>
    </div>
  );
}
