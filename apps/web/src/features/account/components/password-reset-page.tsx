import { PasswordResetFormSchema } from '@app/shared';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { paths } from '../../../config/paths';
import { useConfirmPasswordReset } from '../api/password-reset';
import { PasswordField } from './password-field';
import '../account.css';

/** /passwort-vergessen/{token}: the mailed link's page, where the new password is set (once). */
export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const form = useZodForm(PasswordResetFormSchema, { password: '', passwordRepeat: '' });
  const reset = useConfirmPasswordReset();
  return (
    <section className="account-page" aria-labelledby="reset-title">
      <h1 id="reset-title">Neues Passwort festlegen</h1>
      {reset.data ? (
        <>
          <Alert kind="success">{reset.data.message}</Alert>
          <p>
            <Link to={paths.signIn}>Anmelden</Link>
          </p>
        </>
      ) : (
        <>
          <p>Nach der Änderung werden Sie auf allen Geräten abgemeldet.</p>
          {reset.error ? (
            <Alert>
              {reset.error.message} <Link to={paths.passwordForgotten}>Neuen Link anfordern</Link>
            </Alert>
          ) : null}
          <Form
            form={form}
            onSubmit={({ password }) => reset.mutate({ token, password })}
            aria-label="Neues Passwort festlegen"
          >
            <PasswordField name="password" label="Neues Passwort" inputFields={[]} deps={['passwordRepeat']} />
            <TextField
              name="passwordRepeat"
              type="password"
              label="Neues Passwort wiederholen"
              autoComplete="new-password"
            />
            <SubmitButton pending={reset.isPending}>Passwort festlegen</SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
