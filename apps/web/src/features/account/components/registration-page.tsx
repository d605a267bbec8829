import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { type Grade, registrationFormSchema } from '@app/shared';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import {
  CheckboxField,
  Form,
  plainOptions,
  SelectField,
  SubmitButton,
  TextField,
  useZodForm,
} from '../../../components/form';
import { useConstants } from '../../../lib/boot-data';
import { useRegister } from '../api/register';
import { CLASS_HINT, GRADE_HINT } from '../class-hints';
import { PasswordField } from './password-field';
import '../account.css';

/** /registrieren: waits for the school's e-mail domain from the constants, then shows the form. */
export default function RegistrationPage() {
  const constants = useConstants();
  return (
    <section className="account-page" aria-labelledby="registration-title">
      <h1 id="registration-title">Registrieren</h1>
      {constants ? <RegistrationForm domain={constants.schoolEmailDomain} grades={constants.grades} /> : <Loading />}
      <p>
        Sie haben bereits ein Konto? <Link to={paths.signIn}>Anmelden</Link>
      </p>
    </section>
  );
}

function RegistrationForm({ domain, grades }: { domain: string; grades: string[] }) {
  const navigate = useNavigate();
  const schema = useMemo(() => registrationFormSchema(domain), [domain]);
  const form = useZodForm(schema, {
    name: '',
    class_: '',
    // Nothing chosen yet: the schema answers it with its required message.
    grade: '' as Grade,
    email: '',
    password: '',
    passwordRepeat: '',
    newsletter: false,
  });
  const registration = useRegister(() => void navigate(paths.registerPending));
  return (
    <>
      {registration.error ? <Alert>{registration.error.message}</Alert> : null}
      <Form
        form={form}
        aria-label="Registrieren"
        onSubmit={({ name, class_, grade, email, password, newsletter }) =>
          registration.mutate({ name, class_, grade, email, password, newsletter })
        }
      >
        <TextField
          name="name"
          label="Name"
          autoComplete="name"
          placeholder="Vorname Nachname"
          hint="Vor- und Nachname, so wie die Schule sie schreibt."
        />
        <TextField name="class_" label="Klasse und Kursbezeichnungen" hint={CLASS_HINT} />
        <SelectField
          name="grade"
          label="Klassenstufe"
          placeholder="Bitte wählen"
          options={plainOptions(grades)}
          hint={GRADE_HINT}
        />
        <TextField
          name="email"
          type="email"
          label="E-Mail"
          autoComplete="email"
          placeholder={`vorname_nachname@${domain}`}
          hint={`Ihre E-Mail-Adresse der Schule (@${domain}).`}
        />
        <PasswordField
          name="password"
          label="Passwort"
          inputFields={['name', 'class_', 'grade', 'email']}
          deps={['passwordRepeat']}
        />
        <TextField name="passwordRepeat" type="password" label="Passwort wiederholen" autoComplete="new-password" />
        <CheckboxField name="terms">
          Ich akzeptiere die <Link to={paths.termsOfUse}>Nutzungsbedingungen</Link>.
        </CheckboxField>
        <CheckboxField name="newsletter">Ich möchte Benachrichtigungen per E-Mail erhalten (optional).</CheckboxField>
        <SubmitButton pending={registration.isPending}>Weiter</SubmitButton>
      </Form>
    </>
  );
}
