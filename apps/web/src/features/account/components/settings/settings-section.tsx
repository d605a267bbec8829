import type { ReactNode } from 'react';
import { Alert } from '../../../../components/alert/alert';

/** One setting within its topic: a heading and an id that links such as `#favoriten` reach. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
    </section>
  );
}

interface SaveResult {
  isSuccess: boolean;
  data?: { message: string };
  error: Error | null;
}

/** The outcome of a form's last save: the success alert or the server's message. */
export function SaveAlert({ result }: { result: SaveResult }) {
  if (result.error) return <Alert>{result.error.message}</Alert>;
  if (result.isSuccess && result.data) return <Alert kind="success">{result.data.message}</Alert>;
  return null;
}
