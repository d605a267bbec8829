import type { Transaction } from 'kysely';
import { type Db, type DbExecutor, engineOf } from '../../db/connection';
import type { Database, Row } from '../../db/schema';

export type CalendarRow = Row<'calendars'>;
/** The transaction a calendar's change runs in (services pass it on to the repositories). */
export type CalendarTransaction = Transaction<Database>;
export type CalendarWithOwner = CalendarRow & { owner_name: string; owner_classes: string; owner_banned: number };
/** A calendar as one pupil sees it: `member_id` is theirs when they joined it. */
export type CalendarForViewer = CalendarWithOwner & { member_id: string | null; member_feed_hash: string | null };
/** A calendar as lists show it: with its owner's name, number of events and the viewer's membership. */
export type CalendarListRow = CalendarRow & {
  owner_name: string;
  events: number;
  subscribed: number;
  member_feed_hash: string | null;
};
/** A calendar shared with one of the pupil's classes that they have not joined. */
export type CalendarInvitationRow = Pick<CalendarRow, 'id' | 'name'> & { owner_name: string; share_class: string };

/** SQL of calendars and who reads them; events live in CalendarEventRepository. */
export class CalendarRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** How many of the reserved calendars the account has (0 before its first calendar call). */
  async reservedCount(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('calendars')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', '=', ownerId)
      .where('reserved', 'is not', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Adds the calendar unless the account already has this reserved one (two tabs at once). */
  async insertReserved(row: CalendarRow): Promise<void> {
    await this.db
      .insertInto('calendars')
      .values(row)
      .onConflict((oc) => oc.columns(['owner_id', 'reserved']).doNothing())
      .execute();
  }

  private listQuery(viewerId: string) {
    return this.db
      .selectFrom('calendars')
      .innerJoin('users', 'users.id', 'calendars.owner_id')
      .leftJoin('calendar_members', (join) =>
        join.onRef('calendar_members.calendar_id', '=', 'calendars.id').on('calendar_members.user_id', '=', viewerId),
      )
      .selectAll('calendars')
      .select((eb) => [
        'users.name as owner_name',
        'calendar_members.feed_hash as member_feed_hash',
        eb
          .selectFrom('calendar_events')
          .whereRef('calendar_events.calendar_id', '=', 'calendars.id')
          .select((q) => q.fn.countAll<number>().as('n'))
          .as('events'),
        eb
          .selectFrom('calendar_subscriptions')
          .whereRef('calendar_subscriptions.calendar_id', '=', 'calendars.id')
          .where('calendar_subscriptions.user_id', '=', viewerId)
          .select((q) => q.fn.countAll<number>().as('n'))
          .as('subscribed'),
      ]);
  }

  /** The account's calendars: reserved ones first, then by creation. */
  async ownCalendars(ownerId: string): Promise<CalendarListRow[]> {
    const rows = await this.listQuery(ownerId)
      .where('calendars.owner_id', '=', ownerId)
      .orderBy('calendars.created_at')
      .orderBy('calendars.id')
      .execute();
    return rows.map(toListRow).sort((a, b) => Number(b.reserved !== null) - Number(a.reserved !== null));
  }

  /** Classmates' shared calendars the viewer joined with their link. */
  async sharedWith(viewerId: string): Promise<CalendarListRow[]> {
    const rows = await this.listQuery(viewerId)
      .where('calendar_members.user_id', '=', viewerId)
      .where('calendars.share_class', 'is not', null)
      .where('calendars.owner_id', '!=', viewerId)
      .where('users.banned', '=', 0)
      .orderBy('users.name')
      .orderBy('calendars.name')
      .execute();
    return rows.map(toListRow);
  }

  /** Calendars shared with one of these classes that the viewer has not joined: names only. */
  async invitedTo(viewerId: string, classes: readonly string[]): Promise<CalendarInvitationRow[]> {
    if (classes.length === 0) return [];
    const rows = await this.db
      .selectFrom('calendars')
      .innerJoin('users', 'users.id', 'calendars.owner_id')
      .select(['calendars.id', 'calendars.name', 'calendars.share_class', 'users.name as owner_name'])
      .where('calendars.share_class', 'in', classes)
      .where('calendars.owner_id', '!=', viewerId)
      .where('users.banned', '=', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('calendar_members')
              .select('calendar_members.user_id')
              .whereRef('calendar_members.calendar_id', '=', 'calendars.id')
              .where('calendar_members.user_id', '=', viewerId),
          ),
        ),
      )
      .orderBy('users.name')
      .orderBy('calendars.name')
      .execute();
    return rows.map((row) => ({ ...row, share_class: row.share_class ?? '' }));
  }

  private withOwner(db: DbExecutor = this.db) {
    return db
      .selectFrom('calendars')
      .innerJoin('users', 'users.id', 'calendars.owner_id')
      .selectAll('calendars')
      .select(['users.name as owner_name', 'users.classes as owner_classes', 'users.banned as owner_banned']);
  }

  findById(id: string, db: DbExecutor = this.db): Promise<CalendarWithOwner | undefined> {
    return this.withOwner(db).where('calendars.id', '=', id).executeTakeFirst();
  }

  /** The calendar with the viewer's membership, if any. */
  findForViewer(id: string, viewerId: string): Promise<CalendarForViewer | undefined> {
    return this.withOwner()
      .leftJoin('calendar_members', (join) =>
        join.onRef('calendar_members.calendar_id', '=', 'calendars.id').on('calendar_members.user_id', '=', viewerId),
      )
      .select(['calendar_members.user_id as member_id', 'calendar_members.feed_hash as member_feed_hash'])
      .where('calendars.id', '=', id)
      .executeTakeFirst();
  }

  /** The shared calendar whose join link has this code. */
  findByJoinCode(code: string): Promise<CalendarWithOwner | undefined> {
    return this.withOwner()
      .where('calendars.join_code', '=', code)
      .where('calendars.share_class', 'is not', null)
      .executeTakeFirst();
  }

  async countOwn(ownerId: string, db: DbExecutor = this.db): Promise<number> {
    const row = await db
      .selectFrom('calendars')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Serialises the account's calendar creations until the transaction ends (PostgreSQL; SQLite
   * has one writer anyway), so two parallel requests cannot both take the last free place.
   */
  async lockOwner(trx: Transaction<Database>, ownerId: string): Promise<void> {
    if (engineOf(trx) !== 'postgres') return;
    await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
  }

  /** Whether the calendar is subscribed by address (its events then come from there alone). */
  async hasSource(calendarId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('calendar_sources')
      .select('calendar_id')
      .where('calendar_id', '=', calendarId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: CalendarRow, db: DbExecutor = this.db): Promise<void> {
    await db.insertInto('calendars').values(row).execute();
  }

  async update(
    id: string,
    changes: Partial<Pick<CalendarRow, 'name' | 'share_class' | 'feed_hash' | 'join_code'>>,
    db: DbExecutor = this.db,
  ): Promise<void> {
    await db.updateTable('calendars').set(changes).where('id', '=', id).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('calendars').where('id', '=', id).execute();
  }
}

function toListRow<T extends { events: unknown; subscribed: unknown }>(row: T) {
  return { ...row, events: Number(row.events ?? 0), subscribed: Number(row.subscribed ?? 0) };
}
