import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument } from '../cli/commands/operator.test-helpers';
import { buildUser } from '../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../test/test-app';
import { migrateToLatest } from './migrate';

const BEFORE = '2026-11-27-0019-password-reset';

describe.each(ENGINES)("documents' extensions in lower case, on %s", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine, BEFORE);
  });
  afterAll(async () => t.drop());

  it('writes the stored capitals in lower case, and back', async () => {
    const db = t.handle.db;
    const { id } = await buildDocument(t, (await buildUser(db)).id);
    await db.updateTable('documents').set({ extension: 'PDF' }).where('id', '=', id).execute();
    const extension = async () =>
      (await db.selectFrom('documents').select('extension').where('id', '=', id).executeTakeFirstOrThrow()).extension;

    await migrateToLatest(db);
    expect(await extension()).toBe('pdf');
    await migrateToLatest(db, BEFORE);
    expect(await extension()).toBe('PDF');
  });
});
