// `npm run bench:pages`: only the browser's view of the pages, quicker than the whole bench: the
// first page's JavaScript against its budget and Lighthouse's mobile scores of `/`, `/lernsets`,
// a set page and a learn page against their goals, on the seeded SQLite server.
import os from 'node:os';
import { build, buildIsStale } from '../scripts/build-lib.mjs';
import { benchFirstLoadJs } from './first-load';
import { benchLighthouse } from './lighthouse';
import { markdownTable, type Row } from './lib';
import { withEngineServer } from './server-rows';

if (buildIsStale()) await build();
const rows: Row[] = await withEngineServer('SQLite', undefined, async (running) => [
  ...(await benchFirstLoadJs(running.server.url, `/lernsets/lernen/${running.seed.bigSets[0]}`)),
  ...(await benchLighthouse(running)),
]);
const cpus = os.cpus();
console.log(`${cpus[0]?.model.trim() ?? '?'} × ${cpus.length}, Node ${process.version}\n`);
console.log(markdownTable(rows));
