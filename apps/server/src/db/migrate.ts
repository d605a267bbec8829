import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { type Db, engineOf } from './connection';
import * as m0001 from './migrations/2026-11-22-0001-foundation';
import * as m0002 from './migrations/2026-11-22-0002-accounts';
import * as m0003 from './migrations/2026-11-22-0003-documents';
import * as m0004 from './migrations/2026-11-22-0004-learnsets';
import * as m0005 from './migrations/2026-11-22-0005-premium-authorize';
import * as m0006 from './migrations/2026-11-24-0006-memory-model';
import * as m0007 from './migrations/2026-11-24-0007-review-counts-exams';
import * as m0008 from './migrations/2026-11-24-0008-exercise-images';
import * as m0009 from './migrations/2026-11-24-0009-answer-check';
import * as m0010 from './migrations/2026-11-24-0010-sqlite-without-rowid';
import * as m0011 from './migrations/2026-11-24-0011-calendars';
import * as m0012 from './migrations/2026-11-24-0012-newsletter';
import * as m0013 from './migrations/2026-11-24-0013-session-changes';
import * as m0014 from './migrations/2026-11-24-0014-unlogged-throttle';
import * as m0015 from './migrations/2026-11-27-0015-card-counts-per-statement';
import * as m0016 from './migrations/2026-11-27-0016-statistics-in-card-states';
import * as m0017 from './migrations/2026-11-27-0017-sign-in-devices-privacy';
import * as m0018 from './migrations/2026-11-27-0018-class-membership';
import * as m0019 from './migrations/2026-11-27-0019-password-reset';
import * as m0020 from './migrations/2026-11-27-0020-document-extension-lower-case';
import * as m0021 from './migrations/2026-11-27-0021-study-home';
import * as m0022 from './migrations/2026-11-27-0022-question-language';
import * as m0023 from './migrations/2026-11-27-0023-calendar-sources';
import * as m0026 from './migrations/2026-11-27-0026-week-goal';
import * as m0027 from './migrations/2026-11-28-0027-jobs';
import * as m0028 from './migrations/2026-11-28-0028-document-files';
import * as m0029 from './migrations/2026-11-28-0029-library-search';
import * as m0030 from './migrations/2026-11-28-0030-downloads-queue-no-job';

/** Migrations are bundled (not read from disk) so the built server carries them. */
const migrations: Record<string, Migration> = {
  '2026-11-22-0001-foundation': m0001,
  '2026-11-22-0002-accounts': m0002,
  '2026-11-22-0003-documents': m0003,
  '2026-11-22-0004-learnsets': m0004,
  '2026-11-22-0005-premium-authorize': m0005,
  '2026-11-24-0006-memory-model': m0006,
  '2026-11-24-0007-review-counts-exams': m0007,
  '2026-11-24-0008-exercise-images': m0008,
  '2026-11-24-0009-answer-check': m0009,
  '2026-11-24-0010-sqlite-without-rowid': m0010,
  '2026-11-24-0011-calendars': m0011,
  '2026-11-24-0012-newsletter': m0012,
  '2026-11-24-0013-session-changes': m0013,
  '2026-11-24-0014-unlogged-throttle': m0014,
  '2026-11-27-0015-card-counts-per-statement': m0015,
  '2026-11-27-0016-statistics-in-card-states': m0016,
  '2026-11-27-0017-sign-in-devices-privacy': m0017,
  '2026-11-27-0018-class-membership': m0018,
  '2026-11-27-0019-password-reset': m0019,
  '2026-11-27-0020-document-extension-lower-case': m0020,
  '2026-11-27-0021-study-home': m0021,
  '2026-11-27-0022-question-language': m0022,
  '2026-11-27-0023-calendar-sources': m0023,
  '2026-11-27-0026-week-goal': m0026,
  '2026-11-28-0027-jobs': m0027,
  '2026-11-28-0028-document-files': m0028,
  '2026-11-28-0029-library-search': m0029,
  '2026-11-28-0030-downloads-queue-no-job': m0030,
};

class BundledMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Brings the schema up to date (or, for tests of a migration, up to `target`); throws with the
 * failing migration's name.
 */
export async function migrateToLatest(db: Db, target?: string): Promise<string[]> {
  return whileSchemasStay(db, async () => {
    // On PostgreSQL the bookkeeping tables live in the connection's own schema: Kysely's existence
    // check looks across schemas, which confuses two databases sharing one server.
    const migrationTableSchema =
      engineOf(db) === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    const migrator = new Migrator({ db, provider: new BundledMigrations(), migrationTableSchema });
    const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
    const failed = results?.find((r) => r.status === 'Error');
    if (error) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} fehlgeschlagen: ${String(error)}`);
    }
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}

/**
 * The advisory lock between reading the database's schemas and removing one. Kysely's
 * introspection (the migrator's existence check, `getTables`) lists every schema of the database
 * and then asks for each one's privileges; a schema dropped in between (another installation or
 * test database sharing the server) fails it with "schema … does not exist". Readers hold the lock
 * shared, a removal holds it alone.
 */
export const SCHEMA_REMOVAL_LOCK = 2_811_270;

/** Runs `work` while no schema of the PostgreSQL database can be removed (on SQLite: simply runs it). */
export async function whileSchemasStay<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock_shared(${SCHEMA_REMOVAL_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock_shared(${SCHEMA_REMOVAL_LOCK})`.execute(connection);
    }
  });
}
