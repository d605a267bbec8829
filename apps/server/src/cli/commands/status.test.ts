import { afterEach, describe, expect, it } from 'vitest';
import { buildDocument, buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/test-app';
import { admin } from './operator.test-helpers';

describe.each(ENGINES)('admin status (%s)', (engine) => {
  let t: TestDatabase;
  afterEach(async () => {
    await t.handle.db.destroy();
    await t.drop();
  });

  it('prints the programs found, the queued jobs and the states of the documents', async () => {
    t = await createTestDatabase(engine);
    const db = t.handle.db;
    const owner = await buildUser(db);
    // Three documents: one read (its job done), two waiting for their jobs.
    const read = await buildDocument(db, owner.id);
    await buildDocument(db, owner.id);
    await buildDocument(db, owner.id);
    await db
      .insertInto('document_files')
      .values({
        document_id: read.id,
        file_version: '0123456789abcdef',
        text: 'Hallo',
        pages: 1,
        text_state: 'done',
        text_method: 'plain',
        thumbnail: null,
        thumb_state: 'unsupported',
        error: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await db.deleteFrom('jobs').where('item_id', '=', read.id).execute();
    const { code, out } = await admin(t, 'status');
    expect(code).toBe(0);
    expect(out).toMatch(/^ {2}pdftotext +\/\S+pdftotext$/m);
    expect(out).toMatch(/^ {2}tesseract +\/\S+tesseract$/m);
    expect(out).toContain('  library-document   2 / 0 / 0');
    expect(out).toContain('  Text:          fertig 1');
    expect(out).toContain('  Vorschaubild:  Format nicht lesbar 1');
    expect(out).toContain('  noch nicht gelesen: 2');
  });
});
