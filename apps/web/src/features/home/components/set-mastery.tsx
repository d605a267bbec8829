import { masteryPercent } from '@app/shared/learnsets/learn';
import { ProgressRing } from '../../../components/ui/progress-ring';

interface SetMasteryProps {
  /** Exercises mastered (learn.ts `isMastered`: more right than wrong answers) and in all. */
  mastered: number;
  size: number;
  /** What is measured, for the ring's name: 'Beherrscht: {title}'. */
  title: string;
}

/** A small mastery ring beside a set on the study home: the share learn mode's summary shows. */
export function SetMastery({ mastered, size, title }: SetMasteryProps) {
  return (
    <span className="home-ring">
      <ProgressRing value={masteryPercent(mastered, size) / 100} label={`Beherrscht: ${title}`} size={3.5} />
    </span>
  );
}

/** The sets of a selection counted together. */
export function selectionMastery(sets: ReadonlyArray<{ mastered: number; size: number }>) {
  return sets.reduce((sum, set) => ({ mastered: sum.mastered + set.mastered, size: sum.size + set.size }), {
    mastered: 0,
    size: 0,
  });
}
