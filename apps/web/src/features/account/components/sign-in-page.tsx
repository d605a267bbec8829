import { paths } from '../../../config/paths';
import { SignInSchema } from '@app/shared';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { signInErrorMessage, useSignIn } from '../api/sign-in';
import '../account.css';

/** /anmelden: e-mail and password; success reloads the account and goes to the start page. */
export default function SignInPage() {
  const navigate = useNavigate();
  const form = useZodForm(SignInSchema, { email: '', password: '' });
  const signIn = useSignIn(() => void navigate(paths.home));
  return (
    <section className="account-page" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Anmelden</h1>
      {signIn.error ? <Alert>{signInErrorMessage(signIn.error)}</Alert> : null}
      <Form form={form} onSubmit={(values) => signIn.mutate(values)} aria-label="Anmelden">
        <TextField name="email" type="email" label="E-Mail" autoComplete="username" />
        <TextField name="password" type="password" label="Passwort" autoComplete="current-password" />
        <SubmitButton pending={signIn.isPending}>Weiter</SubmitButton>
      </Form>
      <p>
        <Link to={paths.passwordForgotten}>Passwort vergessen?</Link>
      </p>
      <p>
        Sie haben noch kein Konto? <Link to={paths.register}>Registrieren</Link>
      </p>
    </section>
  );
}
