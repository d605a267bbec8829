import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/alert/alert';
import { paths } from '../../../config/paths';
import { useDeleteJoinLink, useRenewJoinLink } from '../api/calendars';

/**
 * The owner's join link of a shared calendar: pupils who open it signed in become members and
 * read the calendar. Shown whenever the owner wants (to hand out in class), renewed or deleted
 * here (docs/decisions/0027-class-membership.md).
 */
export function JoinLinkPanel({ calendar }: { calendar: CalendarSummary }) {
  const renew = useRenewJoinLink(calendar.id);
  const remove = useDeleteJoinLink(calendar.id);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const link = calendar.join_code ? `${location.origin}${paths.calendars.join(calendar.join_code)}` : null;
  const busy = renew.isPending || remove.isPending;
  const callbacks = (buttonStays: boolean) => ({
    onSuccess: (reply: { message: string }) => {
      setCopied(null);
      setMessage({ text: reply.message, error: false });
      // A button that went away leaves the keyboard at the section's heading, not at the page's top.
      if (!buttonStays) heading.current?.focus();
    },
    onError: (error: Error) => setMessage({ text: error.message, error: true }),
  });
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Beitrittslink
      </h4>
      <p>
        Geben Sie diesen Link in der Klasse weiter, zum Beispiel im Klassenchat. Wer ihn angemeldet öffnet und beitritt,
        kann den Kalender lesen. Ein neuer Link ersetzt den bisherigen; wer schon beigetreten ist, bleibt Mitglied.
      </p>
      {link ? (
        <div className="feed-address">
          <label htmlFor={`${id}-link`}>Beitrittslink für die Klasse {calendar.share_class}</label>
          <input id={`${id}-link`} type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
          <p className="button-row">
            <button type="button" className="secondary" onClick={() => void copy()}>
              Link kopieren
            </button>
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => renew.mutate(undefined, callbacks(true))}
            >
              Neuen Link erstellen
            </button>
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => remove.mutate(undefined, callbacks(false))}
            >
              Link löschen
            </button>
          </p>
        </div>
      ) : (
        <>
          <p>Es gibt keinen Beitrittslink: Niemand kann neu beitreten.</p>
          <p>
            <button type="button" disabled={busy} onClick={() => renew.mutate(undefined, callbacks(false))}>
              Link erstellen
            </button>
          </p>
        </>
      )}
      <div role="status">
        {copied === true ? 'Der Link wurde kopiert.' : null}
        {copied === false ? 'Der Link konnte nicht kopiert werden. Markieren und kopieren Sie ihn im Feld.' : null}
      </div>
      {message ? <Alert kind={message.error ? 'error' : 'success'}>{message.text}</Alert> : null}
    </section>
  );
}
