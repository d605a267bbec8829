// The Anki import figure for `npm run bench`: a 10,000-note package parsed in the parse worker
// and stored, as an upload does (without the HTTP form around it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toStoredDate } from '@app/shared';
import { openDatabase } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { newId } from '../apps/server/src/lib/ids';
import { type ExportCard, writeAnkiPackage } from '../apps/server/src/modules/learnsets/anki/anki-export';
import { planExerciseReplacement } from '../apps/server/src/modules/learnsets/exercise-plan';
import { PARSE_CHILD } from '../apps/server/src/entries';
import { LearnsetFileJobs } from '../apps/server/src/modules/learnsets/learnset-file-jobs';
import { ParsePool } from '../apps/server/src/parse-pool/parse-pool';
import { LearnsetRepository } from '../apps/server/src/modules/learnsets/learnset.repository';
import { type Row, verdict } from './lib';
import { addUser } from './seed';

const NOTES = 10_000;
/** The issue's goal for importing a 10,000-note package (parse + store). */
const GOAL_MS = 3000;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A deck of vocabulary-like notes with an alternative each, written by the project's exporter. */
function benchDeck(): Uint8Array {
  const cards = Array.from({ length: NOTES }, (_, i) => ({
    question: `Wie heisst «Wort ${i}» auf Französisch?\nZweite Zeile ${i % 7}`,
    answer: `le mot numéro ${i}`,
    answers: [`mot ${i}`],
  }));
  return ankiPackage('Bench-Stapel', cards);
}

/** A package's bytes, written by the project's exporter (which writes to a file). */
function ankiPackage(title: string, cards: ExportCard[]): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-apkg-'));
  try {
    writeAnkiPackage(title, cards, path.join(dir, 'stapel.apkg'));
    return new Uint8Array(fs.readFileSync(path.join(dir, 'stapel.apkg')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Parse (worker) + store of a 10,000-note `.apkg` in a fresh SQLite database: median of 5, and
 * the first. A one-card deck starts the worker first: here it loads from TypeScript source,
 * which the built server's worker does not.
 */
export async function benchAnkiImport(): Promise<Row[]> {
  const deck = benchDeck();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-anki-'));
  const { db } = openDatabase({ dataDir });
  const pool = new ParsePool({ child: PARSE_CHILD, timeoutMs: 60_000 });
  const jobs = new LearnsetFileJobs({ parsePool: pool, exportPool: pool });
  try {
    await migrateToLatest(db);
    const ownerId = await addUser(db);
    const repo = new LearnsetRepository(db);
    const warmUp = await jobs.parse(
      'start.apkg',
      ankiPackage('Start', [{ question: 'a', answer: 'b', answers: [] }]),
      1,
    );
    if (!warmUp.ok) throw new Error(warmUp.message);
    const parse: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const parsed = await jobs.parse('stapel.apkg', deck.slice(), NOTES);
      if (!parsed.ok || parsed.exercises.length !== NOTES)
        throw new Error(parsed.ok ? 'deck incomplete' : parsed.message);
      parse.push(performance.now() - started);
      const id = newId();
      const now = toStoredDate(new Date());
      const { write } = planExerciseReplacement(id, [], parsed.exercises, newId);
      const fields = {
        title: `Anki ${i}`,
        subject: 'FR',
        description: 'Vokabeln',
        class_: '5b',
        grade: '5',
        language: 'fr',
      };
      await repo.create(
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
      total.push(performance.now() - started);
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    const typical = median(total);
    return [
      {
        figure: `import ${NOTES.toLocaleString('en')}-note .apkg, parse (worker) + store (SQLite)`,
        value:
          `${ms(typical)} (parse ${ms(median(parse))}; first after the worker started ${ms(total[0] ?? 0)}; ` +
          `${(deck.length / 1024 ** 2).toFixed(1)} MB; ${verdict(`≤ ${GOAL_MS} ms`, typical <= GOAL_MS)})`,
      },
    ];
  } finally {
    await pool.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
