// The library search for `npm run bench`: 10,000 documents of about five pages of generated German
// text and 5,000 sets, indexed by the library's jobs, then 20 searchers asking one- and two-word
// questions through the route at once. SQLite always, PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set. Alone: `npx tsx bench/search.ts` (SEARCH_DOCUMENTS=1000 for a quick look).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db, type DbHandle } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { newId } from '../apps/server/src/lib/ids';
import { libraryJobRunner } from '../apps/server/src/modules/library/library';
import { SearchIndex } from '../apps/server/src/modules/library/search/search-index';
import { FIXTURE_DOCUMENTS, FIXTURE_QUERIES } from '../apps/server/src/modules/library/search/relevance-fixture';
import { addUser } from './seed';
import { type Row, verdict } from './lib';
import { benchDatabaseUrl, withPostgresSchema } from './postgres';

const DOCUMENTS = Number(process.env.SEARCH_DOCUMENTS ?? 10_000);
const SETS = Math.round(DOCUMENTS / 2);
const WORDS_PER_DOCUMENT = 1_750; // about five pages
const CARDS_PER_SET = 20;
const SEARCHERS = 20;
/** How long the searchers ask (seconds), after a warm-up of a second. */
const SEARCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** A seeded generator, so every run searches the same library. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Words as a school library uses them: the fixture's words, and compounds of its nouns for a long
 * tail (some 20,000 words), drawn by Zipf's law so a few are in every document and most in few.
 */
function vocabulary(rand: () => number): string[] {
  const words = new Set<string>();
  for (const doc of FIXTURE_DOCUMENTS) {
    for (const w of `${doc.title} ${doc.description} ${doc.text}`.match(/[\p{L}]{2,}/gu) ?? []) words.add(w);
  }
  const base = [...words];
  const nouns = base.filter((w) => /^\p{Lu}\p{Ll}{3,}$/u.test(w));
  while (words.size < 20_000) {
    const a = nouns[Math.floor(rand() * nouns.length)]!;
    const b = nouns[Math.floor(rand() * nouns.length)]!;
    words.add(a + b.toLowerCase());
  }
  // Shuffled, so common words are of every kind.
  const all = [...words];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

function zipfPicker(words: string[], rand: () => number): () => string {
  const cumulative: number[] = [];
  let sum = 0;
  for (let r = 0; r < words.length; r++) cumulative.push((sum += 1 / (r + 8)));
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
}

function text(pick: () => string, rand: () => number, words: number): string {
  const out: string[] = [];
  let sentence: string[] = [];
  for (let i = 0; i < words; i++) {
    sentence.push(pick());
    if (sentence.length >= 8 + Math.floor(rand() * 8)) {
      out.push(`${sentence.join(' ')}.`);
      sentence = [];
    }
  }
  if (sentence.length) out.push(`${sentence.join(' ')}.`);
  return out.join(' ');
}

interface Seeded {
  queries: string[];
  seedMs: number;
}

export async function seed(db: Db): Promise<Seeded> {
  const started = performance.now();
  const rand = random(20261128);
  const words = vocabulary(rand);
  const pick = zipfPicker(words, rand);
  const owners = [await addUser(db), await addUser(db), await addUser(db)];
  const stamp = (i: number) => `20${String(16 + (i % 11)).padStart(2, '0')}-0${1 + (i % 9)}-15_10-00-00`;
  const now = new Date().toISOString();
  for (let i = 0; i < DOCUMENTS; i += 100) {
    const rows = Array.from({ length: Math.min(100, DOCUMENTS - i) }, (_, k) => {
      const n = i + k;
      return {
        id: newId(),
        owner_id: owners[n % owners.length]!,
        title: text(pick, rand, 3 + Math.floor(rand() * 4)).replace(/\.$/, ''),
        subject: ['BI', 'MA', 'GS', 'FR', 'CH', 'PS', 'DE', 'GG'][n % 8]!,
        description: text(pick, rand, 12),
        class_: `${1 + (n % 4)}${'abcd'[n % 4]}`,
        grade: '3',
        language: 'de',
        size: 100_000,
        extension: 'pdf',
        mimetype: 'application/pdf',
        formated_size: '100 KB',
        file_name: `dokument-${n}.pdf`,
        created: stamp(n),
        edited: stamp(n),
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('documents').values(rows).execute();
    await db
      .insertInto('document_files')
      .values(
        rows.map((row) => ({
          document_id: row.id,
          file_version: 'v1',
          text: text(pick, rand, WORDS_PER_DOCUMENT),
          pages: 5,
          text_state: 'done',
          text_method: 'pdftotext',
          thumbnail: null,
          thumb_state: 'pending',
          error: null,
          updated_at: now,
        })),
      )
      .execute();
  }
  for (let i = 0; i < SETS; i += 100) {
    const sets = Array.from({ length: Math.min(100, SETS - i) }, (_, k) => {
      const n = i + k;
      return {
        id: newId(),
        owner_id: owners[n % owners.length]!,
        title: text(pick, rand, 2 + Math.floor(rand() * 3)).replace(/\.$/, ''),
        subject: ['BI', 'MA', 'GS', 'FR', 'EN'][n % 5]!,
        description: text(pick, rand, 8),
        class_: `${1 + (n % 4)}${'abcd'[n % 4]}`,
        grade: '3',
        language: 'de',
        size: CARDS_PER_SET,
        created: stamp(n),
        edited: stamp(n),
      };
    });
    await db.insertInto('learnsets').values(sets).execute();
    await db
      .insertInto('exercises')
      .values(
        sets.flatMap((set) =>
          Array.from({ length: CARDS_PER_SET }, (_, position) => ({
            id: newId(),
            set_id: set.id,
            position,
            question: text(pick, rand, 3),
            answer: text(pick, rand, 2),
            answers: '[]',
            frequency: 1,
            auto_check: 0,
          })),
        ),
      )
      .execute();
  }
  // One- and two-word questions: the relevance fixture's, and words of the library common and rare.
  const queries = FIXTURE_QUERIES.map((q) => q.q);
  for (let i = 0; i < 200; i++) {
    const one = i % 2 === 0 ? pick() : words[Math.floor(rand() * words.length)]!;
    queries.push(i % 3 === 0 ? `${one} ${pick()}` : one);
  }
  return { queries, seedMs: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(handle: DbHandle, dataDir: string, label: string): Promise<Row[]> {
  const { db } = handle;
  await migrateToLatest(db);
  const { queries, seedMs } = await seed(db);
  console.log(
    `search bench (${label}): seeded ${DOCUMENTS} documents and ${SETS} sets in ${(seedMs / 1000).toFixed(0)} s`,
  );
  const indexStarted = performance.now();
  const runner = libraryJobRunner(db, new SearchIndex(db));
  const jobs = await runner.drain();
  const indexMs = performance.now() - indexStarted;
  if (label === 'PostgreSQL') await sql`vacuum analyze`.execute(db);
  const postings = await db
    .selectFrom('search_postings')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `search bench (${label}): indexed ${jobs} items in ${(indexMs / 1000).toFixed(0)} s, ${String(postings.n)} postings`,
  );

  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  try {
    const ask = async (q: string) => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/v1/library/search?q=${encodeURIComponent(q)}` });
      if (res.statusCode !== 200) throw new Error(`search ${q}: ${res.statusCode} ${res.body}`);
      return performance.now() - started;
    };
    for (const q of queries) await ask(q); // warm-up: every question once
    const times: number[] = [];
    let n = 0;
    const until = performance.now() + SEARCH_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: SEARCHERS }, async () => {
        while (performance.now() < until) times.push(await ask(queries[n++ % queries.length]!));
      }),
    );
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 0.5);
    const p95 = percentile(times, 0.95);
    const perSecond = Math.round(times.length / SEARCH_SECONDS);
    return [
      {
        figure: `search index build, ${DOCUMENTS.toLocaleString('en')} documents × 5 pages + ${SETS.toLocaleString('en')} sets (${label})`,
        value: `${(indexMs / 1000).toFixed(0)} s (${(indexMs / jobs).toFixed(1)} ms per item, ${Number(postings.n).toLocaleString('en')} postings)`,
      },
      {
        figure: `GET /api/v1/library/search, ${SEARCHERS} searchers, one- and two-word questions (${label})`,
        value: `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${perSecond} searches/s (${verdict('p95 ≤ 30 ms', p95 <= 30)})`,
      },
    ];
  } finally {
    await app.close();
  }
}

/** The search on each engine available here. */
export async function benchSearch(): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-search-'));
  try {
    rows.push(...(await measure(openDatabase({ dataDir }), dataDir, 'SQLite')));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = benchDatabaseUrl();
  if (!base) return rows;
  await withPostgresSchema(base, 'bench_search', async (databaseUrl) => {
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-search-pg-'));
    try {
      rows.push(...(await measure(openDatabase({ databaseUrl, dataDir: pgDir }), pgDir, 'PostgreSQL')));
    } finally {
      fs.rmSync(pgDir, { recursive: true, force: true });
    }
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchSearch()) console.log(`${row.figure}: ${row.value}`);
}
