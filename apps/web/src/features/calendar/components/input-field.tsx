import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, Field, useField } from '../../../components/form';

interface InputFieldProps {
  name: string;
  label: ReactNode;
  type: 'text' | 'date' | 'time' | 'number';
  hint?: ReactNode;
  min?: number;
  max?: number;
}

/** A labelled input of a type the shared text field does not offer (date, time, number). */
export function InputField({ name, label, type, hint, min, max }: InputFieldProps) {
  const { register } = useFormContext();
  const field = useField(name);
  return (
    <Field field={field} label={label} hint={hint}>
      <input
        id={field.id}
        type={type}
        min={min}
        max={max}
        inputMode={type === 'number' ? 'numeric' : undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        {...register(name)}
      />
    </Field>
  );
}
