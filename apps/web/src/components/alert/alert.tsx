import type { ReactNode } from 'react';
import './alert.css';

interface AlertProps {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** An in-page message: server errors as an alert, confirmations as a polite status. */
export function Alert({ kind = 'error', children }: AlertProps) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
