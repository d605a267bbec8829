import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './field';
import { useField } from './use-field';

/** A checkbox with its label beside it and its message below. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const { register } = useFormContext();
  const field = useField(name);
  return (
    <div className="form-field form-check">
      <input
        id={field.id}
        type="checkbox"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
        {...register(name)}
      />
      <label htmlFor={field.id}>{children}</label>
      <FieldError field={field} />
    </div>
  );
}
