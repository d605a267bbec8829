import { Link } from 'react-router';
import { TermsContent } from './terms-page';

export default function TermsOfUsePage() {
  return (
    <article className="page">
      <h1>Nutzungsbedingungen</h1>
      <TermsContent />
      <p>
        <Link to="/registrieren">Zurück zur Registrierung</Link>
      </p>
    </article>
  );
}
