import { paths } from '../../../config/paths';
import { Link } from 'react-router';
import { TermsContent } from './terms-page';

export default function TermsOfUsePage() {
  return (
    <article className="page">
      <h1>Nutzungsbedingungen</h1>
      <TermsContent />
      <p>
        <Link to={paths.register}>Zurück zur Registrierung</Link>
      </p>
    </article>
  );
}
