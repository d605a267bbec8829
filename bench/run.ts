// `npm run bench`: every figure measured in this run, printed as one table and saved as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { joinLearnsetIds } from '@app/shared';
import { build, buildIsStale } from '../scripts/build-lib.mjs';
import { benchAnkiImport } from './anki-import';
import { benchDocumentUpload } from './documents';
import { benchEditor } from './editor';
import { benchFirstLoadJs } from './first-load';
import { benchLearnMode } from './learn-mode';
import { benchLighthouse } from './lighthouse';
import { benchLibraryFiles } from './library-files';
import { benchParseAndStore, benchPickNextExercise } from './learnsets';
import { markdownTable, root, type Row, SECONDS } from './lib';
import { benchDatabaseUrl, withPostgresSchema } from './postgres';
import { benchReview } from './review';
import { benchSearch } from './search';
import { benchServerRows, withEngineServer } from './server-rows';

const started = Date.now();
const cpus = os.cpus();
const machine = {
  cpu: `${cpus[0]?.model.trim() ?? '?'} × ${cpus.length}`,
  ramGiB: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  date: new Date().toISOString().slice(0, 10),
  loadAverageBefore: Number(os.loadavg()[0]?.toFixed(2)),
};

if (buildIsStale()) await build();
// Server rows per engine, shown side by side: row i of SQLite, then row i of PostgreSQL.
const perEngine: Row[][] = [];
const browserRows: Row[] = [];
perEngine.push(
  await withEngineServer('SQLite', undefined, async (running) => {
    const serverRows = await benchServerRows(running);
    const { url } = running.server;
    const learnPath = `/lernsets/lernen/${joinLearnsetIds(running.seed.bigSets)}`;
    browserRows.push(...(await benchFirstLoadJs(url, `/lernsets/lernen/${running.seed.bigSets[0]}`)));
    browserRows.push(...(await benchLearnMode(url, learnPath, running.seed.cookie, '10 × 10,000 exercises')));
    browserRows.push(...(await benchEditor(url, running.db)));
    browserRows.push(...(await benchLighthouse(running)));
    return serverRows;
  }),
);
const databaseUrl = benchDatabaseUrl();
if (databaseUrl) {
  perEngine.push(
    await withPostgresSchema(databaseUrl, 'bench_server', (url) =>
      withEngineServer('PostgreSQL', url, benchServerRows),
    ),
  );
}
const rows: Row[] = (perEngine[0] ?? []).flatMap((_, i) => perEngine.map((engineRows) => engineRows[i] as Row));
rows.push(...browserRows);
rows.push(...(await benchDocumentUpload()));
rows.push(...(await benchParseAndStore()), ...benchPickNextExercise());
rows.push(...(await benchAnkiImport()));
rows.push(...(await benchReview()));
rows.push(...(await benchLibraryFiles()));
rows.push(...(await benchSearch()));

console.log(
  `\nMachine: ${machine.cpu}, ${machine.ramGiB} GiB RAM, Node ${machine.node}, ${machine.date}, ` +
    `load average ${machine.loadAverageBefore} before; ${SECONDS} s per endpoint, 50 connections\n`,
);
console.log(markdownTable(rows));
const outDir = path.join(root, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ machine, seconds: SECONDS, rows }, null, 2));
console.log(`\nSaved ${path.relative(root, file)} after ${Math.round((Date.now() - started) / 1000)} s`);
