import type { Db } from '../../db/connection';
import { logIdTime } from '../../lib/ids';

/** SQL of the answers log's retention (its rows are written by the statistics repositories). */
export class AnswerLogRepository {
  constructor(private readonly db: Db) {}

  /**
   * Deletes up to `limit` answers logged before `before`; returns how many. The ids sort by the
   * time they were logged, so the primary key finds the old rows without reading the rest of the
   * log; the answer's own time (never later than its logging) keeps any other id from going early.
   */
  async deleteLoggedBefore(before: Date, limit: number): Promise<number> {
    const result = await this.db
      .deleteFrom('answers')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('answers')
          .select('id')
          .where('id', '<', logIdTime(before.getTime()))
          .where('at', '<', before.toISOString())
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
