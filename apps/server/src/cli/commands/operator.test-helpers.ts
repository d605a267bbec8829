import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import { buildCard } from '../../test/factories';
import type { TestDatabase } from '../../test/test-app';
import { runCli } from '../admin';

/** Runs the operator CLI against a test database and collects what it prints. */
export async function admin(db: TestDatabase, ...argv: string[]) {
  const out: string[] = [];
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
  try {
    const code = await runCli(argv, (line) => out.push(line), {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      LOG_LEVEL: 'silent',
    });
    return { code, out: out.join('\n'), err: errors.join('\n') };
  } finally {
    spy.mockRestore();
  }
}

/** A stored document with its file under DATA_DIR/files/documents/{id}/. */
export async function buildDocument(db: TestDatabase, ownerId: string) {
  const id = newId();
  const now = new Date().toISOString();
  await db.handle.db
    .insertInto('documents')
    .values({
      id,
      owner_id: ownerId,
      title: 'Zellbiologie',
      subject: 'BI',
      description: 'Zusammenfassung',
      class_: '6a',
      grade: '3',
      language: 'de',
      size: 4,
      extension: 'txt',
      mimetype: 'text/plain',
      formated_size: '4 B',
      file_name: 'Zellbiologie.txt',
      created: '2026-11-20_10-00-00',
      edited: '2026-11-20_10-00-00',
      created_at: now,
      updated_at: now,
    })
    .execute();
  const dir = path.join(db.dataDir, 'files', 'documents', id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'Zellbiologie.txt'), 'Zell');
  return { id, dir };
}

/** A stored learning set with one exercise and the owner's statistics for it. */
export async function buildLearnset(db: Db, ownerId: string) {
  const id = newId();
  const exerciseId = newId();
  await db
    .insertInto('learnsets')
    .values({
      id,
      owner_id: ownerId,
      title: 'Vokabeln',
      subject: 'EN',
      description: 'Unit 1',
      class_: '6a',
      grade: '3',
      language: 'en',
      size: 1,
      created: '2026-11-20_10-00-00',
      edited: '2026-11-20_10-00-00',
    })
    .execute();
  await db
    .insertInto('exercises')
    .values({
      id: exerciseId,
      set_id: id,
      position: 0,
      question: 'Haus',
      answer: 'house',
      answers: '[]',
      frequency: 1,
      auto_check: 0,
    })
    .execute();
  await buildCard(db, ownerId, exerciseId, { correct: 1, wrong: 0 });
  return { id, exerciseId };
}
