import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** The one query the health check needs. */
export class SystemRepository {
  constructor(private readonly db: Db) {}

  /** True when the database answers a trivial query. */
  async databaseAnswers(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.db);
      return true;
    } catch {
      return false;
    }
  }
}
