// `npm run bench`: every figure measured in this run, printed as one table and saved as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, buildIsStale } from '../scripts/build-lib.mjs';
import { benchDocuments } from './documents';
import { benchFirstLoadJs } from './first-load';
import { benchLearnsetCalls, benchParseAndStore, benchPickNextExercise, seedLearnsets } from './learnsets';
import { benchReview } from './review';
import { markdownTable, measureRoute, root, type Row, SECONDS, startBuiltServer } from './lib';

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
const rows: Row[] = [];
const server = await startBuiltServer();
try {
  rows.push({ figure: 'cold start to first response (empty data dir)', value: `${Math.round(server.coldStartMs)} ms` });
  const seed = await seedLearnsets(server.dataDir);
  const api = `${server.url}/api/v1`;
  rows.push(await measureRoute('GET /api/v1/account (visitor)', `${api}/account`));
  rows.push(
    await measureRoute('GET /api/v1/account (signed in)', `${api}/account`, { headers: { cookie: seed.cookie } }),
  );
  rows.push(await measureRoute('GET /api/v1/constants', `${api}/constants`));
  rows.push(...(await benchLearnsetCalls(server, seed)));
  rows.push(...(await benchFirstLoadJs(server.url, `/lernsets/lernen/${seed.bigSets[0]}`)));
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
rows.push(...(await benchDocuments()));
rows.push(...(await benchParseAndStore()), ...benchPickNextExercise());
rows.push(...(await benchReview()));

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
