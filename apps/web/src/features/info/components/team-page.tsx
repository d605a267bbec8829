import { useImprint } from '../../../lib/boot-data';
import { PRODUCT_NAME } from '../../../lib/site';

const APPLY_SUBJECT = `Mitmachen bei ${PRODUCT_NAME}`;

export default function TeamPage() {
  const imprint = useImprint();

  return (
    <article className="page">
      <h1>Team</h1>
      <p>
        {PRODUCT_NAME} ist eine Lernplattform von Lernenden für Lernende: Sie wird von Schülerinnen und Schülern der
        Kantonsschule für ihre Mitschülerinnen und Mitschüler entwickelt und betrieben.
      </p>

      <section className="team-member" aria-labelledby="team-development">
        <h2 id="team-development">Entwicklung &amp; Betrieb</h2>
        <p className="team-member-role">Schülerinnen und Schüler der Kantonsschule – Gründer und Entwickler</p>
        <p>
          Das Team hat die Plattform gegründet, entwickelt sie laufend weiter und kümmert sich um den Betrieb der
          Server, die Sicherheit und die Unterstützung der Nutzerinnen und Nutzer. Ideen und Rückmeldungen aus der
          Schule fliessen direkt in die Weiterentwicklung ein.
        </p>
      </section>

      <section aria-labelledby="team-join">
        <h2 id="team-join">Mitmachen</h2>
        <p>
          Sie möchten mithelfen, zum Beispiel beim Programmieren, Gestalten, Testen oder Betreuen der Inhalte? Schreiben
          Sie uns eine E-Mail mit ein paar Sätzen zu Ihnen und Ihren Interessen.
        </p>
        <p>
          {imprint ? (
            <a href={`mailto:${imprint.mail}?subject=${encodeURIComponent(APPLY_SUBJECT)}`}>Mitmachen</a>
          ) : (
            'lädt...'
          )}
        </p>
      </section>
    </article>
  );
}
