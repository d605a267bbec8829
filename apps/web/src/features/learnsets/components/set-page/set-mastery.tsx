import { formatPercent } from '../../../../components/ui/percent';
import { ProgressRing } from '../../../../components/ui/progress-ring';
import { STUDY_WAYS } from '../../../../components/ui/study-modes';
import { masteryShare } from './set-page-texts';

interface SetMasteryProps {
  /** Exercises the pupil has mastered (learn.ts's isMastered); undefined while unknown. */
  mastered: number | undefined;
  size: number;
}

/** How much of the set the signed-in pupil has mastered, as a ring in learn mode's colour. */
export function SetMastery({ mastered, size }: SetMasteryProps) {
  // Holds the ring's room while the figure loads, so nothing below moves when it comes.
  if (mastered === undefined) return <span className="set-mastery-room" aria-hidden="true" />;
  const share = masteryShare(mastered, size);
  return (
    <>
      <ProgressRing value={share} label={`${formatPercent(share)} gemeistert`} size={5} tint={STUDY_WAYS.learn} />
      <span className="set-mastery-caption" aria-hidden="true">
        gemeistert
      </span>
    </>
  );
}
