import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

export type AccessLogEntry = Database['access_log'];

/** SQL of the access log: rows are only ever appended, in batches. */
export class AccessLogRepository {
  constructor(private readonly db: Db) {}

  async append(entries: AccessLogEntry[]): Promise<void> {
    if (entries.length > 0) await this.db.insertInto('access_log').values(entries).execute();
  }
}
