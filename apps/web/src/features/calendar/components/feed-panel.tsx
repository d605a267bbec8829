import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { useId, useState } from 'react';
import { Alert } from '../../../components/alert/alert';
import { useRenewFeed } from '../api/calendars';

/**
 * The phone's calendar address (the owner's, or a member's own): shown once when made (only its
 * hash is kept), so the pupil copies it then; a new one ends the old one.
 */
export function FeedPanel({ calendar }: { calendar: CalendarSummary }) {
  const renew = useRenewFeed(calendar.id);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const url = renew.data?.url;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Auf dem Handy</h3>
      <p>
        Mit einer geheimen Adresse zeigt der Kalender Ihres Handys (iPhone, Android, Outlook) diese Termine an und hält
        sie aktuell. Wer die Adresse kennt, sieht die Termine.
        {calendar.own ? null : ' Ihre Adresse gilt, solange Sie Mitglied dieses Kalenders sind.'}
      </p>
      {calendar.feed && !url ? (
        <p>Es gibt bereits eine Adresse. Eine neue ersetzt sie: Die bisherige funktioniert dann nicht mehr.</p>
      ) : null}
      <p>
        <button type="button" disabled={renew.isPending} onClick={() => renew.mutate()}>
          {calendar.feed || url ? 'Neue Adresse erstellen' : 'Adresse erstellen'}
        </button>
      </p>
      {renew.error ? <Alert>{renew.error.message}</Alert> : null}
      {url ? (
        <div className="feed-address">
          <Alert kind="success">{renew.data?.message}</Alert>
          <label htmlFor={`${id}-url`}>Adresse für das Handy (nur jetzt sichtbar)</label>
          <input id={`${id}-url`} type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
          <p className="button-row">
            <button type="button" className="secondary" onClick={() => void copy()}>
              Adresse kopieren
            </button>
            <a className="button secondary" href={url.replace(/^https?:/, 'webcal:')}>
              Im Kalender öffnen
            </a>
          </p>
          {copied ? <p role="status">Die Adresse wurde kopiert.</p> : null}
        </div>
      ) : null}
    </section>
  );
}
