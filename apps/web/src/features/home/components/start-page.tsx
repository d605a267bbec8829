import { paths } from '../../../config/paths';
import type { AccountInfo } from '@app/shared';
import { Link } from 'react-router';
import { FavoriteCards } from './favorite-cards';
import { ReviewNotice } from './review-notice';
import { UpcomingExams } from './upcoming-exams';
import { WebSearch } from './web-search';
import '../start-page.css';

/** '/' for a valid account: greeting, web search, favourite websites (SPEC §2). */
export default function StartPage({ info }: { info: AccountInfo }) {
  return (
    <section className="start-page" aria-labelledby="start-title">
      <h1 id="start-title">Willkommen zurück, {info.name}!</h1>
      <ReviewNotice />
      <WebSearch engine={info.search} />
      <p className="start-links">
        <Link to={paths.settings}>Einstellungen</Link>
        <Link to={paths.signOut}>Abmelden</Link>
      </p>
      <UpcomingExams />
      <h2>Favoriten</h2>
      <FavoriteCards favorites={info.favorites} />
      <p className="start-note">
        Die Links können Sie in den <Link to={paths.favorites}>Einstellungen</Link> ändern.
      </p>
    </section>
  );
}
