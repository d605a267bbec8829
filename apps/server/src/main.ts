import 'dotenv/config';
import fs from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { StarterSetsRepository } from './kernel/starter-sets.repository';

async function main(): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.filesDir, { recursive: true });
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  // A new installation offers its first pupils two sets to try learn mode with (decision 0059).
  await new StarterSetsRepository(database.db).plantOnce(new Date());
  const app = await buildApp({ config, database, backgroundJobs: true });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Hard stop if something hangs; in-flight requests normally finish well before.
    setTimeout(() => process.exit(1), 30_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  }
  process.exit(1);
});
