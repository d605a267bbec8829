import 'dotenv/config';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { type DbHandle, openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { type CliContext, type Command, UsageError } from './command';
import { backupCommands } from './commands/backup';
import { migrateCommand } from './commands/migrate';
import { contentCommands } from './commands/content';
import { demoCommand } from './commands/demo';
import { ipCommands } from './commands/ip';
import { newsCommands } from './commands/news';
import { newsletterCommands } from './commands/newsletter';
import { premiumCommands } from './commands/premium';
import { statusCommand } from './commands/status';
import { userCommands } from './commands/users';

const commands: Command[] = [
  migrateCommand,
  statusCommand,
  ...newsCommands,
  ...newsletterCommands,
  ...backupCommands,
  ...premiumCommands,
  ...userCommands,
  ...contentCommands,
  ...ipCommands,
  demoCommand,
];

function help(): string {
  const width = Math.max(...commands.map((c) => c.usage.length));
  return [
    'Betrieb der Lernplattform: npm run admin -- <befehl>',
    '',
    ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    `  ${'help'.padEnd(width)}  Diese Hilfe`,
  ].join('\n');
}

/** Runs one operator command; returns the exit code. */
export async function runCli(argv: string[], out = console.log, env = process.env): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    out(help());
    return 0;
  }
  const command = commands
    .filter((c) => c.words.every((w, i) => argv[i] === w))
    .sort((a, b) => b.words.length - a.words.length)[0];
  if (!command) {
    console.error(`Unbekannter Befehl "${argv.join(' ')}". Übersicht: npm run admin -- help`);
    return 2;
  }
  let handle: DbHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig(env);
    const database = async () => {
      if (!handle) {
        handle = openDatabase(config);
        await migrateToLatest(handle.db);
      }
      return handle;
    };
    const ctx: CliContext = {
      config,
      out,
      database,
      app: async () => {
        // Loaded on demand: the other commands start without the server's code.
        const { buildApp } = await import('../app');
        app ??= await buildApp({ config, database: await database(), logger: false });
        await app.ready();
        return app;
      },
    };
    await command.run(argv.slice(command.words.length), ctx);
    return 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    // Closing the app closes its database too.
    if (app) await app.close();
    else await handle?.db.destroy();
  }
}

const isEntry = process.argv[1] && /admin\.(ts|js)$/.test(process.argv[1]);
if (isEntry) {
  runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
