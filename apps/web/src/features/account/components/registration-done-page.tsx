import { paths } from '../../../config/paths';
import { ACCOUNT_TEXTS } from '@app/shared';
import { Link } from 'react-router';
import '../account.css';

/** /registrieren/fertig */
export default function RegistrationDonePage() {
  return (
    <section className="account-page" aria-labelledby="done-title">
      <h1 id="done-title">Registrieren</h1>
      <p>{ACCOUNT_TEXTS.created}</p>
      <p>
        <Link to={paths.signIn} className="button">
          Anmelden
        </Link>
      </p>
    </section>
  );
}
