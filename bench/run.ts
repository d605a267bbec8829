// `npm run bench`: every figure measured in this run, printed as one table and saved as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { build, buildIsStale } from '../scripts/build-lib.mjs';
import { benchDocuments } from './documents';
import { benchLearnsetCalls, benchParseAndStore, benchPickNextExercise } from './learnsets';
import { freePort, type LoadResult, load, root, startBuiltServer } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** A bare Fastify route returning the same bytes: the framework's ceiling on this machine. */
async function bareCeiling(body: string, contentType: string): Promise<LoadResult> {
  const app = Fastify();
  app.get('/', (_req, reply) => reply.type(contentType).send(body));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const result = await load(`http://127.0.0.1:${port}/`, { seconds: SECONDS });
  await app.close();
  return result;
}

/** Gzip bytes of the JavaScript the browser loads for the first page. */
function firstLoadJsGzip(): number {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  return files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
}

if (buildIsStale()) await build();
const server = await startBuiltServer();
const rows: Array<Record<string, string | number>> = [];
try {
  for (const endpoint of ['/api/v1/account', '/api/v1/constants']) {
    const body = await (await fetch(server.url + endpoint)).text();
    const measured = await load(server.url + endpoint, { seconds: SECONDS });
    const ceiling = await bareCeiling(body, 'application/json; charset=utf-8');
    rows.push({
      figure: `GET ${endpoint}`,
      'req/s': measured.rps,
      'p50 ms': measured.p50,
      'p99 ms': measured.p99,
      'bare req/s': ceiling.rps,
      'of ceiling': `${Math.round((measured.rps / ceiling.rps) * 100)} %`,
      errors: measured.errors,
    });
  }
  rows.push(...(await benchLearnsetCalls(server)), ...(await benchParseAndStore()), ...benchPickNextExercise());
  rows.push(...(await benchDocuments()));
  rows.push({ figure: 'cold start to first response', value: `${Math.round(server.coldStartMs)} ms` });
  const js = firstLoadJsGzip();
  rows.push({ figure: 'first-load JS of / (gzip)', value: `${(js / 1024).toFixed(1)} KB (budget 90 KB)` });
} finally {
  await server.stop();
}

console.log(
  `\nMaschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}`,
);
console.table(rows);
const outDir = path.join(root, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  file,
  JSON.stringify(
    { machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version }, rows },
    null,
    2,
  ),
);
console.log(`Gespeichert: ${path.relative(root, file)}`);
