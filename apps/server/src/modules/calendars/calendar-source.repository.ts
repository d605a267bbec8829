import type { Transaction } from 'kysely';
import type { Db, DbExecutor } from '../../db/connection';
import type { Database, Row } from '../../db/schema';

export type SourceRow = Row<'calendar_sources'>;

/** SQL of calendars subscribed by address: the address, when each is due, and its events' replacement. */
export class CalendarSourceRepository {
  constructor(private readonly db: Db) {}

  async insert(row: SourceRow, db: DbExecutor = this.db): Promise<void> {
    await db.insertInto('calendar_sources').values(row).execute();
  }

  async find(calendarId: string): Promise<SourceRow | undefined> {
    return this.db.selectFrom('calendar_sources').selectAll().where('calendar_id', '=', calendarId).executeTakeFirst();
  }

  /** The sources of the owner's calendars, by calendar id. */
  async ofOwner(ownerId: string): Promise<Map<string, SourceRow>> {
    const rows = await this.db
      .selectFrom('calendar_sources')
      .innerJoin('calendars', 'calendars.id', 'calendar_sources.calendar_id')
      .selectAll('calendar_sources')
      .where('calendars.owner_id', '=', ownerId)
      .execute();
    return new Map(rows.map((row) => [row.calendar_id, row]));
  }

  /** Sources due at `now`, the longest waiting first. */
  async due(now: string, limit: number): Promise<SourceRow[]> {
    return this.db
      .selectFrom('calendar_sources')
      .selectAll()
      .where('refresh_due_at', '<=', now)
      .orderBy('refresh_due_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a due source for one refresh by moving its time on, if nobody did meanwhile: of several
   * instances that read it as due, exactly one gets true.
   */
  async claim(source: Pick<SourceRow, 'calendar_id' | 'refresh_due_at'>, nextDue: string): Promise<boolean> {
    const result = await this.db
      .updateTable('calendar_sources')
      .set({ refresh_due_at: nextDue })
      .where('calendar_id', '=', source.calendar_id)
      .where('refresh_due_at', '=', source.refresh_due_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recordFailure(calendarId: string, error: string): Promise<void> {
    await this.db.updateTable('calendar_sources').set({ error }).where('calendar_id', '=', calendarId).execute();
  }

  async recordSuccess(calendarId: string, at: string, trx: Transaction<Database>): Promise<void> {
    await trx
      .updateTable('calendar_sources')
      .set({ refreshed_at: at, error: null })
      .where('calendar_id', '=', calendarId)
      .execute();
  }

  /** Removes the calendar's events the feed no longer has (it stays the only writer of them). */
  async removeEventsNotIn(calendarId: string, keep: ReadonlySet<string>, trx: Transaction<Database>): Promise<void> {
    const existing = await trx
      .selectFrom('calendar_events')
      .select(['id', 'source_uid'])
      .where('calendar_id', '=', calendarId)
      .execute();
    const gone = existing.filter((row) => row.source_uid === null || !keep.has(row.source_uid)).map((row) => row.id);
    for (let i = 0; i < gone.length; i += 400) {
      await trx
        .deleteFrom('calendar_events')
        .where('id', 'in', gone.slice(i, i + 400))
        .execute();
    }
  }
}
