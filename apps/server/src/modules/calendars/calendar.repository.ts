import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db, DbExecutor } from '../../db/connection';
import type { Database } from '../../db/schema';

export type CalendarRow = Database['calendars'];
export type CalendarWithOwner = CalendarRow & { owner_name: string; owner_classes: string; owner_banned: number };
/** A calendar as lists show it: with its owner's name and number of events. */
export type CalendarListRow = CalendarRow & { owner_name: string; events: number; subscribed: number };

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
      .selectAll('calendars')
      .select((eb) => [
        'users.name as owner_name',
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

  /** Classmates' calendars shared with one of these classes. */
  async sharedWith(viewerId: string, classes: readonly string[]): Promise<CalendarListRow[]> {
    if (classes.length === 0) return [];
    const rows = await this.listQuery(viewerId)
      .where('calendars.share_class', 'in', classes)
      .where('calendars.owner_id', '!=', viewerId)
      .where('users.banned', '=', 0)
      .orderBy('users.name')
      .orderBy('calendars.name')
      .execute();
    return rows.map(toListRow);
  }

  findById(id: string, db: DbExecutor = this.db): Promise<CalendarWithOwner | undefined> {
    return db
      .selectFrom('calendars')
      .innerJoin('users', 'users.id', 'calendars.owner_id')
      .selectAll('calendars')
      .select(['users.name as owner_name', 'users.classes as owner_classes', 'users.banned as owner_banned'])
      .where('calendars.id', '=', id)
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
    if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
    await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
  }

  async insert(row: CalendarRow, db: DbExecutor = this.db): Promise<void> {
    await db.insertInto('calendars').values(row).execute();
  }

  async update(id: string, changes: Partial<Pick<CalendarRow, 'name' | 'share_class' | 'feed_hash'>>): Promise<void> {
    await this.db.updateTable('calendars').set(changes).where('id', '=', id).execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('calendars').where('id', '=', id).execute();
  }

  /** Who has the calendar on the start page, with their classes. */
  subscribers(calendarId: string): Promise<Array<{ id: string; classes: string }>> {
    return this.db
      .selectFrom('calendar_subscriptions')
      .innerJoin('users', 'users.id', 'calendar_subscriptions.user_id')
      .select(['users.id', 'users.classes'])
      .where('calendar_subscriptions.calendar_id', '=', calendarId)
      .execute();
  }

  async subscribe(userId: string, calendarId: string): Promise<void> {
    await this.db
      .insertInto('calendar_subscriptions')
      .values({ user_id: userId, calendar_id: calendarId })
      .onConflict((oc) => oc.columns(['user_id', 'calendar_id']).doNothing())
      .execute();
  }

  async unsubscribe(userIds: readonly string[], calendarId: string): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .deleteFrom('calendar_subscriptions')
      .where('calendar_id', '=', calendarId)
      .where('user_id', 'in', userIds)
      .execute();
  }
}

function toListRow<T extends { events: unknown; subscribed: unknown }>(row: T) {
  return { ...row, events: Number(row.events ?? 0), subscribed: Number(row.subscribed ?? 0) };
}
