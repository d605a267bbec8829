import { paths } from '../../../config/paths';
import type { AccountInfo } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading';
import { useStudyHome } from '../api/study-home';
import { ContinueStudying } from './continue-studying';
import { FavoriteCards } from './favorite-cards';
import { OwnSets } from './own-sets';
import { ReviewNotice } from './review-notice';
import { StarterSets } from './starter-sets';
import { UpcomingExams } from './upcoming-exams';
import { WebSearch } from './web-search';
import { WeekGoal } from './week-goal';
import '../start-page.css';

/**
 * '/' for a valid account, the study home: the greeting ('Willkommen' in the account's first
 * session), the week of an opt-in weekly goal, 'Zum Ausprobieren' until the pupil studies,
 * 'Weiterlernen', the cards due, the next exams and 'Meine Lernsets'; then SPEC §2's web search,
 * links and favourite websites.
 */
export default function StartPage({ info }: { info: AccountInfo }) {
  const home = useStudyHome(info.id_);
  const [now] = useState(() => new Date());
  // One paint with the right greeting; without an answer (offline) the pupil is greeted as returning.
  if (home === 'loading') return <Loading />;
  const study = home === 'failed' ? null : home;
  return (
    <section className="start-page" aria-labelledby="start-title">
      <h1 id="start-title">
        {study?.firstSignIn ? 'Willkommen' : 'Willkommen zurück'}, {info.name}!
      </h1>
      <WeekGoal goal={info.weekGoal ?? null} />
      {study ? <StarterSets starters={study.starters} /> : null}
      {study ? <ContinueStudying recent={study.recent} now={now} /> : null}
      <ReviewNotice now={now} />
      <UpcomingExams now={now} />
      {study ? <OwnSets own={study.own} total={study.ownTotal} /> : null}
      <h2>Im Internet suchen</h2>
      <WebSearch engine={info.search} />
      <p className="start-links">
        <Link to={paths.settings}>Einstellungen</Link>
        <Link to={paths.signOut}>Abmelden</Link>
      </p>
      <h2>Favoriten</h2>
      <FavoriteCards favorites={info.favorites} />
      <p className="start-note">
        Die Links können Sie in den <Link to={paths.favorites}>Einstellungen</Link> ändern.
      </p>
    </section>
  );
}
