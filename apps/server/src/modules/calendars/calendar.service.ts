import {
  CALENDAR_TEXTS,
  type CalendarDetailReply,
  type CalendarListReply,
  calendarLimitMessage,
  type CalendarShareBody,
  type CalendarSummary,
  RESERVED_CALENDAR_NAMES,
  RESERVED_CALENDARS,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { planOf } from '../account/account-info';
import type { UserRow } from '../account/account.repository';
import { ownCalendar, type Pupil, pupilOf, readableCalendar } from './calendar-access';
import { CalendarEventRepository } from './calendar-event.repository';
import { toCalendarEvents } from './calendar-events';
import { CalendarExamSync } from './calendar-exams';
import { type CalendarListRow, CalendarRepository, type CalendarWithOwner } from './calendar.repository';

/** Own calendars within the plan's number, sharing with a class, and classmates following them. */
export class CalendarService {
  private readonly calendars: CalendarRepository;
  private readonly events: CalendarEventRepository;
  private readonly exams: CalendarExamSync;

  constructor(db: Db) {
    this.calendars = new CalendarRepository(db);
    this.events = new CalendarEventRepository(db);
    this.exams = new CalendarExamSync(db);
  }

  /**
   * The two reserved calendars of SPEC's plan table, made at the account's first calendar call
   * (accounts older than calendars get them then too; a unique index keeps them to one each).
   */
  async ensureReserved(userId: string): Promise<void> {
    if ((await this.calendars.reservedCount(userId)) >= RESERVED_CALENDARS.length) return;
    const now = Date.now();
    for (const [i, reserved] of RESERVED_CALENDARS.entries()) {
      await this.calendars.insertReserved({
        id: newId(),
        owner_id: userId,
        name: RESERVED_CALENDAR_NAMES[reserved],
        reserved,
        share_class: null,
        feed_hash: null,
        // One millisecond apart, so the list keeps their order.
        created_at: new Date(now + i).toISOString(),
      });
    }
  }

  /** The pupil's own calendars, those shared with their classes, and how many more the plan allows. */
  async list(user: UserRow): Promise<Omit<CalendarListReply, 'status'>> {
    await this.ensureReserved(user.id);
    const pupil = pupilOf(user);
    const own = await this.calendars.ownCalendars(user.id);
    const shared = await this.calendars.sharedWith(user.id, pupil.classes);
    const plan = planOf(user);
    return {
      calendars: own.map((row) => toSummary(row, pupil)),
      shared: shared.map((row) => toSummary(row, pupil)),
      limit: { used: own.length, max: plan.ownCalendars, plan: plan.label },
    };
  }

  /** One readable calendar with its events. */
  async detail(user: UserRow, id: string): Promise<Omit<CalendarDetailReply, 'status'>> {
    const pupil = pupilOf(user);
    const calendar = await readableCalendar(this.calendars, id, pupil);
    const rows = await this.events.eventsOf(calendar.id);
    const links = await this.events.linksOf({ calendarIds: [calendar.id] });
    const subscribed = (await this.calendars.subscribers(calendar.id)).some((s) => s.id === user.id);
    return {
      calendar: toSummary({ ...calendar, events: rows.length, subscribed: Number(subscribed) }, pupil),
      events: toCalendarEvents(rows, links),
    };
  }

  /** A new calendar; 403 with the plan's message when the plan's number is reached. */
  async create(user: UserRow, name: string): Promise<string> {
    await this.ensureReserved(user.id);
    const id = newId();
    await this.calendars.transaction(async (trx) => {
      await this.calendars.lockOwner(trx, user.id);
      const plan = planOf(user);
      if ((await this.calendars.countOwn(user.id, trx)) >= plan.ownCalendars) {
        throw new HttpError(403, calendarLimitMessage(plan));
      }
      await this.calendars.insert(
        {
          id,
          owner_id: user.id,
          name,
          reserved: null,
          share_class: null,
          feed_hash: null,
          created_at: new Date().toISOString(),
        },
        trx,
      );
    });
    return id;
  }

  async rename(user: UserRow, id: string, name: string): Promise<void> {
    const calendar = await ownCalendar(this.calendars, id, pupilOf(user));
    await this.calendars.update(calendar.id, { name });
  }

  /**
   * Shares the calendar with one of the owner's classes (or with null, with no one). Classmates
   * who followed it and are not in the new class stop following it; their exam dates follow.
   */
  async share(user: UserRow, id: string, body: CalendarShareBody): Promise<string> {
    const pupil = pupilOf(user);
    const calendar = await ownCalendar(this.calendars, id, pupil);
    const target = body.share_class;
    if (target !== null && !pupil.classes.includes(target)) throw new HttpError(400, CALENDAR_TEXTS.shareNotOwnClass);
    const leaving = (await this.followers(calendar)).filter((f) => target === null || !f.classes.includes(target));
    await this.exams.around(leaving, await this.events.examSetIdsOf(calendar.id), async () => {
      await this.calendars.update(calendar.id, { share_class: target });
      await this.calendars.unsubscribe(
        leaving.map((f) => f.id),
        calendar.id,
      );
    });
    return target === null ? CALENDAR_TEXTS.unshared : CALENDAR_TEXTS.shared(target);
  }

  /** Deletes an own calendar with its events; the reserved two stay. */
  async remove(user: UserRow, id: string): Promise<void> {
    const calendar = await ownCalendar(this.calendars, id, pupilOf(user));
    if (calendar.reserved !== null) throw new HttpError(403, CALENDAR_TEXTS.reservedNotDeletable);
    const pupils = [pupilOf(user), ...(await this.followers(calendar))];
    await this.exams.around(pupils, await this.events.examSetIdsOf(calendar.id), () =>
      this.calendars.remove(calendar.id),
    );
  }

  /** A classmate puts a calendar shared with their class on the start page, or takes it off. */
  async subscribe(user: UserRow, id: string, subscribed: boolean): Promise<string> {
    const pupil = pupilOf(user);
    const calendar = await readableCalendar(this.calendars, id, pupil);
    if (calendar.owner_id === user.id) throw new HttpError(400, CALENDAR_TEXTS.subscribeOwn);
    await this.exams.around([pupil], await this.events.examSetIdsOf(calendar.id), () =>
      subscribed ? this.calendars.subscribe(user.id, calendar.id) : this.calendars.unsubscribe([user.id], calendar.id),
    );
    return subscribed ? CALENDAR_TEXTS.subscribed : CALENDAR_TEXTS.unsubscribed;
  }

  /** The classmates who have the calendar on their start page. */
  async followers(calendar: Pick<CalendarWithOwner, 'id'>): Promise<Pupil[]> {
    return (await this.calendars.subscribers(calendar.id)).map(pupilOf);
  }
}

function toSummary(
  row: Omit<CalendarListRow, 'reserved'> & { reserved: string | null },
  pupil: Pupil,
): CalendarSummary {
  const own = row.owner_id === pupil.id;
  return {
    id: row.id,
    name: row.name,
    reserved: row.reserved === 'exams' || row.reserved === 'homework' ? row.reserved : null,
    share_class: row.share_class,
    owner: row.owner_id,
    owner_name: row.owner_name,
    own,
    subscribed: row.subscribed > 0,
    events: row.events,
    feed: own && row.feed_hash !== null,
  };
}
