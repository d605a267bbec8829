import type { CalendarDetailReply, CalendarListReply } from '@app/shared';
import { DEMO_CLASS, DEMO_EVENTS, type SignedInPupil, type StoredSet } from './demo-school';
import type { DemoSetKey } from './demo-sets';

/** A day as `YYYY-MM-DD`; Saturday and Sunday move to the Monday after, as schools test on weekdays. */
function weekday(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const shift = date.getUTCDay() === 6 ? 2 : date.getUTCDay() === 0 ? 1 : 0;
  date.setUTCDate(date.getUTCDate() + shift);
  return date.toISOString().slice(0, 10);
}

/**
 * The class calendar: the first pupil's reserved calendar «Prüfungen» gets the exams (with their
 * sets, which gives every follower an exam date) and a homework, is shared with the class, and
 * the classmates join with its link and put it on their start page. Returns the number of events.
 */
export async function shareClassCalendar(
  pupils: readonly SignedInPupil[],
  sets: ReadonlyMap<DemoSetKey, StoredSet>,
  documents: ReadonlyMap<string, string>,
  dayIn: (days: number) => string,
): Promise<number> {
  const [owner, ...classmates] = pupils;
  if (!owner) return 0;
  const list = await owner.client.get<CalendarListReply>('/calendars');
  const exams = list.calendars.find((calendar) => calendar.reserved === 'exams');
  if (!exams) throw new Error('Der Kalender «Prüfungen» fehlt.');
  for (const event of DEMO_EVENTS) {
    await owner.client.post(`/calendars/${exams.id}/events`, {
      title: event.title,
      day: weekday(dayIn(event.inDays)),
      time: event.time,
      duration: event.duration,
      kind: event.kind,
      note: event.note,
      set_ids: event.sets.map((key) => sets.get(key)?.id ?? ''),
      document_ids: event.documents.map((key) => documents.get(key) ?? ''),
    });
  }
  await owner.client.post(`/calendars/${exams.id}/share`, { share_class: DEMO_CLASS });
  const shared = await owner.client.get<CalendarDetailReply>(`/calendars/${exams.id}`);
  const code = shared.calendar.join_code;
  if (!code) throw new Error('Der Kalender hat keinen Link zum Beitreten.');
  for (const classmate of classmates) {
    await classmate.client.post('/calendars/join', { code });
    await classmate.client.post(`/calendars/${exams.id}/subscribe`, { subscribed: true });
  }
  return DEMO_EVENTS.length;
}
