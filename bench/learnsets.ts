// Learning-set figures for `npm run bench`: storing an upload, the learn-mode bulk call, the library
// list, answers and the next-exercise choice. Every figure is bounded in time and talks to 127.0.0.1 only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Exercise, type ExerciseStatsMap, joinLearnsetIds, parseLearnsetFile } from '@app/shared';
import { WeightedPicker } from '@app/shared/learnsets/weighted-picker';
import { openDatabase, type Db } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { type BenchServer, type Row, SECONDS, verdict } from './lib';
import { goalOn, measureRoute } from './measure-route';
import { sampleRss } from './rss';
import { addSet, addUser, ITEMS, type LearnsetSeed, textSet } from './seed';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

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

/** Goals of the issue: shares of the ceiling, and the bulk call's memory under load. */
const BULK_GOAL_PERCENT = 50;
const BULK_RSS_GOAL_MIB = 300;
const ANSWER_GOAL_PERCENT = 25;

/**
 * The bulk call (10 × 10,000 + statistics) at 50 connections after the warm-up calls of
 * `bulkAlone`, with the server's peak resident memory during the load.
 */
export async function benchBulk(server: BenchServer, seed: LearnsetSeed, engine: string): Promise<Row> {
  const url = `${server.url}/api/v1/learnsets/bulk/${joinLearnsetIds(seed.bigSets)}`;
  const alone = await bulkAlone(url, seed.cookie);
  let rss: ReturnType<typeof sampleRss> | undefined;
  return measureRoute(
    `GET /api/v1/learnsets/bulk/{10 ids}, 10 × 10,000 + stats (${engine})`,
    url,
    { headers: { cookie: seed.cookie } },
    {
      note: `${(alone.bytes / 1024 ** 2).toFixed(1)} MB JSON; one alone ${ms(alone.ms)}`,
      goalPercent: goalOn(engine, BULK_GOAL_PERCENT),
      before: () => {
        rss = sampleRss(server.child.pid as number);
      },
      after: () => {
        const peak = rss?.stop() ?? 0;
        return `peak RSS ${peak} MiB (${verdict(`≤ ${BULK_RSS_GOAL_MIB} MiB`, peak <= BULK_RSS_GOAL_MIB)})`;
      },
    },
  );
}

const answerText = (n: number) => `Antwort ${n}`;

/** The answers table's ids and texts once it has stopped moving (a cut-off request may still commit). */
async function settledAnswers(db: Db): Promise<Map<string, string>> {
  const read = async () =>
    new Map((await db.selectFrom('answers').select(['id', 'answer']).execute()).map((r) => [r.id, r.answer]));
  let last = await read();
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await read();
    if (now.size === last.size) return now;
    last = now;
  }
}

/**
 * "stored N of N accepted": every 2xx reply must be a row in `answers`. Requests still running when
 * the time is up are cut off by autocannon unanswered; the server may store those too, which is
 * only a mismatch when there are more of them than were cut off.
 */
function storedText(acceptedStored: number, accepted: number, others: number, unanswered: number): string {
  const text = `stored ${acceptedStored.toLocaleString('en')} of ${accepted.toLocaleString('en')} accepted`;
  const lost = accepted - acceptedStored;
  const cutOff = others > 0 ? `, and ${others} of the ${unanswered} requests cut off by the load's end` : '';
  if (lost === 0 && others <= unanswered) return text + cutOff;
  return `${text}${cutOff}: MISMATCH, ${lost > 0 ? `${lost} accepted but not stored` : `${others - unanswered} stored unasked`}`;
}

/** Answers from 200 users in turn, and whether exactly the accepted ones were stored. */
export async function benchAnswers(server: BenchServer, seed: LearnsetSeed, db: Db, engine: string): Promise<Row> {
  const { exerciseIds: ids, answerCookies: cookies } = seed;
  let before = new Map<string, string>();
  const accepted = new Set<string>();
  return measureRoute(
    `POST /api/v1/learnsets/answer/{id} (${engine})`,
    `${server.url}/api/v1/learnsets/answer/${ids[0]}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'bench' },
      next: (n) => ({
        path: `/api/v1/learnsets/answer/${ids[n % ids.length]}`,
        headers: { cookie: cookies[n % cookies.length] as string },
        body: JSON.stringify({ answer: answerText(n), value: n % 3 !== 0 }),
      }),
      onReply: (n, status) => status >= 200 && status < 300 && accepted.add(answerText(n)),
    },
    {
      note: `${cookies.length} users in turn (600 answers/min each)`,
      goalPercent: goalOn(engine, ANSWER_GOAL_PERCENT),
      // After the sample request, which stores an answer of its own.
      before: async () => {
        before = await settledAnswers(db);
      },
      after: async (measured) => {
        const added = [...(await settledAnswers(db))].filter(([id]) => !before.has(id));
        const acceptedStored = added.filter(([, text]) => accepted.has(text)).length;
        // Accepted: every 2xx reply seen, also one that arrived just after its load slice ended.
        return storedText(acceptedStored, accepted.size, added.length - acceptedStored, measured.unanswered);
      },
    },
  );
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
      value: `${Math.round(1000 / each)} picks/s (${each.toFixed(4)} ms each, ${verdict(`≤ ${PICK_GOAL_MS} ms`, each <= PICK_GOAL_MS)})`,
    },
  ];
}
