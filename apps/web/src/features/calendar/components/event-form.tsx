import {
  type CalendarEvent,
  type EventBody,
  EventBodySchema,
  type EventForm as EventFormValues,
} from '@app/shared/calendars/schemas';
import { EVENT_KIND_LABELS, EVENT_KINDS, EVENT_TITLE_MAX } from '@app/shared/calendars/texts';
import { useEffect } from 'react';
import { Alert } from '../../../components/alert/alert';
import { Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from '../../../components/form';
import { useLinkOptions } from '../api/link-options';
import { LinkPicker } from './link-picker';

interface EventFormProps {
  /** The event to change, or null for a new one on `day`. */
  event: CalendarEvent | null;
  day: string;
  ownerId: string;
  pending: boolean;
  error: string | null;
  onSave: (body: EventBody) => void;
  onCancel: () => void;
}

const KIND_OPTIONS = EVENT_KINDS.map((kind) => ({ value: kind, label: EVENT_KIND_LABELS[kind] }));

function initialValues(event: CalendarEvent | null, day: string): EventFormValues {
  return {
    title: event?.title ?? '',
    day: event?.day ?? day,
    time: event?.time ?? '',
    duration: event?.duration === null || event?.duration === undefined ? '' : String(event.duration),
    kind: event?.kind ?? 'exam',
    note: event?.note ?? '',
    set_ids: event?.sets.map((s) => s.id) ?? [],
    document_ids: event?.documents.map((d) => d.id) ?? [],
  };
}

/** Adds or changes an event, validated by the shared schema the server uses too. */
export function EventForm({ event, day, ownerId, pending, error, onSave, onCancel }: EventFormProps) {
  const form = useZodForm(EventBodySchema, initialValues(event, day));
  const links = useLinkOptions(true);
  const { reset, setValue, watch } = form;
  useEffect(() => reset(initialValues(event, day)), [event, day, reset]);
  const setIds = (watch('set_ids') ?? []) as string[];
  const documentIds = (watch('document_ids') ?? []) as string[];
  const heading = event ? 'Termin bearbeiten' : 'Termin hinzufügen';

  return (
    <section className="event-form" aria-labelledby="event-form-title">
      <h2 id="event-form-title" tabIndex={-1}>
        {heading}
      </h2>
      <Form form={form} onSubmit={onSave} aria-label={heading}>
        <TextField name="title" label="Titel" hint={`Höchstens ${EVENT_TITLE_MAX} Zeichen.`} />
        <SelectField name="kind" label="Art" options={KIND_OPTIONS} />
        <div className="event-form-row">
          <TextField name="day" label="Datum" type="date" />
          <TextField name="time" label="Uhrzeit (freiwillig)" type="time" hint="Leer: ganztägig." />
          <TextField name="duration" label="Dauer in Minuten (freiwillig)" type="number" min={1} max={1440} />
        </div>
        <TextareaField name="note" label="Notiz (freiwillig)" rows={3} />
        <LinkPicker
          legend="Lernsets zum Lernen"
          noun="Lernset"
          options={links.sets}
          ownerId={ownerId}
          selected={setIds}
          onChange={(ids) => setValue('set_ids', ids, { shouldDirty: true })}
        />
        <LinkPicker
          legend="Dokumente"
          noun="Dokument"
          options={links.documents}
          ownerId={ownerId}
          selected={documentIds}
          onChange={(ids) => setValue('document_ids', ids, { shouldDirty: true })}
        />
        {error ? <Alert>{error}</Alert> : null}
        {links.error ? <Alert>{links.error.message}</Alert> : null}
        <p className="button-row">
          <SubmitButton pending={pending} pendingLabel="Wird gespeichert …">
            Speichern
          </SubmitButton>
          <button type="button" className="secondary" onClick={onCancel}>
            Abbrechen
          </button>
        </p>
      </Form>
    </section>
  );
}
