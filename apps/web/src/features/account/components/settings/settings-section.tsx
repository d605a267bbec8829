import type { ReactNode } from 'react';
import { Alert } from '../../../../components/alert/alert';

export interface SectionLink {
  id: string;
  title: string;
}

/** Sections of the settings page in the order of the table of contents (SPEC §2). */
export const SETTINGS_SECTIONS = {
  classes: { id: 'klassen', title: 'Klasse(n)' },
  grade: { id: 'klassenstufe', title: 'Klassenstufe' },
  search: { id: 'suchmaschine', title: 'Suchmaschine' },
  iframe: { id: 'iframes', title: 'iFrames' },
  favorites: { id: 'favoriten', title: 'Favoriten' },
  password: { id: 'passwort', title: 'Passwort' },
  retention: { id: 'lernziel', title: 'Lernziel' },
  answerCheck: { id: 'antworten-pruefen', title: 'Antworten prüfen' },
  theme: { id: 'farbschema', title: 'Farbschema' },
  newsletter: { id: 'benachrichtigungen', title: 'Benachrichtigungen' },
} satisfies Record<string, SectionLink>;

/** One section of the settings page, the target of a table-of-contents link. */
export function SettingsSection({ section, children }: { section: SectionLink; children: ReactNode }) {
  return (
    <section id={section.id} className="settings-section" aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      {children}
    </section>
  );
}

interface SaveResult {
  isSuccess: boolean;
  data?: { message: string };
  error: Error | null;
}

/** The outcome of the section's last save: the success alert or the server's message. */
export function SaveAlert({ result }: { result: SaveResult }) {
  if (result.error) return <Alert>{result.error.message}</Alert>;
  if (result.isSuccess && result.data) return <Alert kind="success">{result.data.message}</Alert>;
  return null;
}
