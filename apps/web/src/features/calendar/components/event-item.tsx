import { timeRange } from '@app/shared/calendars/calendar-dates';
import type { CalendarEvent } from '@app/shared/calendars/schemas';
import { EVENT_KIND_LABELS } from '@app/shared/calendars/texts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface EventItemProps {
  event: CalendarEvent;
  /** The owner's buttons; absent for a classmate (read-only). */
  onEdit?: (event: CalendarEvent) => void;
  onDelete?: (event: CalendarEvent) => void;
  busy?: boolean;
}

/** One event: time, kind, title, note, its sets (with a button to learn them) and documents. */
export function EventItem({ event, onEdit, onDelete, busy }: EventItemProps) {
  const setIds = event.sets.map((s) => s.id);
  return (
    <article
      className={`calendar-event kind-${event.kind}`}
      aria-label={`${EVENT_KIND_LABELS[event.kind]}: ${event.title}`}
    >
      <p className="calendar-event-head">
        <span className="calendar-event-time">{timeRange(event.time, event.duration)}</span>
        <span className="calendar-event-kind">{EVENT_KIND_LABELS[event.kind]}</span>
      </p>
      <h4 className="calendar-event-title">{event.title}</h4>
      {event.note ? <p className="calendar-event-note">{event.note}</p> : null}
      {event.sets.length > 0 ? (
        <ul className="calendar-event-links" aria-label="Verknüpfte Lernsets">
          {event.sets.map((set) => (
            <li key={set.id}>
              <Link to={paths.learnsets.preview(set.id)}>
                [{set.subject}] {set.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {event.documents.length > 0 ? (
        <ul className="calendar-event-links" aria-label="Verknüpfte Dokumente">
          {event.documents.map((doc) => (
            <li key={doc.id}>
              <Link to={paths.documents.preview(doc.id)}>
                [{doc.subject}] {doc.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="button-row">
        {setIds.length > 0 ? (
          <Link className="button" to={paths.learnsets.learn(setIds)}>
            Lernen
          </Link>
        ) : null}
        {onEdit ? (
          <button
            type="button"
            className="secondary"
            disabled={busy}
            aria-label={`Bearbeiten: ${event.title}`}
            onClick={() => onEdit(event)}
          >
            Bearbeiten
          </button>
        ) : null}
        {onDelete ? (
          <button
            type="button"
            className="secondary"
            disabled={busy}
            aria-label={`Löschen: ${event.title}`}
            onClick={() => onDelete(event)}
          >
            Löschen
          </button>
        ) : null}
      </p>
    </article>
  );
}
