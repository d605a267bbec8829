// Review figures for `npm run bench`: the summary and due calls' queries for a pupil with 100,000
// card states, on SQLite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { newId } from '../apps/server/src/lib/ids';
import { ReviewSummaryRepository } from '../apps/server/src/kernel/review-summary.repository';
import { ReviewRepository } from '../apps/server/src/modules/learn/review.repository';
import { addUser } from './seed';
import { type Row, verdict } from './lib';
import { benchDatabaseUrl, withPostgresSchema } from './postgres';

const CARDS = 100_000;
const SETS = 10;
const RUNS = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One pupil with 10 sets of 10,000 exercises, every one with a memory state due within ±30 days. */
export async function seedReviewPupil(db: Db): Promise<string> {
  const userId = await addUser(db, '2000-01-01');
  const now = Date.now();
  for (let s = 0; s < SETS; s++) {
    const setId = newId();
    await db
      .insertInto('learnsets')
      .values({
        id: setId,
        owner_id: userId,
        title: `Set ${s}`,
        subject: 'EN',
        description: 'Review-Bench',
        class_: '5b',
        grade: '5',
        language: 'en',
        size: CARDS / SETS,
        created: '2026-11-24_08-00-00',
        edited: '2026-11-24_08-00-00',
        updated_at: new Date().toISOString(),
      })
      .execute();
    for (let i = 0; i < CARDS / SETS; i += 1_000) {
      const ids = Array.from({ length: 1_000 }, () => newId());
      await db
        .insertInto('exercises')
        .values(
          ids.map((id, k) => ({
            id,
            set_id: setId,
            position: i + k,
            question: `F ${i + k}`,
            answer: `A ${i + k}`,
            answers: '[]',
            frequency: 1,
            auto_check: 0,
          })),
        )
        .execute();
      await db
        .insertInto('card_states')
        .values(
          ids.map((id, k) => ({
            user_id: userId,
            exercise_id: id,
            due: new Date(now + (((i + k) * 7919) % 60) * 24 * 3600 * 1000 - 30 * 24 * 3600 * 1000).toISOString(),
            stability: 5,
            difficulty: 5,
            scheduled_days: 5,
            learning_steps: 0,
            reps: 3,
            lapses: 0,
            state: (i + k) % 10 === 0 ? 1 : 2,
            last_review: new Date(now - 5 * 24 * 3600 * 1000).toISOString(),
          })),
        )
        .execute();
    }
  }
  return userId;
}

async function measure(db: Db, label: string): Promise<Row[]> {
  const userId = await seedReviewPupil(db);
  // As autovacuum does after a bulk load (insert-triggered vacuum since PostgreSQL 13): the planner
  // needs the table's statistics, and counting from the index alone needs the visibility map.
  if (label === 'PostgreSQL') await sql`vacuum analyze`.execute(db);
  const review = new ReviewRepository(db);
  const summaries = new ReviewSummaryRepository(db);
  const time = async (run: () => Promise<unknown>) => {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const summary = await time(() => summaries.summary(userId, new Date()));
  const due = await time(() => review.due(userId, new Date(), 200));
  const goal = (msValue: number) => `${msValue.toFixed(1)} ms (${verdict('≤ 20 ms', msValue <= 20)})`;
  return [
    { figure: `review summary query, ${CARDS.toLocaleString('en')} card states (${label})`, value: goal(summary) },
    { figure: `review due query (200 of ${CARDS.toLocaleString('en')}) (${label})`, value: goal(due) },
  ];
}

/** The review queries on each engine available here. */
export async function benchReview(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-review-'));
  const rows: Row[] = [];
  const sqlite = openDatabase({ dataDir });
  try {
    await migrateToLatest(sqlite.db);
    rows.push(...(await measure(sqlite.db, 'SQLite')));
  } finally {
    await sqlite.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = benchDatabaseUrl();
  if (!base) return rows;
  await withPostgresSchema(base, 'bench_review', async (databaseUrl) => {
    const postgres = openDatabase({ databaseUrl, dataDir: os.tmpdir() });
    try {
      await migrateToLatest(postgres.db);
      rows.push(...(await measure(postgres.db, 'PostgreSQL')));
    } finally {
      await postgres.db.destroy();
    }
  });
  return rows;
}
