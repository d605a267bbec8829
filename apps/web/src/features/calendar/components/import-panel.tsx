import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { EVENT_KIND_LABELS, EVENT_KINDS, MAX_ICS_BYTES } from '@app/shared/calendars/texts';
import { CALENDAR_TEXTS } from '@app/shared/calendars/texts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/alert/alert';
import { useImportIcs } from '../api/events';

/** Imports an .ics file (e.g. the school's timetable) into the calendar: all of it or nothing. */
export function ImportPanel({ calendar }: { calendar: CalendarSummary }) {
  const upload = useImportIcs(calendar.id);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<string>('appointment');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!file);
    if (file) upload.mutate({ file, kind });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Datei importieren</h3>
      <p>
        Eine .ics-Datei, z.&nbsp;B. aus dem Stundenplan der Schule: Termine von heute bis zum Ende des Schuljahres
        (31.&nbsp;Juli), wiederkehrende einzeln. Höchstens {MAX_ICS_BYTES / 1024 / 1024} MB.
      </p>
      <form className="import-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-file`}>Kalenderdatei (.ics)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".ics,text/calendar"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <label htmlFor={`${id}-kind`}>Die Termine sind</label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value)}>
          {EVENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {EVENT_KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <p>
          <button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Wird importiert …' : 'Importieren'}
          </button>
        </p>
      </form>
      {missing ? <Alert>{CALENDAR_TEXTS.icsRequired}</Alert> : null}
      {upload.error ? <Alert>{upload.error.message}</Alert> : null}
      {upload.isSuccess ? <Alert kind="success">{upload.data.message}</Alert> : null}
    </section>
  );
}
