import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/test-app';
import { runCli } from '../admin';
import { BACKUP_TABLES, DERIVED_TABLES } from '../../modules/operator/backup.repository';

const envFor = (d: TestDatabase) => ({ DATA_DIR: d.dataDir, DATABASE_URL: d.databaseUrl ?? '', LOG_LEVEL: 'silent' });

async function cli(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runCli(args, (l) => lines.push(l), env);
  return { code, output: lines.join('\n') };
}

describe.each(ENGINES)('backup and restore on %s', (engine) => {
  let source: TestDatabase;
  let target: TestDatabase;
  const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lp-backup-')), 'sicherung');

  beforeAll(async () => {
    source = await createTestDatabase(engine);
    target = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await source.handle.db.destroy();
    await target.handle.db.destroy();
    await source.drop();
    await target.drop();
  });

  it('covers every table of the schema', async () => {
    const schema =
      engine === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(source.handle.db)).rows[0]?.s
        : undefined;
    const tables = (await source.handle.db.introspection.getTables())
      .filter((t) => !schema || t.schema === schema)
      .map((t) => t.name)
      .filter((n) => !n.startsWith('kysely_') && !(DERIVED_TABLES as readonly string[]).includes(n));
    expect([...new Set(tables)].sort()).toEqual([...BACKUP_TABLES].sort());
  });

  it('round-trips rows, files and news into an empty installation', async () => {
    const user = await buildUser(source.handle.db, { name: 'Lea Müller', favorites: '["https://a.ch|A"]' });
    fs.mkdirSync(path.join(source.dataDir, 'files', 'documents', 'd1'), { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, 'files', 'documents', 'd1', 'Blatt.pdf'), '%PDF-1.4 Inhalt');
    fs.mkdirSync(path.join(source.dataDir, 'news'), { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, 'news', 'index.html'), '<p>Hallo</p>');

    const backup = await cli(['backup', backupDir], envFor(source));
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('1 Dateien');

    const restore = await cli(['restore', backupDir], envFor(target));
    expect(restore.code, restore.output).toBe(0);
    const restored = await target.handle.db.selectFrom('users').selectAll().execute();
    expect(restored).toEqual([user]);
    expect(fs.readFileSync(path.join(target.dataDir, 'files', 'documents', 'd1', 'Blatt.pdf'), 'utf8')).toBe(
      '%PDF-1.4 Inhalt',
    );
    expect(fs.readFileSync(path.join(target.dataDir, 'news', 'index.html'), 'utf8')).toBe('<p>Hallo</p>');
  });

  it('refuses to restore over existing accounts and to back up into a non-empty folder', async () => {
    const again = await cli(['restore', backupDir], envFor(target));
    expect(again.code).toBe(2);
    const busy = await cli(['backup', backupDir], envFor(source));
    expect(busy.code).toBe(2);
  });
});
