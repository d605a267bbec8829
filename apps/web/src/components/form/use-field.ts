import { useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

export interface FieldState {
  id: string;
  errorId: string;
  hintId: string;
  /** The field's message, shown only once it was touched or the form was submitted (SPEC §4). */
  error: string | undefined;
}

/** Ids and the visible message of one field of the surrounding react-hook-form form. */
export function useField(name: string): FieldState {
  const id = useId();
  const { control } = useFormContext();
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const touched = get(touchedFields, name) === true;
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    error: touched || isSubmitted ? message : undefined,
  };
}

/** aria-describedby for a control with an optional hint and message. */
export function describedBy(field: FieldState, hasHint: boolean): string | undefined {
  const ids = [hasHint ? field.hintId : '', field.error ? field.errorId : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
