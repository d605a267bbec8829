import { vi } from 'vitest';
import type { Db } from '../../../db/connection';
import { newId } from '../../../lib/ids';
import { buildDocument } from '../../../test/factories';
import { libraryJobRunner } from '../library';
import { SearchIndex } from './search-index';

/** Runs every queued library job, and waits for a job another runner (the app's) has in hand. */
export async function indexQueued(db: Db): Promise<void> {
  const runner = libraryJobRunner(db, new SearchIndex(db));
  await runner.drain();
  await vi.waitFor(
    async () => {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(row.n) !== 0) throw new Error(`${String(row.n)} library jobs still queued`);
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** A document with its file's text as the text-reading job leaves it. */
export async function documentWithText(
  db: Db,
  ownerId: string,
  fields: { title: string; text?: string; description?: string; subject?: string; class_?: string; edited?: string },
): Promise<string> {
  const { text = '', title, description = '', subject = 'BI', class_ = '3a', edited } = fields;
  const dates = edited ? { created: edited, edited } : {};
  const doc = await buildDocument(db, ownerId, { title, description, subject, class_, ...dates });
  await db
    .insertInto('document_files')
    .values({
      document_id: doc.id,
      file_version: 'v1',
      text,
      pages: 1,
      text_state: text ? 'done' : 'empty',
      text_method: 'plain',
      thumbnail: null,
      thumb_state: 'pending',
      error: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
  return doc.id;
}

/** A set with its cards (question, answer). */
export async function setWithCards(
  db: Db,
  ownerId: string,
  fields: { title: string; description?: string; subject?: string; class_?: string; edited?: string },
  cards: readonly (readonly [string, string])[],
): Promise<string> {
  const id = newId();
  const edited = fields.edited ?? '2026-11-01_10-00-00';
  await db
    .insertInto('learnsets')
    .values({
      id,
      owner_id: ownerId,
      title: fields.title,
      subject: fields.subject ?? 'BI',
      description: fields.description ?? '',
      class_: fields.class_ ?? '3a',
      grade: '3',
      language: 'de',
      size: cards.length,
      created: edited,
      edited,
    })
    .execute();
  if (cards.length > 0) {
    await db
      .insertInto('exercises')
      .values(
        cards.map(([question, answer], position) => ({
          id: newId(),
          set_id: id,
          position,
          question,
          answer,
          answers: '[]',
          frequency: 1,
          auto_check: 0,
        })),
      )
      .execute();
  }
  return id;
}
