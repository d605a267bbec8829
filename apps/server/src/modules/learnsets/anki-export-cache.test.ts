import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HTTP_MESSAGES } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnkiExportCache, type AnkiExportCacheLimits } from './anki-export-cache';

const LIMITS: AnkiExportCacheLimits = { maxBytes: 10_000, maxBuilds: 2, maxWaiting: 1 };
const HOUR = 3600_000;

describe('the Anki export cache', () => {
  let dir: string;
  /** The sets that exist and their current versions, as the database would answer. */
  let current: Map<string, string>;
  const cache = (limits = LIMITS) =>
    new AnkiExportCache(
      dir,
      async (ids) => new Map(ids.flatMap((id) => (current.has(id) ? [[id, current.get(id) as string] as const] : []))),
      limits,
    );
  const files = () => fs.readdirSync(dir).sort();
  /** A build that writes `bytes` bytes once `go` is called (a package taking its time). */
  function slowBuild(bytes = 100) {
    let go = () => {};
    const started = new Promise<void>((resolve) => {
      go = resolve;
    });
    let builds = 0;
    const build = async (tmp: string) => {
      builds++;
      await started;
      fs.writeFileSync(tmp, Buffer.alloc(bytes, builds));
    };
    return { build, go: () => go(), builds: () => builds };
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-export-cache-'));
    current = new Map();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('builds a version once for requests arriving together, then serves its file without building', async () => {
    const c = cache();
    current = new Map([['set1', 'abc1']]);
    const slow = slowBuild();
    const asked = Array.from({ length: 5 }, () => c.file('set1', 'abc1', slow.build));
    slow.go();
    const paths = await Promise.all(asked);
    expect(new Set(paths)).toEqual(new Set([path.join(dir, 'set1.abc1.apkg')]));
    expect(await c.file('set1', 'abc1', slow.build)).toBe(paths[0]);
    expect(slow.builds()).toBe(1);
    expect(files()).toEqual(['set1.abc1.apkg']);
  });

  it('answers 503 beyond the builds running and waiting, and to those waiting when it closes', async () => {
    const c = cache();
    current = new Map([
      ['a', '1'],
      ['b', '1'],
    ]);
    const slow = slowBuild();
    const running = [c.file('a', '1', slow.build), c.file('b', '1', slow.build)];
    const waiting = c.file('c', '1', slow.build);
    await expect(c.file('d', '1', slow.build)).rejects.toMatchObject({
      statusCode: 503,
      message: HTTP_MESSAGES.unavailable,
    });
    c.close();
    await expect(waiting).rejects.toMatchObject({ statusCode: 503 });
    slow.go();
    // Builds under way finish; a failed or refused one leaves no temp file behind.
    expect(await Promise.all(running)).toHaveLength(2);
    expect(files()).toEqual(['a.1.apkg', 'b.1.apkg']);
    await expect(c.file('e', '1', slow.build)).rejects.toMatchObject({ statusCode: 503 });
  });

  it('removes the temp file of a build that failed', async () => {
    const c = cache();
    const failing = async (tmp: string) => {
      fs.writeFileSync(tmp, 'halb');
      throw new Error('parse child died');
    };
    await expect(c.file('set1', 'abc1', failing)).rejects.toThrow('parse child died');
    expect(files()).toEqual([]);
  });

  it('sweeps packages of changed and deleted sets, dead temp files, and the oldest beyond its budget', async () => {
    const c = cache({ ...LIMITS, maxBytes: 2500 });
    const write = (name: string, bytes: number, ageMs: number) => {
      fs.writeFileSync(path.join(dir, name), Buffer.alloc(bytes));
      const at = new Date(Date.now() - ageMs);
      fs.utimesSync(path.join(dir, name), at, at);
    };
    current = new Map([
      ['alt', 'a1'],
      ['neu', 'b1'],
      ['mitte', 'c1'],
      ['geaendert', 'd2'],
    ]);
    write('alt.a1.apkg', 1000, 3 * HOUR);
    write('mitte.c1.apkg', 1000, 2 * HOUR);
    write('neu.b1.apkg', 1000, HOUR);
    write('geaendert.d1.apkg', 100, 1000);
    write('geloescht.e1.apkg', 100, 1000);
    write('neu.9.abc.tmp', 100, 2 * HOUR);
    write('neu.9.def.tmp', 100, 0);
    await c.sweep();
    expect(files()).toEqual(['mitte.c1.apkg', 'neu.9.def.tmp', 'neu.b1.apkg']);
  });

  it('keeps a package built a moment ago even when it alone is beyond the budget', async () => {
    const c = cache({ ...LIMITS, maxBytes: 50 });
    current = new Map([['gross', '1']]);
    const file = await c.file('gross', '1', async (tmp) => fs.writeFileSync(tmp, Buffer.alloc(100)));
    await c.settled();
    expect(fs.existsSync(file)).toBe(true);
    await c.sweep(Date.now() + HOUR);
    expect(fs.existsSync(file)).toBe(false);
  });
});
