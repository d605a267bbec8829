import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/alert/alert';
import { useShareCalendar } from '../api/calendars';

/** The owner shares the calendar with one of their classes (classmates read it), or stops. */
export function SharePanel({ calendar, classes }: { calendar: CalendarSummary; classes: readonly string[] }) {
  const share = useShareCalendar(calendar.id);
  const [choice, setChoice] = useState(calendar.share_class ?? '');
  const id = useId();
  const own = classes.filter((c) => c !== '-');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate({ share_class: choice || null });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Mit der Klasse teilen</h3>
      <p>
        {calendar.share_class
          ? `Geteilt mit der Klasse ${calendar.share_class}: Ihre Mitschülerinnen und Mitschüler sehen ihn, ändern kann nur Sie.`
          : 'Nicht geteilt: nur Sie sehen diesen Kalender.'}
      </p>
      {own.length === 0 ? (
        <p>In Ihren Einstellungen ist keine Klasse eingetragen.</p>
      ) : (
        <form className="inline-form" onSubmit={submit}>
          <label htmlFor={`${id}-class`}>Teilen mit</label>
          <select id={`${id}-class`} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">niemandem</option>
            {own.map((c) => (
              <option key={c} value={c}>
                Klasse {c}
              </option>
            ))}
          </select>
          <button type="submit" disabled={share.isPending}>
            Speichern
          </button>
        </form>
      )}
      {share.error ? <Alert>{share.error.message}</Alert> : null}
      {share.isSuccess ? <Alert kind="success">{share.data.message}</Alert> : null}
    </section>
  );
}
