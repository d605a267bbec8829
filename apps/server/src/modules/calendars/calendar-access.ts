import { CALENDAR_SOURCE_TEXTS, CALENDAR_TEXTS, HTTP_MESSAGES, isId } from '@app/shared';
import { designationsOf } from '@app/shared/format/class-designation';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { requireAccount, type SessionAccount } from '../../kernel/session-account';
import type { CalendarForViewer, CalendarRepository } from './calendar.repository';

/** A pupil as the calendar rules need them: id and class designations (an owner shares with one of theirs). */
export interface Pupil {
  id: string;
  classes: string[];
}

/** The account's class and course designations. */
function classesOf(user: Pick<SessionAccount, 'classes'>): string[] {
  return designationsOf(user.classes);
}

export const pupilOf = (user: Pick<SessionAccount, 'id' | 'classes'>): Pupil => ({
  id: user.id,
  classes: classesOf(user),
});

/**
 * The owner, and the members of a shared calendar: pupils who joined with its link. The class it
 * is shared with is a label anyone can type into their settings, so it proves nothing
 * (docs/decisions/0027-class-membership.md).
 */
function canRead(
  calendar: Pick<CalendarForViewer, 'owner_id' | 'share_class' | 'owner_banned' | 'member_id'>,
  pupil: Pick<Pupil, 'id'>,
) {
  if (calendar.owner_id === pupil.id) return true;
  return calendar.owner_banned === 0 && calendar.share_class !== null && calendar.member_id === pupil.id;
}

/** The calendar if the pupil may read it: 404 when it does not exist, 403 when it is someone else's. */
export async function readableCalendar(repo: CalendarRepository, id: string, pupil: Pick<Pupil, 'id'>) {
  const calendar = isId(id) ? await repo.findForViewer(id, pupil.id) : undefined;
  if (!calendar) throw new HttpError(404, CALENDAR_TEXTS.notFound);
  if (!canRead(calendar, pupil)) throw new HttpError(403, CALENDAR_TEXTS.noAccess);
  return calendar;
}

/** The calendar if the pupil owns it: only the owner changes a calendar, shared or not. */
export async function ownCalendar(repo: CalendarRepository, id: string, pupil: Pick<Pupil, 'id'>) {
  const calendar = await readableCalendar(repo, id, pupil);
  if (calendar.owner_id !== pupil.id) throw new HttpError(403, CALENDAR_TEXTS.ownerOnly);
  return calendar;
}

/**
 * The calendar if the pupil owns it and its events are theirs to change: a calendar subscribed by
 * address gets its events from there alone (400: only unsubscribing, by deleting it, is left).
 */
export async function writableCalendar(repo: CalendarRepository, id: string, pupil: Pick<Pupil, 'id'>) {
  const calendar = await ownCalendar(repo, id, pupil);
  if (await repo.hasSource(calendar.id)) throw new HttpError(400, CALENDAR_SOURCE_TEXTS.readOnly);
  return calendar;
}

/** The signed-in account's row (read with the session), or 401. */
export function signedInUser(request: FastifyRequest): SessionAccount {
  requireAccount(request);
  if (!request.account) throw new HttpError(401, HTTP_MESSAGES.unauthorized);
  return request.account;
}
