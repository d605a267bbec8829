import { dayPhrase } from '@app/shared/format/due-day';
import type { RecentStudy } from '@app/shared/learnsets/study-home';
import { STUDY_MODES } from '@app/shared/learnsets/study-modes';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const setNames = (study: RecentStudy) => study.sets.map((set) => set.title).join(' + ');

/** 'Weiterlernen': the selections last studied, each one tap back into the mode last used. */
export function ContinueStudying({ recent, now }: { recent: RecentStudy[]; now: Date }) {
  if (recent.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="continue-title">
      <h2 id="continue-title">Weiterlernen</h2>
      <ul className="study-links">
        {recent.map((study) => (
          <li key={`${study.mode} ${study.sets.map((set) => set.id).join('.')}`}>
            <Link className="study-link" to={paths.learnsets[study.mode](study.sets.map((set) => set.id))}>
              <span className="study-link-title">{setNames(study)}</span>
              <span className="study-link-meta">
                {STUDY_MODES[study.mode]} · zuletzt {dayPhrase(study.studied, now)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
