import type { StudyHomeReply } from '@app/shared/learnsets/study-home';
import { SetLinkList } from './set-link-list';

/**
 * 'Zum Ausprobieren': the platform's starter sets, each one tap into learn mode. The server sends
 * them only while the pupil owns no set and has studied none; then this part is gone.
 */
export function StarterSets({ starters }: { starters: StudyHomeReply['starters'] }) {
  if (starters.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="starter-sets-title">
      <h2 id="starter-sets-title">Zum Ausprobieren</h2>
      <p>Noch keine eigenen Lernsets? Probieren Sie den Lernmodus gleich mit einem dieser Lernsets aus:</p>
      <SetLinkList sets={starters} />
    </section>
  );
}
