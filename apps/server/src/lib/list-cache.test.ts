import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache';

/** A list whose version and content the test changes "elsewhere", counting the queries; its clock moves only when told. */
function fakeList() {
  const state = { version: 1, versionQueries: 0, renders: 0, down: false, nowMs: 0 };
  const cache = new ListCache(
    async () => {
      state.versionQueries++;
      if (state.down) throw new Error('database unavailable');
      return String(state.version);
    },
    async () => {
      state.renders++;
      return JSON.stringify({ version: state.version });
    },
    100,
    () => state.nowMs,
  );
  const read = async () => JSON.parse((await cache.get()).raw.toString()).version as number;
  return { state, cache, read };
}

describe('lists kept in memory', () => {
  it('answers many requests with one version query and one render', async () => {
    const { state, read } = fakeList();
    for (let i = 0; i < 200; i++) expect(await read()).toBe(1);
    expect(state.versionQueries).toBe(1);
    expect(state.renders).toBe(1);
  });

  it('serves a change made here at once, and one made elsewhere once the check interval has passed', async () => {
    const { state, cache, read } = fakeList();
    await read();
    state.version = 2;
    cache.invalidate();
    expect(await read()).toBe(2);

    state.version = 3; // another instance
    state.nowMs += 99;
    expect(await read()).toBe(2);
    expect(state.versionQueries).toBe(2);
    state.nowMs += 1;
    // The check runs in the background: this request still gets the list in memory, a later one the new list.
    expect(await read()).toBe(2);
    await expect.poll(read, { timeout: 60_000 }).toBe(3);
    expect(state.versionQueries).toBe(3);
    expect(state.renders).toBe(3);
  });

  it('keeps serving the last list while the database is out', async () => {
    const { state, read } = fakeList();
    await read();
    state.down = true;
    state.nowMs += 120;
    for (let i = 0; i < 5; i++) {
      expect(await read()).toBe(1);
      state.nowMs += 100;
    }
    expect(state.versionQueries).toBeGreaterThan(2);
    state.down = false;
    state.version = 4;
    state.nowMs += 100;
    await expect.poll(read, { timeout: 60_000 }).toBe(4);
  });
});
