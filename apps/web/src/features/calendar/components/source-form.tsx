import { CALENDAR_SOURCE_TEXTS, SOURCE_REFRESH_HOURS, SOURCE_URL_MAX } from '@app/shared/calendars/calendar-source';
import { CALENDAR_NAME_MAX } from '@app/shared/calendars/texts';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useAddSource } from '../api/calendars';

/** Subscribes to a calendar by its address (the school's timetable, a Google or Outlook calendar). */
export function SourceForm() {
  const add = useAddSource();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ name, url }, { onSuccess: (reply) => void navigate(paths.calendars.calendar(reply.id)) });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Kalender abonnieren</h2>
      <p id={`${id}-help`}>
        Die Adresse eines Kalenders, z.&nbsp;B. des Stundenplans der Schule (beginnt mit https:// oder webcal://). Seine
        Termine erscheinen hier und werden alle {SOURCE_REFRESH_HOURS} Stunden aktualisiert; ändern können Sie sie nur
        dort, wo der Kalender geführt wird.
      </p>
      <form className="source-form" onSubmit={submit} noValidate aria-describedby={`${id}-help`}>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={CALENDAR_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="z. B. Stundenplan"
        />
        <label htmlFor={`${id}-url`}>Adresse des Kalenders</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          // A string: Preact drops an attribute whose value is false (docs/decisions/0058).
          spellCheck="false"
          maxLength={SOURCE_URL_MAX}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="webcal://…"
        />
        <p>
          <button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Kalender wird geladen …' : 'Abonnieren'}
          </button>
        </p>
      </form>
      {add.error ? (
        <Alert>
          {add.error.message}
          {add.error instanceof ApiError && add.error.httpStatus === 403 ? (
            <>
              {' '}
              <Link to={paths.premium}>Zu Premium</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      {add.isPending ? (
        <p role="status" className="field-hint">
          Der Kalender wird von seiner Adresse geladen …
        </p>
      ) : null}
    </section>
  );
}

/** A subscribed calendar's address and last refresh, for its owner; why the last one failed. */
export function SourceStatus({
  source,
}: {
  source: { url: string; refreshed_at: string | null; error: string | null };
}) {
  const refreshed = source.refreshed_at
    ? new Intl.DateTimeFormat('de-CH', {
        timeZone: 'Europe/Zurich',
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(source.refreshed_at))
    : null;
  return (
    <div className="source-status">
      <p>
        Abonniert von <span className="source-url">{source.url}</span>
      </p>
      <p>
        {refreshed ? `Zuletzt aktualisiert: ${refreshed}. ` : null}
        {CALENDAR_SOURCE_TEXTS.readOnly}
      </p>
      {source.error ? <Alert>Letzte Aktualisierung fehlgeschlagen: {source.error}</Alert> : null}
    </div>
  );
}
