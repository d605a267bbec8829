import { addDays, toStoredDate, toZurichDay } from '@app/shared';
import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import { buildUser, signInAs } from '../../test/factories';
import { type TestApp, TestClient } from '../../test/test-app';
import type { SessionAccount } from '../../kernel/session-account';

/** Today in Zurich, `days` away. */
export const zurichDay = (days = 0) => addDays(toZurichDay(new Date()), days);

/** A pupil with a signed-in client; `classes` e.g. '5b 5b-FR', payment dates for the plan. */
export async function pupil(t: TestApp, overrides: Partial<SessionAccount> = {}) {
  const user = await buildUser(t.db.handle.db, overrides);
  const client = new TestClient(t.app);
  await signInAs(t.db.handle.db, client, user.id);
  return { user, client };
}

/** The plans' payment dates: Premium Lite or Premium valid for another year. */
export const LITE = { payment_lite: zurichDay(365) };
export const PREMIUM = { payment: zurichDay(365) };

/** A stored document row (no file: links only need the row). */
export async function buildDocument(db: Db, ownerId: string, title = 'Zusammenfassung Verben'): Promise<string> {
  const id = newId();
  const now = new Date();
  await db
    .insertInto('documents')
    .values({
      id,
      owner_id: ownerId,
      title,
      subject: 'FR',
      description: 'Alle unregelmässigen Verben',
      class_: '5b',
      grade: '5',
      language: 'fr',
      size: 4,
      extension: 'txt',
      mimetype: 'text/plain',
      formated_size: '4 B',
      file_name: 'verben.txt',
      created: toStoredDate(now),
      edited: toStoredDate(now),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** The join code of the owner's shared calendar, as the owner's calendar page shows it. */
export async function joinCode(owner: TestClient, calendarId: string): Promise<string> {
  const code = (await owner.get(`/api/v1/calendars/${calendarId}`)).json().calendar.join_code as string | null;
  if (!code) throw new Error('no join link');
  return code;
}

/** Shares the owner's calendar with a class and lets these pupils join with its link. */
export async function shareWith(owner: TestClient, calendarId: string, shareClass: string, ...pupils: TestClient[]) {
  await owner.post(`/api/v1/calendars/${calendarId}/share`, { share_class: shareClass });
  const code = await joinCode(owner, calendarId);
  for (const client of pupils) {
    const res = await client.post('/api/v1/calendars/join', { code });
    if (res.statusCode !== 200) throw new Error(`join refused: ${res.body}`);
  }
  return code;
}

/** The calendars call's reply. */
export async function listCalendars(client: TestClient) {
  const res = await client.get('/api/v1/calendars');
  return res.json() as {
    calendars: Array<{ id: string; name: string; reserved: string | null; share_class: string | null; own: boolean }>;
    shared: Array<{ id: string; name: string; owner_name: string; subscribed: boolean; own: boolean }>;
    invited: Array<{ id: string; name: string; owner_name: string; share_class: string }>;
    limit: { used: number; max: number; plan: string };
  };
}

/** The id of the pupil's reserved calendar 'Prüfungen'. */
export async function examsCalendar(client: TestClient): Promise<string> {
  const { calendars } = await listCalendars(client);
  const found = calendars.find((c) => c.reserved === 'exams');
  if (!found) throw new Error('no exams calendar');
  return found.id;
}

/** A valid event body. */
export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Französisch Verben',
    day: zurichDay(7),
    time: '08:15',
    duration: 45,
    kind: 'exam',
    note: 'Kapitel 3 und 4',
    set_ids: [],
    document_ids: [],
    ...overrides,
  };
}

/** The events of a calendar, straight from the table. */
export async function eventRows(db: Db, calendarId: string) {
  return db.selectFrom('calendar_events').selectAll().where('calendar_id', '=', calendarId).orderBy('day').execute();
}

/** The pupil's exam days by set, straight from the table. */
export async function examDates(db: Db, userId: string): Promise<Record<string, string>> {
  const rows = await db.selectFrom('exam_dates').select(['set_id', 'day']).where('user_id', '=', userId).execute();
  return Object.fromEntries(rows.map((r) => [r.set_id, r.day]));
}
