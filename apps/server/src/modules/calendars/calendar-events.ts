import { type CalendarEvent, type CalendarLink, EVENT_KINDS, type EventKind } from '@app/shared';
import type { EventRow, LinkRow, Links } from './calendar-event.repository';

const isKind = (kind: string): kind is EventKind => (EVENT_KINDS as readonly string[]).includes(kind);

function byEvent(rows: readonly LinkRow[]): Map<string, CalendarLink[]> {
  const map = new Map<string, CalendarLink[]>();
  for (const { event_id, ...link } of rows) map.set(event_id, [...(map.get(event_id) ?? []), link]);
  return map;
}

/** Event rows with their links as the API sends them. */
export function toCalendarEvents(rows: readonly EventRow[], links: Links): CalendarEvent[] {
  const sets = byEvent(links.sets);
  const documents = byEvent(links.documents);
  return rows.map((row) => ({
    id: row.id,
    calendar_id: row.calendar_id,
    title: row.title,
    day: row.day,
    time: row.time,
    duration: row.duration === null ? null : Number(row.duration),
    kind: isKind(row.kind) ? row.kind : 'appointment',
    note: row.note,
    sets: sets.get(row.id) ?? [],
    documents: documents.get(row.id) ?? [],
  }));
}
