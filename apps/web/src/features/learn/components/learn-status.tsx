import type { Learnset } from '@app/shared/learnsets/api';
import { estimatedGrade, progressPercent, truncateHeader } from '@app/shared/learnsets/learn';

interface LearnStatusProps {
  learnsets: readonly Learnset[];
  exerciseCount: number;
  correct: number;
  wrong: number;
  currentId: string | undefined;
}

/**
 * The status block of SPEC §2/§9: set names (cut at 96 characters), then, folded away under 'Details'
 * so the question stays in front (decision 0033), answers given, progress, estimated grade, total and
 * the current exercise's id.
 */
export function LearnStatus({ learnsets, exerciseCount, correct, wrong, currentId }: LearnStatusProps) {
  const names = truncateHeader(learnsets.map((set) => set.title).join(', '));
  return (
    <aside className="learn-status" aria-label="Status">
      <p className="learn-status-sets">{names}</p>
      <details>
        <summary>Details</summary>
        <dl>
          <dt>Beantwortet</dt>
          <dd data-status="answered">{correct + wrong}</dd>
          <dt>Fortschritt</dt>
          <dd data-status="progress">{progressPercent(correct, wrong, exerciseCount)} %</dd>
          <dt>Geschätzte Note</dt>
          <dd data-status="grade">{estimatedGrade(correct, wrong)}</dd>
          <dt>Total</dt>
          <dd data-status="total">{exerciseCount === 1 ? '1 Übung' : `${exerciseCount} Übungen`}</dd>
          <dt>Aktuelle Übung</dt>
          <dd data-status="exercise">{currentId ?? '-'}</dd>
        </dl>
      </details>
    </aside>
  );
}
