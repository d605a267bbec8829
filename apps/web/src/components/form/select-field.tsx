import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from './field';
import { describedBy, useField } from './use-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option that cannot be chosen again, e.g. 'Bitte wählen'. */
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled select bound to the surrounding form. */
export function SelectField({ name, label, options, placeholder, hint }: SelectFieldProps) {
  const { register } = useFormContext();
  const field = useField(name);
  return (
    <Field field={field} label={label} hint={hint}>
      <select
        id={field.id}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        {...register(name)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Options whose label is their value (grades, classes). */
export const plainOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
