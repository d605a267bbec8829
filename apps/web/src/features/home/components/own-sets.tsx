import type { StudyHomeReply } from '@app/shared/learnsets/study-home';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SetLinkList } from './set-link-list';

/**
 * 'Meine Lernsets': the pupil's own sets, each with its mastery ring and one tap into learning,
 * and 'Lernset erstellen'.
 */
export function OwnSets({ own, total }: { own: StudyHomeReply['own']; total: number }) {
  return (
    <section className="home-section" aria-labelledby="own-sets-title">
      <h2 id="own-sets-title">Meine Lernsets</h2>
      {own.length === 0 ? (
        <p>Sie haben noch kein eigenes Lernset.</p>
      ) : (
        <>
          {total > own.length ? (
            <p>
              Die {own.length} zuletzt bearbeiteten von Ihren {total} Lernsets:
            </p>
          ) : null}
          <SetLinkList sets={own} />
        </>
      )}
      <p className="button-row">
        <Link className="button secondary" to={paths.learnsets.upload}>
          Lernset erstellen
        </Link>
        {total > own.length ? <Link to={paths.learnsets.list}>Alle Lernsets</Link> : null}
      </p>
    </section>
  );
}
