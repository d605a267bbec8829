import { HTTP_MESSAGES } from '@app/shared';
import { describe, expect, it, vi } from 'vitest';
import { fixture, lyingStatistics } from '../modules/learnsets/anki/anki-test-packages';
import { PARSE_TIMEOUT_MESSAGE } from '../modules/learnsets/learnset-file-jobs';
import { testFileJobs } from '../modules/learnsets/learnsets.test-helpers';
import { alive } from '../test/hostile-load';

let lying: Uint8Array | undefined;
/** Built once: 300,000 notes take a moment to write. */
const stuckPackage = () => (lying ??= lyingStatistics());
const small = () => new TextEncoder().encode('Hund; dog\nHaus; house\n');
describe('the parse pool', () => {
  it("stops a package stuck in SQLite's native code at the time limit: German answer, its process gone, the next file read", async () => {
    const { pool, jobs } = testFileJobs({ timeoutMs: 1000 });
    await expect(jobs.parse('a.txt', small(), 10)).resolves.toMatchObject({ ok: true });
    const [child] = pool.pids;
    expect(child).toBeDefined();
    await expect(jobs.parse('stapel.apkg', stuckPackage(), 10_000)).rejects.toThrow(PARSE_TIMEOUT_MESSAGE);
    await vi.waitFor(() => expect(alive(child as number)).toBe(false));
    const next = await jobs.parse('stapel.apkg', fixture('anki2-all-note-types.apkg'), 100);
    expect(next).toMatchObject({ ok: true, exercises: expect.arrayContaining([expect.anything()]) });
    await pool.close();
    expect(pool.pids).toEqual([]);
  });

  it('keeps its queue bounded (German 503 beyond it), and closing ends running and waiting jobs at once', async () => {
    const { pool, jobs } = testFileJobs({ maxChildren: 1, maxQueued: 2, timeoutMs: 60_000 });
    const stuck = jobs.parse('stapel.apkg', stuckPackage(), 10_000);
    const waiting = [jobs.parse('a.txt', small(), 10), jobs.parse('b.txt', small(), 10)];
    await expect(jobs.parse('c.txt', small(), 10)).rejects.toThrow(HTTP_MESSAGES.unavailable);
    await vi.waitFor(() => expect(pool.pids).toHaveLength(1));
    const [child] = pool.pids;
    const closing = pool.close();
    for (const job of [stuck, ...waiting]) await expect(job).rejects.toThrow(HTTP_MESSAGES.unavailable);
    await closing;
    expect(alive(child as number)).toBe(false);
    await expect(jobs.parse('d.txt', small(), 10)).rejects.toThrow(HTTP_MESSAGES.unavailable);
  });

  it('runs up to its number of children at once', async () => {
    const { pool, jobs } = testFileJobs({ maxChildren: 2, timeoutMs: 60_000 });
    const stuck = [stuckPackage(), stuckPackage(), stuckPackage()].map((bytes) =>
      jobs.parse('stapel.apkg', bytes, 10_000).catch((error: Error) => error.message),
    );
    await vi.waitFor(() => expect(pool.pids).toHaveLength(2));
    await pool.close();
    expect(await Promise.all(stuck)).toEqual(Array(3).fill(HTTP_MESSAGES.unavailable));
  });
});
