import { formatMatchTime } from '@app/shared/learnsets/match-game';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { Reward } from '../../../../components/study/reward';
import { matchPraise } from '../../../../components/study/reward-texts';
import { STUDY_WAYS } from '../../../../components/ui/study-modes';
import type { MatchResult } from '../../hooks/use-match-game';

/**
 * The end of a game as a reward (decision 0061): the time as a big figure, a new best time named,
 * the best time for this selection, and another go first. The last tile is gone with the grid:
 * the heading takes the focus.
 */
export function MatchResultView({ result, onRestart }: { result: MatchResult; onRestart: () => void }) {
  return (
    <Reward
      heading="Alle Paare gefunden"
      figure={formatMatchTime(result.time)}
      unit="Ihre Zeit"
      praise={matchPraise(result.newBest)}
      tint={STUDY_WAYS.match}
      actions={
        <>
          <button type="button" onClick={onRestart}>
            Nochmals spielen
          </button>
          <Link className="button secondary" to={paths.learnsets.list}>
            Zu den Lernsets
          </Link>
        </>
      }
    >
      <p className="match-best">Bestzeit für diese Auswahl: {formatMatchTime(result.best)}</p>
    </Reward>
  );
}
