// Learning-set figures for `npm run bench`: storing an upload, the learn-mode bulk call, the library
// list, answers and the next-exercise choice. Every figure is bounded in time and talks to 127.0.0.1 only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Exercise,
  type ExerciseStatsMap,
  joinLearnsetIds,
  parseLearnsetFile,
  PLANS,
  toStoredDate,
} from '@app/shared';
import { WeightedPicker } from '@app/shared/learnsets/weighted-picker';
import { openDatabase, type Db } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { newId, newSecret, sha256Hex } from '../apps/server/src/lib/ids';
import { planExerciseReplacement } from '../apps/server/src/modules/learnsets/exercise-plan';
import { LearnsetRepository } from '../apps/server/src/modules/learnsets/learnset.repository';
import { measureRoute, type Row, SECONDS } from './lib';

const ITEMS = 10_000;
/**
 * A bulk reply takes most of a second of server time (SQL-built JSON, brotli), so at 50 connections
 * one waits for ~49 others: 50 learners opening learn mode at once, one call each, not a timed run.
 */
const BULK_LEARNERS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** A `.txt` learning set of `count` lines with alternatives, as a pupil would upload it. */
function textSet(count: number): Uint8Array {
  const lines = Array.from({ length: count }, (_, i) => `Frage ${i}: Was heisst Wort ${i}?; Antwort ${i}; alt ${i}`);
  return new TextEncoder().encode(lines.join('\n'));
}

/** A stored account for the bench (Premium by default, so set limits never get in the way). */
export async function addUser(db: Db, payment = '2999-12-31'): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      email: `bench_${id.toLowerCase().replace(/[^a-z0-9]/g, '')}@ksbeispiel.ch`,
      name: 'Bea Bench',
      password_hash: 'bench-only',
      classes: '5b',
      grade: '5',
      newsletter: 0,
      iframe: 1,
      theme: 'light',
      search: 'Startpage',
      favorites: '[]',
      payment,
      payment_lite: '2000-01-01',
      banned: 0,
      created_at: new Date().toISOString(),
      retention: 0.9,
    })
    .execute();
  return id;
}

async function addSet(db: Db, ownerId: string, bytes: Uint8Array, title: string): Promise<string> {
  const parsed = parseLearnsetFile('set.txt', bytes, PLANS.premium.maxLearnsetItems);
  if (!parsed.ok) throw new Error(parsed.message);
  const id = newId();
  const now = toStoredDate(new Date());
  const { write } = planExerciseReplacement(id, [], parsed.exercises, newId);
  const fields = { title, subject: 'EN', description: 'Vokabeln', class_: '5b', grade: '5', language: 'en' };
  await new LearnsetRepository(db).create(
    {
      id,
      owner_id: ownerId,
      ...fields,
      size: write.length,
      created: now,
      edited: now,
      updated_at: new Date().toISOString(),
    },
    write,
  );
  return id;
}

/** Parse and store a 10,000-item `.txt` set in a fresh SQLite database, in-process (median of 5). */
export async function benchParseAndStore(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-sets-'));
  const { db } = openDatabase({ dataDir });
  try {
    await migrateToLatest(db);
    const ownerId = await addUser(db);
    const bytes = textSet(ITEMS);
    const parse: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      parseLearnsetFile('set.txt', bytes, ITEMS);
      parse.push(performance.now() - started);
      await addSet(db, ownerId, bytes, `Set ${i}`);
      total.push(performance.now() - started);
    }
    return [
      { figure: 'parse 10,000-item .txt set', value: ms(median(parse)) },
      { figure: 'parse + store 10,000-item set (SQLite)', value: ms(median(total)) },
    ];
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Users answering in turn: the answer throttle allows each 600 answers a minute. */
const ANSWER_USERS = 200;

async function addSession(db: Db, userId: string): Promise<string> {
  const token = newSecret();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256Hex(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
    })
    .execute();
  return `session=${token}; XSRF-TOKEN=bench`;
}

export interface LearnsetSeed {
  bigSets: string[];
  /** The learner with statistics for half the exercises of the big sets. */
  cookie: string;
  /** One signed-in cookie per answering user. */
  answerCookies: string[];
  exerciseIds: string[];
}

/**
 * Seeds the running server's SQLite file directly (registration needs mail): ten 10,000-exercise
 * sets with statistics for half their exercises, 5,000 small sets for the library list, and
 * signed-in users who answer in turn.
 */
export async function seedLearnsets(dataDir: string): Promise<LearnsetSeed> {
  const { db } = openDatabase({ dataDir });
  try {
    const ownerId = await addUser(db);
    const bigSets: string[] = [];
    for (let i = 0; i < 10; i++) bigSets.push(await addSet(db, ownerId, textSet(ITEMS), `Grosses Set ${i}`));
    const small = textSet(5);
    for (let i = 0; i < 5_000; i++) await addSet(db, ownerId, small, `Kleines Set ${i}`);

    const learnerId = await addUser(db, '2000-01-01');
    const exercises = await db.selectFrom('exercises').select('id').where('set_id', 'in', bigSets).execute();
    const stats = exercises
      .filter((_, i) => i % 2 === 0)
      .map((e, i) => ({ user_id: learnerId, exercise_id: e.id, correct: i % 5, wrong: i % 3 }));
    for (let i = 0; i < stats.length; i += 1_000) {
      await db
        .insertInto('statistics')
        .values(stats.slice(i, i + 1_000))
        .execute();
    }
    const answerCookies: string[] = [];
    for (let i = 0; i < ANSWER_USERS; i++) answerCookies.push(await addSession(db, await addUser(db, '2000-01-01')));
    return {
      bigSets,
      cookie: await addSession(db, learnerId),
      answerCookies,
      exerciseIds: exercises.filter((_, i) => i % 97 === 0).map((e) => e.id),
    };
  } finally {
    await db.destroy();
  }
}

/** One bulk call alone, fetched and parsed as learn mode does (median of up to 5); JSON size. */
async function bulkAlone(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  const times: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  while (times.length < 3 || (times.length < 5 && performance.now() < deadline)) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'br' } });
    const text = await res.text();
    const body = JSON.parse(text) as { exercises: Exercise[]; stats?: ExerciseStatsMap };
    times.push(performance.now() - started);
    bytes = Buffer.byteLength(text);
    if (body.exercises.length !== 10 * ITEMS || Object.keys(body.stats ?? {}).length !== (10 * ITEMS) / 2) {
      throw new Error('bulk reply incomplete');
    }
  }
  return { ms: median(times), bytes };
}

/** Bulk (10 × 10,000 + statistics), the library list and answers, each against its ceiling. */
export async function benchLearnsetCalls(server: { url: string }, seed: LearnsetSeed): Promise<Row[]> {
  const api = `${server.url}/api/v1/learnsets`;
  const bulkUrl = `${api}/bulk/${joinLearnsetIds(seed.bigSets)}`;
  const alone = await bulkAlone(bulkUrl, seed.cookie);
  const { exerciseIds: ids, answerCookies: cookies } = seed;
  return [
    await measureRoute(
      'GET /api/v1/learnsets/bulk/{10 ids} (10 × 10,000 + stats)',
      bulkUrl,
      { headers: { cookie: seed.cookie }, amount: BULK_LEARNERS, timeout: 180 },
      `${(alone.bytes / 1024 ** 2).toFixed(1)} MB JSON; ${BULK_LEARNERS} at once; one alone ${ms(alone.ms)}`,
    ),
    await measureRoute('GET /api/v1/learnsets/list (5,010 sets)', `${api}/list`),
    await measureRoute(
      'POST /api/v1/learnsets/answer/{id}',
      `${api}/answer/${ids[0]}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': 'bench' },
        next: (n) => ({
          path: `/api/v1/learnsets/answer/${ids[n % ids.length]}`,
          headers: { cookie: cookies[n % cookies.length] as string },
          body: JSON.stringify({ answer: `Antwort ${n}`, value: n % 3 !== 0 }),
        }),
      },
      `${cookies.length} users in turn (600 answers/min each)`,
    ),
  ];
}

/** Learn mode's per-answer budget for choosing the next exercise. */
const PICK_GOAL_MS = 0.05;

/**
 * Learn mode's choice of the next exercise over 100,000 exercises with statistics for a third of
 * them: building the session's `WeightedPicker` once, then a pick and an answer's update per turn.
 */
export function benchPickNextExercise(): Row[] {
  const exercises = Array.from({ length: 100_000 }, (_, i) => ({ id_: `e${i}`, frequency: 1 + (i % 3) }));
  const stats: ExerciseStatsMap = {};
  for (let i = 0; i < exercises.length; i += 3) stats[`e${i}`] = { correct: i % 7, wrong: i % 4 };
  const builds: number[] = [];
  let picker = new WeightedPicker(exercises, stats);
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    picker = new WeightedPicker(exercises, stats);
    builds.push(performance.now() - started);
  }
  // Answers as a learner gives them: about two in three right, counted onto the exercise's statistics.
  const correct = new Int32Array(exercises.length);
  const wrong = new Int32Array(exercises.length);
  const until = performance.now() + Math.min(SECONDS, 2) * 1000;
  let picks = 0;
  const started = performance.now();
  while (performance.now() < until) {
    for (let i = 0; i < 1_000; i++) {
      const index = picker.pickIndex();
      if (Math.random() < 0.67) correct[index] = (correct[index] as number) + 1;
      else wrong[index] = (wrong[index] as number) + 1;
      picker.update(index, { correct: correct[index] as number, wrong: wrong[index] as number });
    }
    picks += 1_000;
  }
  const each = (performance.now() - started) / picks;
  return [
    { figure: 'WeightedPicker build over 100,000 exercises', value: `${ms(median(builds))} once per session` },
    {
      figure: 'pick + update over 100,000 exercises',
      value: `${Math.round(1000 / each)} picks/s (${each.toFixed(4)} ms each, goal ≤ ${PICK_GOAL_MS} ms, ${each <= PICK_GOAL_MS ? 'met' : 'missed'})`,
    },
  ];
}
