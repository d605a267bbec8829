import { LEARN_ROUND_SIZE, masteryPercent } from '@app/shared/learnsets/learn';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Reward } from '../../../components/study/reward';
import { roundPraise } from '../../../components/study/reward-texts';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { STUDY_WAYS } from '../../../components/ui/study-modes';
import type { LearnRound } from '../hooks/learn-round';

interface LearnRoundSummaryProps {
  round: LearnRound;
  /** Mastered exercises of the sets being learnt, and how many there are. */
  mastered: number;
  exerciseCount: number;
  onContinue: () => void;
}

const exercises = (n: number) => (n === 1 ? '1 Übung' : `${n} Übungen`);

/**
 * The end of a round (decision 0033) as a reward (decision 0061): the right answers as a big
 * figure with praise, the wrong ones beside, the share of mastered exercises as a bar that stops at
 * 100 %, and 'Weiter lernen' first. The heading takes the focus, so a quick second Enter after the
 * last answer does not skip the summary.
 */
export function LearnRoundSummary({ round, mastered, exerciseCount, onContinue }: LearnRoundSummaryProps) {
  const percent = masteryPercent(mastered, exerciseCount);
  return (
    <Reward
      heading={`Runde ${round.number} beendet`}
      figure={`${round.right} von ${LEARN_ROUND_SIZE}`}
      unit="Fragen richtig"
      praise={roundPraise(round.right, LEARN_ROUND_SIZE)}
      tint={STUDY_WAYS.learn}
      actions={
        <>
          <button type="button" onClick={onContinue}>
            Weiter lernen
          </button>
          <Link className="button secondary" to={paths.learnsets.list}>
            Zu den Lernsets
          </Link>
        </>
      }
    >
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
      {/* Whole percent, rounded down as masteryPercent counts them: 100 % only when all are mastered. */}
      <ProgressBar
        value={percent / 100}
        label="Beherrscht"
        valueText={`${mastered} von ${exercises(exerciseCount)} (${percent} %)`}
        showLabel
        tint={STUDY_WAYS.learn}
      />
      <p className="learn-summary-hint">
        Beherrscht ist eine Übung, die Sie öfter richtig als falsch beantwortet haben.
      </p>
    </Reward>
  );
}
