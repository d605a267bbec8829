import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { EventRow } from './calendar-event.repository';

/**
 * The calendars a pupil follows: their own, and shared ones they joined (with the link) and put
 * on the start page. Their exam events give the pupil's sets their exam dates, and they fill the
 * start page's lists.
 */
function followedBy(userId: string) {
  return (eb: ExpressionBuilder<Database, 'calendars'>) =>
    eb.or([
      eb('calendars.owner_id', '=', userId),
      eb.and([
        eb('calendars.share_class', 'is not', null),
        eb(
          'calendars.id',
          'in',
          eb.selectFrom('calendar_subscriptions').select('calendar_id').where('user_id', '=', userId),
        ),
        eb('calendars.id', 'in', eb.selectFrom('calendar_members').select('calendar_id').where('user_id', '=', userId)),
      ]),
    ]);
}

export type FollowedEventRow = EventRow & { calendar_name: string };

export class CalendarFollowRepository {
  constructor(private readonly db: Db) {}

  /**
   * For each of these sets, the earliest exam day from `from` to `to` among the pupil's followed
   * calendars' exam events that link it.
   */
  async examDays(userId: string, setIds: readonly string[], from: string, to: string): Promise<Map<string, string>> {
    if (setIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('calendar_event_sets')
      .innerJoin('calendar_events', 'calendar_events.id', 'calendar_event_sets.event_id')
      .innerJoin('calendars', 'calendars.id', 'calendar_events.calendar_id')
      .select(['calendar_event_sets.set_id', (eb) => eb.fn.min('calendar_events.day').as('day')])
      .where('calendar_events.kind', '=', 'exam')
      .where('calendar_events.day', '>=', from)
      .where('calendar_events.day', '<=', to)
      .where('calendar_event_sets.set_id', 'in', setIds)
      .where(followedBy(userId))
      .groupBy('calendar_event_sets.set_id')
      .execute();
    return new Map(rows.map((r) => [r.set_id, String(r.day)]));
  }

  /** The next events of the followed calendars from `from` on (exams, or everything else). */
  upcoming(
    userId: string,
    opts: { from: string; to?: string; exams: boolean; limit: number },
  ): Promise<FollowedEventRow[]> {
    let query = this.db
      .selectFrom('calendar_events')
      .innerJoin('calendars', 'calendars.id', 'calendar_events.calendar_id')
      .selectAll('calendar_events')
      .select('calendars.name as calendar_name')
      .where('calendar_events.day', '>=', opts.from)
      .where('calendar_events.kind', opts.exams ? '=' : '!=', 'exam')
      .where(followedBy(userId));
    if (opts.to) query = query.where('calendar_events.day', '<=', opts.to);
    return query
      .orderBy('calendar_events.day')
      .orderBy(sql`coalesce(calendar_events.time, '')`)
      .orderBy('calendar_events.id')
      .limit(opts.limit)
      .execute();
  }
}
