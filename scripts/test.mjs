// `npm test`: lint (ESLint, Prettier, the server's layers) and types, unit + API integration
// (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser end-to-end suite
// against the production build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, root } from './build-lib.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

/** Runs a command to its end; resolves with its exit status (output goes to the terminal). */
const run = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** Runs the commands, as many at once as the machine has cores; resolves with the worst status. */
async function runAll(commands) {
  const queue = [...commands];
  let status = 0;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) status = (await run(...next)) || status;
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, lane));
  return status;
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('Hinweis: TEST_DATABASE_URL ist nicht gesetzt, die Integrationstests laufen nur mit SQLite.');
}
// After `npm ci --ignore-scripts` (what .ci/run does) SQLite's driver is not compiled yet: it
// compiles (one core, no prebuilt binary is reachable here) beside the static checks, which need
// no database, and is done before the first test that does.
const sqliteAddon = path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const nativeBuild = fs.existsSync(sqliteAddon)
  ? []
  : [['npm', ['rebuild', '--foreground-scripts', 'better-sqlite3', 'esbuild']]];
// The type checks are the longest of the static checks: they start first.
let status = await runAll([
  ...nativeBuild,
  ...['apps/server', 'apps/web', 'e2e', 'bench', 'packages/shared'].map((project) => [bin('tsc'), ['-p', project]]),
  [bin('eslint'), ['.']],
  // The server's layers and no import cycles (.dependency-cruiser.cjs).
  [bin('depcruise'), ['apps/server/src', '--config', '.dependency-cruiser.cjs']],
  [bin('prettier'), ['--check', '--log-level', 'warn', '.']],
]);
if (status !== 0) console.error('Lint oder Typprüfung fehlgeschlagen.');
status = (await run(process.execPath, [vitest, 'run'])) || status;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const mustRunE2e = Boolean(process.env.CI || process.env.REQUIRE_E2E);
if (!fs.existsSync(chromium)) {
  console.error(
    `\n!!!!! KEIN CHROMIUM unter ${chromium}: die Browser-Tests werden ${mustRunE2e ? 'NICHT übersprungen (CI) und schlagen fehl' : 'ÜBERSPRUNGEN'} !!!!!\n`,
  );
  if (mustRunE2e) status = 1;
} else {
  await build();
  status = (await run(process.execPath, [vitest, 'run', '--config', 'e2e/vitest.config.ts'])) || status;
}
process.exit(status);
