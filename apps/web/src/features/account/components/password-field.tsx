import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/form';
import { usePasswordRating } from '../hooks/use-password-rating';

interface PasswordFieldProps {
  name: string;
  label: string;
  /** Other fields of the form the estimator should know (name, class, grade, e-mail). */
  inputFields: string[];
  /** Further known words, e.g. the account's name and id in the settings. */
  knownWords?: string[];
  deps?: string[];
}

/** A new-password field with the hint 'Sicherheit: ' + rating (SPEC §2, §4). */
export function PasswordField({ name, label, inputFields, knownWords = [], deps }: PasswordFieldProps) {
  const { control } = useFormContext();
  const password = (useWatch({ control, name }) as string | undefined) ?? '';
  const inputs = (useWatch({ control, name: inputFields }) as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
  const rating = usePasswordRating(password, [...inputs, ...knownWords]);
  return (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      deps={deps}
      hint={rating ? `Sicherheit: ${rating}` : undefined}
    />
  );
}
