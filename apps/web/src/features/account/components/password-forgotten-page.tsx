import { PasswordResetRequestSchema } from '@app/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/password-reset';
import '../account.css';

/** /passwort-vergessen: the school address; the server mails a link if it has an account. */
export default function PasswordForgottenPage() {
  const form = useZodForm(PasswordResetRequestSchema, { email: '' });
  const request = useRequestPasswordReset();
  return (
    <section className="account-page" aria-labelledby="forgotten-title">
      <h1 id="forgotten-title">Passwort vergessen</h1>
      {request.data ? (
        <>
          <Alert kind="success">{request.data.message}</Alert>
          <p>Falls keine E-Mail ankommt, prüfen Sie bitte auch Ihren Junk-Ordner (Spam).</p>
        </>
      ) : (
        <>
          <p>
            Geben Sie die E-Mail-Adresse Ihres Kontos an. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort
            festlegen können.
          </p>
          {request.error ? <Alert>{request.error.message}</Alert> : null}
          <Form form={form} onSubmit={(values) => request.mutate(values)} aria-label="Passwort vergessen">
            <TextField name="email" type="email" label="E-Mail" autoComplete="username" />
            <SubmitButton pending={request.isPending}>Link senden</SubmitButton>
          </Form>
        </>
      )}
      <p>
        <Link to={paths.signIn}>Zurück zur Anmeldung</Link>
      </p>
    </section>
  );
}
