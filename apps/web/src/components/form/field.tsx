import type { ReactNode } from 'react';
import type { FieldState } from './use-field';

interface FieldProps {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control, optional hint and the field's message beside it. */
export function Field({ field, label, hint, children }: FieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      {children}
      {hint ? (
        <p className="field-hint" id={field.hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

export function FieldError({ field }: { field: FieldState }) {
  if (!field.error) return null;
  return (
    <p className="field-error" id={field.errorId} role="alert">
      {field.error}
    </p>
  );
}
