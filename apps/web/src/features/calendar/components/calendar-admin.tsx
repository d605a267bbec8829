import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { CALENDAR_NAME_MAX } from '@app/shared/calendars/texts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { paths } from '../../../config/paths';
import { useDeleteCalendar, useRenameCalendar } from '../api/calendars';

/** Renaming, and deleting a calendar that is not one of the reserved two. */
export function CalendarAdmin({ calendar }: { calendar: CalendarSummary }) {
  const rename = useRenameCalendar(calendar.id);
  const remove = useDeleteCalendar(calendar.id);
  const navigate = useNavigate();
  const [name, setName] = useState(calendar.name);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name);
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Name und Löschen</h3>
      <form className="inline-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={CALENDAR_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" disabled={rename.isPending}>
          Umbenennen
        </button>
      </form>
      {rename.error ? <Alert>{rename.error.message}</Alert> : null}
      {rename.isSuccess ? <Alert kind="success">{rename.data.message}</Alert> : null}
      {calendar.reserved ? (
        <p>«Prüfungen» und «Hausaufgaben» gehören zu jedem Konto und können nicht gelöscht werden.</p>
      ) : confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="confirm">
          <p id={`${id}-confirm`}>Den Kalender «{calendar.name}» mit allen Terminen löschen?</p>
          <p className="button-row">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate(paths.calendars.list) })}
            >
              Ja, löschen
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              Abbrechen
            </button>
          </p>
        </div>
      ) : (
        <p>
          <button type="button" className="secondary" onClick={() => setConfirming(true)}>
            Kalender löschen
          </button>
        </p>
      )}
      {remove.error ? <Alert>{remove.error.message}</Alert> : null}
    </section>
  );
}
