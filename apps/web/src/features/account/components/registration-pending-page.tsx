import { ACCOUNT_TEXTS } from '@app/shared';
import '../account.css';

/** /registrieren/weiter: what happens next after the form was sent. */
export default function RegistrationPendingPage() {
  return (
    <section className="account-page" aria-labelledby="pending-title">
      <h1 id="pending-title">Registrierung fast abgeschlossen</h1>
      <p>{ACCOUNT_TEXTS.registered}</p>
      <p>Der Link ist 15 Minuten gültig. Falls keine E-Mail ankommt, prüfen Sie bitte auch Ihren Junk-Ordner (Spam).</p>
      <p>Sie können dieses Fenster jetzt schliessen.</p>
    </section>
  );
}
