import { longDay } from '@app/shared/calendars/calendar-dates';
import type { CalendarEvent } from '@app/shared/calendars/schemas';
import { useMemo, useState } from 'react';
import { EventItem } from './event-item';

interface AgendaListProps {
  events: readonly CalendarEvent[];
  today: string;
  onEdit?: (event: CalendarEvent) => void;
  onDelete?: (event: CalendarEvent) => void;
  busy?: boolean;
}

/** The coming events day by day (the past on request), as a list that reads well on a phone. */
export function AgendaList({ events, today, onEdit, onDelete, busy }: AgendaListProps) {
  const [showPast, setShowPast] = useState(false);
  const past = events.filter((e) => e.day < today).length;
  const days = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events) {
      if (!showPast && event.day < today) continue;
      map.set(event.day, [...(map.get(event.day) ?? []), event]);
    }
    return [...map];
  }, [events, showPast, today]);

  return (
    <section className="agenda" aria-labelledby="agenda-title">
      <h2 id="agenda-title">{showPast ? 'Alle Termine' : 'Kommende Termine'}</h2>
      {past > 0 ? (
        <p>
          <button type="button" className="secondary" aria-pressed={showPast} onClick={() => setShowPast(!showPast)}>
            {showPast ? 'Frühere Termine ausblenden' : `Frühere Termine anzeigen (${past})`}
          </button>
        </p>
      ) : null}
      {days.length === 0 ? <p>Keine kommenden Termine.</p> : null}
      <ol className="agenda-days">
        {days.map(([day, dayEvents]) => (
          <li key={day} className={day === today ? 'agenda-day today' : 'agenda-day'}>
            <h3>
              {day === today ? 'Heute, ' : ''}
              {longDay(day)}
            </h3>
            {dayEvents.map((event) => (
              <EventItem key={event.id} event={event} onEdit={onEdit} onDelete={onDelete} busy={busy} />
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
