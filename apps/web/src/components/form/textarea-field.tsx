import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from './field';
import { describedBy, useField } from './use-field';

interface TextareaFieldProps {
  name: string;
  label: ReactNode;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
}

/** A labelled multi-line input bound to the surrounding form. */
export function TextareaField({ name, label, rows = 4, placeholder, hint }: TextareaFieldProps) {
  const { register } = useFormContext();
  const field = useField(name);
  return (
    <Field field={field} label={label} hint={hint}>
      <textarea
        id={field.id}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        {...register(name)}
      />
    </Field>
  );
}
