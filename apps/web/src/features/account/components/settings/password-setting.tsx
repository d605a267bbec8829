import { PasswordSettingFormSchema } from '@app/shared';
import { Form, SubmitButton, TextField, useZodForm } from '../../../../components/form';
import { useUpdateSetting } from '../../../../lib/update-setting';
import { PasswordField } from '../password-field';
import { SaveAlert } from './settings-section';

interface PasswordSettingProps {
  /** Words the estimator should know: account name, id, classes, grade (SPEC §4). */
  knownWords: string[];
  /** The server has ended every session: the page tells the user and logs out. */
  onChanged: (message: string) => void;
}

export function PasswordSetting({ knownWords, onChanged }: PasswordSettingProps) {
  const form = useZodForm(PasswordSettingFormSchema, { oldPassword: '', password: '', passwordRepeat: '' });
  const save = useUpdateSetting('password', onChanged);
  return (
    <>
      <p>Nach der Änderung werden Sie auf allen Geräten abgemeldet.</p>
      <Form
        form={form}
        onSubmit={({ oldPassword, password }) => save.mutate({ oldPassword, password })}
        aria-label="Passwort ändern"
      >
        <TextField name="oldPassword" type="password" label="Altes Passwort" autoComplete="current-password" />
        <PasswordField
          name="password"
          label="Neues Passwort"
          inputFields={[]}
          knownWords={knownWords}
          deps={['passwordRepeat']}
        />
        <TextField
          name="passwordRepeat"
          type="password"
          label="Neues Passwort wiederholen"
          autoComplete="new-password"
        />
        <SubmitButton pending={save.isPending}>Ändern</SubmitButton>
      </Form>
      <SaveAlert result={save} />
    </>
  );
}
