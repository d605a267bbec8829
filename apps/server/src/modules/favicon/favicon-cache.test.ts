import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconCache, iconFileName } from './favicon-cache';

const DAY = 24 * 3600 * 1000;
const PNG = { type: 'image/png', body: Buffer.alloc(1000, 1) };

describe('IconCache', () => {
  let dir: string;
  // No sweep of its own unless a test asks for one: the tests sweep when the ages are set.
  const limits = { maxBytes: 10_000, maxEntries: 5, sweepEveryMs: Infinity };
  const files = () => fs.readdirSync(dir).sort();
  /** Sets a file's write time to `ago` milliseconds before now. */
  const age = (name: string, ago: number) => {
    const when = new Date(Date.now() - ago);
    fs.utimesSync(path.join(dir, name), when, when);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'favicons-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives back what was written, and remembers a site without icon', async () => {
    const cache = new IconCache(dir, limits);
    await cache.write('https://a.ch', PNG);
    await cache.write('https://b.ch', null);
    expect(await cache.read('https://a.ch')).toEqual(PNG);
    expect(await cache.read('https://b.ch')).toBeNull();
    expect(await cache.read('https://c.ch')).toBeUndefined();
  });

  it('deletes the oldest icons when there are more than the budget allows', async () => {
    const origins = ['https://1.ch', 'https://2.ch', 'https://3.ch', 'https://4.ch', 'https://5.ch'];
    const cache = new IconCache(dir, { ...limits, maxEntries: 3 });
    for (const [i, origin] of origins.entries()) {
      await cache.write(origin, PNG);
      age(iconFileName(origin), (origins.length - i) * 60_000);
    }
    await cache.sweep();
    expect(await cache.read('https://1.ch')).toBeUndefined();
    expect(await cache.read('https://2.ch')).toBeUndefined();
    for (const origin of origins.slice(2)) expect(await cache.read(origin)).toEqual(PNG);
  });

  it('deletes the oldest icons when the folder holds more bytes than the budget', async () => {
    const cache = new IconCache(dir, { ...limits, maxBytes: 2500 });
    await cache.write('https://old.ch', PNG);
    age(iconFileName('https://old.ch'), 3600_000);
    await cache.write('https://new.ch', PNG);
    await cache.write('https://newer.ch', PNG);
    await cache.sweep();
    expect(files()).toEqual([iconFileName('https://new.ch'), iconFileName('https://newer.ch')].sort());
  });

  it('deletes expired icons and failures, and temp files of writes that died', async () => {
    const cache = new IconCache(dir, limits);
    await cache.write('https://icon.ch', PNG);
    await cache.write('https://none.ch', null);
    await cache.write('https://fresh.ch', PNG);
    age(iconFileName('https://icon.ch'), 8 * DAY);
    age(iconFileName('https://none.ch'), 7 * 3600_000);
    fs.writeFileSync(path.join(dir, 'x.icon.1.ab.tmp'), 'half');
    fs.writeFileSync(path.join(dir, 'y.icon.1.ab.tmp'), 'being written');
    age('x.icon.1.ab.tmp', 2 * 60_000);
    await cache.sweep();
    expect(files()).toEqual([iconFileName('https://fresh.ch'), 'y.icon.1.ab.tmp'].sort());
  });

  it('keeps itself within budget: writes start the sweep', async () => {
    const cache = new IconCache(dir, { ...limits, maxEntries: 1, sweepEveryMs: 0 });
    for (const origin of ['https://1.ch', 'https://2.ch', 'https://3.ch']) {
      await cache.write(origin, PNG);
      await cache.settled();
    }
    expect(files()).toHaveLength(1);
  });

  it('sweeps at most once per interval, however many writes there are', async () => {
    const cache = new IconCache(dir, { ...limits, sweepEveryMs: 60_000 });
    const sweep = vi.spyOn(cache, 'sweep');
    for (const origin of ['https://1.ch', 'https://2.ch', 'https://3.ch']) await cache.write(origin, PNG);
    await cache.settled();
    expect(sweep).toHaveBeenCalledTimes(1);
  });
});
