import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPupilWithSet } from '../../modules/learnsets/learnsets.test-helpers';
import { buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/test-app';
import { runCli } from '../admin';
import { whileSchemasStay } from '../../db/migrate';
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
    const tables = (await whileSchemasStay(source.handle.db, () => source.handle.db.introspection.getTables()))
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

  it('restores a backup made while the counts had a table of their own, into the cards', async () => {
    const { userId, exercises } = await buildPupilWithSet(source.handle.db, 2);
    const [learnt, countedOnly] = exercises as [string, string];
    const oldDir = path.join(path.dirname(backupDir), 'alt');
    expect((await cli(['backup', oldDir], envFor(source))).code).toBe(0);
    // As the version before wrote it: cards without counts, the counts apart (one without a card).
    const card = { user_id: userId, exercise_id: learnt, due: '2026-11-28T08:00:00.000Z', stability: 2 };
    const memory = { difficulty: 5, scheduled_days: 1, learning_steps: 0, reps: 1, lapses: 0, state: 1 };
    const tables = path.join(oldDir, 'tables');
    fs.writeFileSync(path.join(tables, 'card_states.jsonl'), JSON.stringify({ ...card, ...memory, last_review: null }));
    fs.writeFileSync(
      path.join(tables, 'statistics.jsonl'),
      [
        { user_id: userId, exercise_id: learnt, correct: 3, wrong: 1 },
        { user_id: userId, exercise_id: countedOnly, correct: 2, wrong: 0 },
      ]
        .map((row) => JSON.stringify(row))
        .join('\n'),
    );
    const empty = await createTestDatabase(engine);
    try {
      const restore = await cli(['restore', oldDir], envFor(empty));
      expect(restore.code, restore.output).toBe(0);
      const cards = await empty.handle.db
        .selectFrom('card_states')
        .select(['exercise_id', 'correct', 'wrong', 'state', 'reps'])
        .where('user_id', '=', userId)
        .execute();
      expect(cards.sort((a, b) => a.exercise_id.localeCompare(b.exercise_id))).toEqual(
        [
          { exercise_id: learnt, correct: 3, wrong: 1, state: 1, reps: 1 },
          { exercise_id: countedOnly, correct: 2, wrong: 0, state: 0, reps: 0 },
        ].sort((a, b) => a.exercise_id.localeCompare(b.exercise_id)),
      );
    } finally {
      await empty.handle.db.destroy();
      await empty.drop();
    }
  });

  it('refuses to restore over existing accounts and to back up into a non-empty folder', async () => {
    const again = await cli(['restore', backupDir], envFor(target));
    expect(again.code).toBe(2);
    const busy = await cli(['backup', backupDir], envFor(source));
    expect(busy.code).toBe(2);
  });
});
