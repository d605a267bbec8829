import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { CALENDAR_NAME_MAX } from '@app/shared/calendars/texts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { paths } from '../../../config/paths';
import { useDeleteCalendar, useRenameCalendar } from '../api/calendars';
import { ConfirmQuestion } from '../../../components/confirm-question/confirm-question';

/** Renaming, and deleting a calendar that is not one of the reserved two (for a subscribed one: ending the subscription). */
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
        <ConfirmQuestion
          question={
            calendar.source
              ? `Das Abo «${calendar.name}» beenden und seine Termine hier löschen?`
              : `Den Kalender «${calendar.name}» mit allen Terminen löschen?`
          }
          confirmLabel="Ja, löschen"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => void navigate(paths.calendars.list) })}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <p>
          <button type="button" className="secondary" onClick={() => setConfirming(true)}>
            {calendar.source ? 'Abo beenden' : 'Kalender löschen'}
          </button>
        </p>
      )}
      {remove.error ? <Alert>{remove.error.message}</Alert> : null}
    </section>
  );
}
