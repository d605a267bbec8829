// `npm test`: unit + API integration (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then
// the browser end-to-end suite against the production build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, root } from './build-lib.mjs';

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const run = (args) => spawnSync(process.execPath, [vitest, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1;

if (!process.env.TEST_DATABASE_URL) {
  console.log('Hinweis: TEST_DATABASE_URL ist nicht gesetzt, die Integrationstests laufen nur mit SQLite.');
}
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let status = spawnSync(bin('eslint'), ['.'], { cwd: root, stdio: 'inherit' }).status ?? 1;
status =
  (spawnSync(bin('prettier'), ['--check', '--log-level', 'warn', '.'], { cwd: root, stdio: 'inherit' }).status ?? 1) ||
  status;
for (const project of ['packages/shared', 'apps/server', 'apps/web', 'bench', 'e2e']) {
  status = (spawnSync(bin('tsc'), ['-p', project], { cwd: root, stdio: 'inherit' }).status ?? 1) || status;
}
if (status !== 0) console.error('Lint oder Typprüfung fehlgeschlagen.');
status = run(['run']) || status;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const mustRunE2e = Boolean(process.env.CI || process.env.REQUIRE_E2E);
if (!fs.existsSync(chromium)) {
  console.error(
    `\n!!!!! KEIN CHROMIUM unter ${chromium}: die Browser-Tests werden ${mustRunE2e ? 'NICHT übersprungen (CI) und schlagen fehl' : 'ÜBERSPRUNGEN'} !!!!!\n`,
  );
  if (mustRunE2e) status = 1;
} else {
  await build();
  status = run(['run', '--config', 'e2e/vitest.config.ts']) || status;
}
process.exit(status);
