// Lighthouse (the npm package) on Debian's Chromium with its default mobile preset: a mid-range
// phone's screen, 4× slower CPU and a slow 4G line, simulated. Performance, accessibility and best
// practices of `/`, `/lernsets`, a set page and a learn page, each against its goal (≥ 95 / 100 / 100).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Row, verdict } from './lib';
import { addSet, addUser, textSet } from './seed';
import type { EngineServer } from './server-rows';

/** The machine has no internet: Chromium's own background connections stay off. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
/** Performance varies from run to run: the median of three; the other two are stable. */
const RUNS = 3;

type Scores = Record<(typeof CATEGORIES)[number], number>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function audit(port: number, url: string, attempt = 1): Promise<{ scores: Scores; failing: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // Lighthouse's own trace sometimes misses the navigation's start (NO_NAVSTART): run it again.
  if (result.lhr.runtimeError && attempt < 3) return audit(port, url, attempt + 1);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
  ) as Scores;
  // Scored audits that did not pass, so a missed goal names its cause in the table.
  const failing = CATEGORIES.flatMap((key) =>
    (categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => ref.id),
  );
  return { scores, failing };
}

/**
 * Rows for `/`, `/lernsets` (the seeded 5,010 sets), a 100-exercise set's page and learning it, as a visitor
 * on a phone; the server is the bench's seeded SQLite one.
 */
export async function benchLighthouse({ server, db }: EngineServer): Promise<Row[]> {
  const setId = await addSet(db, await addUser(db), textSet(100), 'Vokabeln Unit 3');
  const pages = [
    ['/', '/'],
    ['/lernsets', '/lernsets (5,010 sets)'],
    [`/lernsets/vorschau/${setId}`, '/lernsets/vorschau/… (a set page, 100 exercises)'],
    [`/lernsets/lernen/${setId}`, '/lernsets/lernen/… (100 exercises)'],
  ] as const;
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    for (const [path, label] of pages) {
      const runs: Array<{ scores: Scores; failing: string[] }> = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, server.url + path));
      const scores = Object.fromEntries(
        CATEGORIES.map((key) => [key, median(runs.map((run) => run.scores[key]))]),
      ) as Scores;
      const met = CATEGORIES.every((key) => scores[key] >= GOALS[key]);
      const failing = [...new Set(runs.flatMap((run) => run.failing))];
      rows.push({
        figure: `Lighthouse mobile ${label}: performance / accessibility / best practices`,
        value:
          `${CATEGORIES.map((key) => scores[key]).join(' / ')}, ${verdict('≥ 95 / 100 / 100', met)}` +
          (failing.length ? ` (below 90: ${failing.join(', ')})` : ''),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
