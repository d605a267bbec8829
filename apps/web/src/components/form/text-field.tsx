import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from './field';
import { describedBy, useField } from './use-field';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'date' | 'time' | 'number';
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  /** Fields whose message depends on this one (e.g. the repeated password). */
  deps?: string[];
  /** Bounds of a number field. */
  min?: number;
  max?: number;
}

/** A labelled input bound to the surrounding form: text of any kind, a date, a time or a number. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
  deps,
  min,
  max,
}: TextFieldProps) {
  const { register } = useFormContext();
  const field = useField(name);
  return (
    <Field field={field} label={label} hint={hint}>
      <input
        id={field.id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        min={min}
        max={max}
        inputMode={type === 'number' ? 'numeric' : undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        {...register(name, { deps })}
      />
    </Field>
  );
}
