import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  /** Label while the request runs; defaults to the normal label. */
  pendingLabel?: ReactNode;
}

/** The form's submit button; disabled and busy while its request runs. */
export function SubmitButton({ pending, children, pendingLabel }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined}>
      {pending ? (pendingLabel ?? children) : children}
    </button>
  );
}
