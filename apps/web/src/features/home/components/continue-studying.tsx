import { dayPhrase } from '@app/shared/format/due-day';
import type { RecentStudy } from '@app/shared/learnsets/study-home';
import { STUDY_MODES } from '@app/shared/learnsets/study-modes';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { selectionMastery, SetMastery } from './set-mastery';

const setNames = (study: RecentStudy) => study.sets.map((set) => set.title).join(' + ');

/**
 * 'Weiterlernen': the selections last studied, each one tap back into the mode last used, with
 * how much of it the pupil has mastered. The whole card is the link; the ring beside its text is
 * read on its own, not as part of the link's name.
 */
export function ContinueStudying({ recent, now }: { recent: RecentStudy[]; now: Date }) {
  if (recent.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="continue-title">
      <h2 id="continue-title">Weiterlernen</h2>
      <ul className="study-links">
        {recent.map((study) => {
          const { mastered, size } = selectionMastery(study.sets);
          return (
            <li key={`${study.mode} ${study.sets.map((set) => set.id).join('.')}`} className="study-card">
              <SetMastery mastered={mastered} size={size} title={setNames(study)} />
              <Link className="study-link" to={paths.learnsets[study.mode](study.sets.map((set) => set.id))}>
                <span className="study-link-title">{setNames(study)}</span>
                <span className="study-link-meta">
                  {STUDY_MODES[study.mode]} · zuletzt {dayPhrase(study.studied, now)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
