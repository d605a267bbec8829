import { sql } from 'kysely';
import type { Db, Engine } from '../../db/connection';
import { writerJob } from '../../writer/writer-jobs';

/** One access-log row as the log buffers it: ip hash, ISO time, user agent, logged in (0/1), page. */
export type AccessLogEntry = [ipHash: string, at: string, userAgent: string, loggedIn: 0 | 1, page: string];

/** SQLite's access log, appended on the writer thread (src/writer-worker.ts). */
export const ACCESS_LOG_JOB = writerJob<AccessLogEntry, null>('access-log');

/**
 * SQL of the access log: rows are only ever appended, in batches. A batch travels as one JSON
 * parameter that the database unpacks itself: the same short statement every time, instead of
 * a thousand parameters the query builder would walk per batch.
 */
export class AccessLogRepository {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  async append(entries: AccessLogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const batch = JSON.stringify(entries);
    await (
      this.engine === 'postgres'
        ? sql`insert into access_log (ip_hash, at, user_agent, logged_in, page)
            select e->>0, e->>1, e->>2, (e->>3)::integer, e->>4 from json_array_elements(${batch}::json) e`
        : sql`insert into access_log (ip_hash, at, user_agent, logged_in, page)
            select value->>0, value->>1, value->>2, value->>3, value->>4 from json_each(${batch})`
    ).execute(this.db);
  }
}

/** The access log's writer on the writer thread's connection. */
export function accessLogWriter(db: Db) {
  const log = new AccessLogRepository(db, 'sqlite');
  return async (rows: AccessLogEntry[]): Promise<null[]> => {
    await log.append(rows);
    return rows.map(() => null);
  };
}
