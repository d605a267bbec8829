import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildCard, buildUser } from '../test/factories';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';

it('keeps every answer, statistic and card state when SQLite stores them by key alone, statistics in the card', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-migrate-'));
  const { db } = openDatabase({ dataDir });
  try {
    await migrateToLatest(db, '2026-11-24-0009-answer-check');
    const user = await buildUser(db);
    await db
      .insertInto('learnsets')
      .values({
        id: 's1',
        owner_id: user.id,
        title: 'Vokabeln',
        subject: 'EN',
        description: '',
        class_: '5b',
        grade: '5',
        language: 'en',
        size: 1,
        created: '2026-11-24_08-00-00',
        edited: '2026-11-24_08-00-00',
        updated_at: '2026-11-24T08:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('exercises')
      .values({
        id: 'e1',
        set_id: 's1',
        position: 0,
        question: 'dog',
        answer: 'Hund',
        answers: '[]',
        frequency: 1,
        auto_check: 1,
      })
      .execute();
    await sql`insert into statistics (user_id, exercise_id, correct, wrong) values (${user.id}, 'e1', 3, 1)`.execute(
      db,
    );
    await db
      .insertInto('answers')
      .values({ id: 'a1', user_id: user.id, exercise_id: 'e1', answer: 'Hund', value: 1, at: '2026-11-24T08:00:00Z' })
      .execute();
    await buildCard(db, user.id, 'e1', { state: 1 });

    await migrateToLatest(db);

    const tables = await sql<{ name: string; wr: number }>`
      select name, wr from pragma_table_list where name in ('answers', 'card_states', 'sessions') order by name`.execute(
      db,
    );
    expect(tables.rows).toEqual([
      { name: 'answers', wr: 1 },
      { name: 'card_states', wr: 1 },
      { name: 'sessions', wr: 1 },
    ]);
    expect(await db.selectFrom('card_states').select(['correct', 'wrong', 'reps']).execute()).toEqual([
      { correct: 3, wrong: 1, reps: 1 },
    ]);
    expect(await db.selectFrom('answers').select('answer').execute()).toEqual([{ answer: 'Hund' }]);
    // The card counts' triggers came along: a state change still moves the count.
    await db.updateTable('card_states').set({ state: 2 }).execute();
    expect(await db.selectFrom('card_counts').select(['state', 'n']).orderBy('state').execute()).toEqual([
      { state: 1, n: 0 },
      { state: 2, n: 1 },
    ]);
    // Removing the set still removes its pupils' rows (the foreign keys came along too).
    await db.deleteFrom('learnsets').execute();
    expect(await db.selectFrom('answers').select('id').execute()).toEqual([]);
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
