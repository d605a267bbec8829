import { paths } from '../../../config/paths';
import { ACCOUNT_TEXTS } from '@app/shared';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { useConfirmRegistration } from '../api/register';
import '../account.css';

/** /registrieren/{mail_code} and /registrieren/mail/{mail_code}: sends the code once on opening. */
export default function RegistrationConfirmPage() {
  const { mail_code: code } = useParams();
  const navigate = useNavigate();
  const confirmation = useConfirmRegistration(() => void navigate(paths.registerDone, { replace: true }));
  const { mutate } = confirmation;
  // The code is single-use: a second post (StrictMode, re-render) would report it as used.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !code) return;
    sent.current = true;
    mutate(code);
  }, [code, mutate]);
  return (
    <section className="account-page" aria-labelledby="confirm-title">
      <h1 id="confirm-title">Registrieren</h1>
      {confirmation.error ? (
        <>
          <Alert>{confirmation.error.message}</Alert>
          <p>
            <Link to={paths.register}>Zur Registrierung</Link> · <Link to={paths.signIn}>Anmelden</Link>
          </p>
        </>
      ) : (
        <p className="loading" aria-live="polite">
          {ACCOUNT_TEXTS.creating}
        </p>
      )}
    </section>
  );
}
