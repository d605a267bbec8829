// The built server's figures on one engine: a server started on SQLite or on a PostgreSQL schema,
// seeded straight into its database, then every route row labelled with the engine.
import fs from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/connection';
import { benchAnswers, benchBulk } from './learnsets';
import { type BenchServer, type Row, startBuiltServer } from './lib';
import { goalOn, measureRoute } from './measure-route';
import { type LearnsetSeed, seedDocuments, seedLearnsets } from './seed';

export type EngineName = 'SQLite' | 'PostgreSQL';

/** A running, seeded server and a connection to its database. */
export interface EngineServer {
  engine: EngineName;
  server: BenchServer;
  db: Db;
  seed: LearnsetSeed;
}

const LIST_DOCUMENTS = 10_000;

/**
 * Starts the built server (SQLite in a fresh data folder, or PostgreSQL at `databaseUrl`; the
 * server migrates on start), seeds it and calls `use`; stops and removes everything afterwards.
 */
export async function withEngineServer<T>(
  engine: EngineName,
  databaseUrl: string | undefined,
  use: (running: EngineServer) => Promise<T>,
): Promise<T> {
  const server = await startBuiltServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const { db } = openDatabase({ databaseUrl, dataDir: server.dataDir });
  try {
    const seed = await seedLearnsets(db);
    await seedDocuments(db, LIST_DOCUMENTS);
    // As autovacuum would after a bulk load: the planner needs the tables' statistics. And the
    // seed's pages written out now, not by the checkpointer during the measurements.
    if (engine === 'PostgreSQL') {
      await sql`analyze`.execute(db);
      await sql`checkpoint`.execute(db);
    }
    // The seed's write-ahead log copied into the database file now, not by the server's
    // checkpointer during the first measurement.
    else await sql`pragma wal_checkpoint(passive)`.execute(db);
    return await use({ engine, server, db, seed });
  } finally {
    await db.destroy();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** Cold start, account, constants, bulk, both lists and answers, each against its ceiling. */
export async function benchServerRows({ engine, server, db, seed }: EngineServer): Promise<Row[]> {
  const api = `${server.url}/api/v1`;
  const empty = engine === 'SQLite' ? 'empty data dir' : 'empty schema';
  const listGoal = { goalPercent: goalOn(engine, 60) };
  return [
    { figure: `cold start to first response (${engine}, ${empty})`, value: `${Math.round(server.coldStartMs)} ms` },
    await measureRoute(`GET /api/v1/account, visitor (${engine})`, `${api}/account`),
    await measureRoute(
      `GET /api/v1/account, signed in (${engine})`,
      `${api}/account`,
      { headers: { cookie: seed.cookie } },
      { goalPercent: goalOn(engine, 40) },
    ),
    await measureRoute(
      `GET /api/v1/constants (${engine})`,
      `${api}/constants`,
      {},
      { goalPercent: goalOn(engine, 50) },
    ),
    await benchBulk(server, seed, engine),
    await measureRoute(`GET /api/v1/learnsets/list, 5,010 sets (${engine})`, `${api}/learnsets/list`, {}, listGoal),
    await measureRoute(
      `GET /api/v1/documents/list, 10,000 documents (${engine})`,
      `${api}/documents/list`,
      {},
      listGoal,
    ),
    await benchAnswers(server, seed, db, engine),
  ];
}
