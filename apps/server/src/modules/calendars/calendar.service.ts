import {
  CALENDAR_TEXTS,
  type CalendarDetailReply,
  type CalendarListReply,
  calendarLimitMessage,
  type CalendarSource,
  type CalendarSummary,
  RESERVED_CALENDAR_NAMES,
  RESERVED_CALENDARS,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { planOf } from '../../kernel/account';
import type { SessionAccount } from '../../kernel/session-account';
import { ownCalendar, type Pupil, pupilOf, readableCalendar } from './calendar-access';
import { CalendarEventRepository } from './calendar-event.repository';
import { toCalendarEvents } from './calendar-events';
import { CalendarExamSync } from './calendar-exams';
import { CalendarMemberRepository } from './calendar-member.repository';
import { CalendarSourceRepository, type SourceRow } from './calendar-source.repository';
import { type CalendarListRow, CalendarRepository, type CalendarTransaction } from './calendar.repository';

/** Own calendars within the plan's number, and the shared ones a pupil joined and follows. */
export class CalendarService {
  private readonly calendars: CalendarRepository;
  private readonly members: CalendarMemberRepository;
  private readonly events: CalendarEventRepository;
  private readonly exams: CalendarExamSync;
  private readonly sources: CalendarSourceRepository;

  constructor(db: Db) {
    this.sources = new CalendarSourceRepository(db);
    this.calendars = new CalendarRepository(db);
    this.members = new CalendarMemberRepository(db);
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
        join_code: null,
        // One millisecond apart, so the list keeps their order.
        created_at: new Date(now + i).toISOString(),
      });
    }
  }

  /**
   * The pupil's own calendars, the shared ones they joined, those shared with one of their classes
   * they have not joined (names only: reading needs the link), and how many more the plan allows.
   */
  async list(user: SessionAccount): Promise<Omit<CalendarListReply, 'status'>> {
    await this.ensureReserved(user.id);
    const pupil = pupilOf(user);
    const own = await this.calendars.ownCalendars(user.id);
    const shared = await this.calendars.sharedWith(user.id);
    const plan = planOf(user);
    const sources = await this.sources.ofOwner(user.id);
    return {
      calendars: own.map((row) => toSummary(row, pupil, sources.get(row.id))),
      shared: shared.map((row) => toSummary(row, pupil)),
      invited: await this.calendars.invitedTo(user.id, pupil.classes),
      limit: { used: own.length, max: plan.ownCalendars, plan: plan.label },
    };
  }

  /** One readable calendar with its events; the owner also gets its members. */
  async detail(user: SessionAccount, id: string): Promise<Omit<CalendarDetailReply, 'status'>> {
    const pupil = pupilOf(user);
    const calendar = await readableCalendar(this.calendars, id, pupil);
    const rows = await this.events.eventsOf(calendar.id);
    const links = await this.events.linksOf({ calendarIds: [calendar.id] });
    const subscribed = (await this.members.subscribers(calendar.id)).some((s) => s.id === user.id);
    const own = calendar.owner_id === user.id;
    const source = own ? await this.sources.find(calendar.id) : undefined;
    return {
      calendar: toSummary({ ...calendar, events: rows.length, subscribed: Number(subscribed) }, pupil, source),
      events: toCalendarEvents(rows, links),
      members: own ? await this.members.members(calendar.id) : [],
    };
  }

  /**
   * A new calendar; 403 with the plan's message when the plan's number is reached. `fill` adds to
   * it in the same transaction (a subscribed calendar's address and events): all or nothing.
   */
  async create(
    user: SessionAccount,
    name: string,
    fill?: (trx: CalendarTransaction, calendarId: string) => Promise<void>,
  ): Promise<string> {
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
          join_code: null,
          created_at: new Date().toISOString(),
        },
        trx,
      );
      await fill?.(trx, id);
    });
    return id;
  }

  async rename(user: SessionAccount, id: string, name: string): Promise<void> {
    const calendar = await ownCalendar(this.calendars, id, pupilOf(user));
    await this.calendars.update(calendar.id, { name });
  }

  /** Deletes an own calendar with its events; the reserved two stay. */
  async remove(user: SessionAccount, id: string): Promise<void> {
    const calendar = await ownCalendar(this.calendars, id, pupilOf(user));
    if (calendar.reserved !== null) throw new HttpError(403, CALENDAR_TEXTS.reservedNotDeletable);
    const pupils = [pupilOf(user), ...(await this.followers(calendar))];
    await this.exams.around(pupils, await this.events.examSetIdsOf(calendar.id), () =>
      this.calendars.remove(calendar.id),
    );
  }

  /** A member puts a shared calendar on the start page, or takes it off. */
  async subscribe(user: SessionAccount, id: string, subscribed: boolean): Promise<string> {
    const pupil = pupilOf(user);
    const calendar = await readableCalendar(this.calendars, id, pupil);
    if (calendar.owner_id === user.id) throw new HttpError(400, CALENDAR_TEXTS.subscribeOwn);
    await this.exams.around([pupil], await this.events.examSetIdsOf(calendar.id), () =>
      subscribed ? this.members.subscribe(user.id, calendar.id) : this.members.unsubscribe(user.id, calendar.id),
    );
    return subscribed ? CALENDAR_TEXTS.subscribed : CALENDAR_TEXTS.unsubscribed;
  }

  /** The members who have the calendar on their start page. */
  async followers(calendar: { id: string }): Promise<Pupil[]> {
    return (await this.members.subscribers(calendar.id)).map(pupilOf);
  }
}

function toSummary(
  row: Omit<CalendarListRow, 'reserved'> & { reserved: string | null },
  pupil: Pick<Pupil, 'id'>,
  sourceRow?: SourceRow,
): CalendarSummary {
  const own = row.owner_id === pupil.id;
  // Only the owner's: the address may hold a secret (Google's and the school's private links do).
  const source: CalendarSource | null =
    own && sourceRow ? { url: sourceRow.url, refreshed_at: sourceRow.refreshed_at, error: sourceRow.error } : null;
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
    feed: (own ? row.feed_hash : row.member_feed_hash) !== null,
    join_code: own ? row.join_code : null,
    source,
    read_only: !own || source !== null,
  };
}
