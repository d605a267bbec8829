import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connection';
import * as m0001 from './migrations/2026-11-22-0001-foundation';
import * as m0002 from './migrations/2026-11-22-0002-accounts';

/** Migrations are bundled (not read from disk) so the built server carries them. */
const migrations: Record<string, Migration> = {
  '2026-11-22-0001-foundation': m0001,
  '2026-11-22-0002-accounts': m0002,
};

class BundledMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new BundledMigrations() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} fehlgeschlagen: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
