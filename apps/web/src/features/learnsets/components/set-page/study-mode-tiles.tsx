import type { SetProgress } from '@app/shared/learnsets/review';
import { ModeTile } from '../../../../components/ui/mode-tile';
import { STUDY_WAY_ORDER, STUDY_WAYS } from '../../../../components/ui/study-modes';
import { MODE_DESCRIPTIONS, tileProgress } from './set-page-texts';

interface StudyModeTilesProps {
  setId: string;
  size: number;
  /** The signed-in pupil's progress in this set; undefined for visitors and while loading. */
  progress: SetProgress | undefined;
  /** The cards due now in every set; undefined for visitors and while loading. */
  due: number | undefined;
}

/** The ways to study the set, as large tiles in their colours, each with the pupil's progress. */
export function StudyModeTiles({ setId, size, progress, due }: StudyModeTilesProps) {
  return (
    <section className="set-modes" aria-labelledby="set-modes-title">
      <h2 id="set-modes-title" className="visually-hidden">
        Lernen und üben
      </h2>
      <ul className="set-mode-tiles">
        {STUDY_WAY_ORDER.map((way) => (
          <li key={way} className={`set-mode-${way}`}>
            <ModeTile
              way={way}
              to={STUDY_WAYS[way].href([setId])}
              description={MODE_DESCRIPTIONS[way]}
              progress={tileProgress(way, progress, size, due)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
