// First-load JavaScript, measured the way a pupil's browser loads it: headless Chromium opens the
// page on the bench server and records every script it fetches (entry, preloads, the route's lazy
// chunks) until the network is idle; each is then fetched with `accept-encoding: gzip` to count
// its gzip bytes on the wire. Chromium itself receives brotli, also reported.
import http from 'node:http';
import { launchChromium } from './chromium';
import { type Row, verdict } from './lib';

/** Budget for the first load of `/`, in gzip bytes. */
const HOME_BUDGET = 90 * 1024;

function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Rows for `/` and a learn page, e.g. `/lernsets/lernen/{id}`. */
export async function benchFirstLoadJs(origin: string, learnPath: string): Promise<Row[]> {
  const browser = await launchChromium(origin);
  const rows: Row[] = [];
  try {
    for (const [route, budget] of [
      ['/', HOME_BUDGET],
      [learnPath, 0],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // url → bytes Chromium received (brotli)
      const scripts = new Map<string, Promise<number>>();
      page.on('requestfinished', (request) => {
        const url = request.url();
        if (request.resourceType() !== 'script' || !url.startsWith(origin) || scripts.has(url)) return;
        scripts.set(
          url,
          request.sizes().then((s) => s.responseBodySize),
        );
      });
      await page.goto(origin + route, { waitUntil: 'networkidle', timeout: 60_000 });
      const br = (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);
      await context.close();
      const urls = [...scripts.keys()];
      const gzip = (await Promise.all(urls.map(gzipBytes))).reduce((a, b) => a + b, 0);
      const goal = budget ? `, ${verdict(`≤ ${kb(budget)}`, gzip <= budget)}` : '';
      rows.push({
        figure: `first-load JS of ${route.replace(/[^/]+$/, '…')} (gzip)`,
        value: `${kb(gzip)} in ${urls.length} file${urls.length === 1 ? '' : 's'}${goal} (${kb(br)} br as Chromium fetched it)`,
        bytes: gzip,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
