import type { Db, DbExecutor } from '../../db/connection';

/** A member as the owner's list shows them. */
export interface MemberRow {
  id: string;
  name: string;
  joined_at: string;
}

/**
 * SQL of who reads a shared calendar besides its owner (the members, who joined with its link, each
 * with their own phone address) and which of them have it on the start page (subscriptions).
 */
export class CalendarMemberRepository {
  constructor(private readonly db: Db) {}

  /** Makes the pupil a member; joining twice changes nothing. */
  async add(calendarId: string, userId: string, joinedAt: string): Promise<void> {
    await this.db
      .insertInto('calendar_members')
      .values({ calendar_id: calendarId, user_id: userId, joined_at: joinedAt, feed_hash: null })
      .onConflict((oc) => oc.columns(['calendar_id', 'user_id']).doNothing())
      .execute();
  }

  /** The members by name. */
  members(calendarId: string): Promise<MemberRow[]> {
    return this.db
      .selectFrom('calendar_members')
      .innerJoin('users', 'users.id', 'calendar_members.user_id')
      .select(['users.id', 'users.name', 'calendar_members.joined_at'])
      .where('calendar_members.calendar_id', '=', calendarId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  }

  /**
   * Ends these pupils' membership, their phone addresses and their start-page subscriptions of the
   * calendar; everyone's when `userIds` is 'all'.
   */
  async remove(calendarId: string, userIds: readonly string[] | 'all', db: DbExecutor = this.db): Promise<void> {
    if (userIds !== 'all' && userIds.length === 0) return;
    for (const table of ['calendar_members', 'calendar_subscriptions'] as const) {
      let query = db.deleteFrom(table).where('calendar_id', '=', calendarId);
      if (userIds !== 'all') query = query.where('user_id', 'in', userIds);
      await query.execute();
    }
  }

  async setFeedHash(calendarId: string, userId: string, feedHash: string): Promise<void> {
    await this.db
      .updateTable('calendar_members')
      .set({ feed_hash: feedHash })
      .where('calendar_id', '=', calendarId)
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * Whether a member's phone address has this hash (of a 256-bit secret: looked up by the hash, so
   * a lookup's timing tells nothing about any secret). A removed member's row is gone, and with it
   * their address; a banned member's address answers no more.
   */
  async memberFeed(calendarId: string, feedHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('calendar_members')
      .innerJoin('users', 'users.id', 'calendar_members.user_id')
      .select('calendar_members.user_id')
      .where('calendar_members.calendar_id', '=', calendarId)
      .where('calendar_members.feed_hash', '=', feedHash)
      .where('users.banned', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Members who have the calendar on the start page, with their classes. */
  subscribers(calendarId: string): Promise<Array<{ id: string; classes: string }>> {
    return this.db
      .selectFrom('calendar_subscriptions')
      .innerJoin('calendar_members', (join) =>
        join
          .onRef('calendar_members.calendar_id', '=', 'calendar_subscriptions.calendar_id')
          .onRef('calendar_members.user_id', '=', 'calendar_subscriptions.user_id'),
      )
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

  async unsubscribe(userId: string, calendarId: string): Promise<void> {
    await this.db
      .deleteFrom('calendar_subscriptions')
      .where('calendar_id', '=', calendarId)
      .where('user_id', '=', userId)
      .execute();
  }
}
