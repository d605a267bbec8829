import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

describe('writes gathered into batches', () => {
  it('writes items that arrive together with one call and answers each with its own result', async () => {
    const calls: number[][] = [];
    const batcher = new Batcher<number, string>(async (items) => {
      calls.push(items);
      return items.map((n) => `#${n}`);
    });
    const results = await Promise.all([1, 2, 3].map((n) => batcher.add(n)));
    expect(results).toEqual(['#1', '#2', '#3']);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(await batcher.add(4)).toBe('#4');
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('gathers what arrives during a write into the next batch, at most maxBatch at a time', async () => {
    const calls: number[][] = [];
    let release: () => void = () => {};
    const batcher = new Batcher<number, number>(async (items) => {
      calls.push(items);
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items;
    }, 2);
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => batcher.add(n));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(calls).toEqual([[1], [2, 3], [4]]);
  });

  it('fails every caller of a failed batch and goes on with the next', async () => {
    let fail = true;
    const batcher = new Batcher<number, number>(async (items) => {
      if (fail) throw new Error('database unavailable');
      return items;
    });
    await expect(Promise.all([batcher.add(1), batcher.add(2)])).rejects.toThrow('database unavailable');
    fail = false;
    expect(await batcher.add(3)).toBe(3);
  });

  it('with several lanes hands over what arrives during a write at once, each turn as a batch of its own', async () => {
    const calls: number[][] = [];
    const releases: Array<() => void> = [];
    const batcher = new Batcher<number, number>(
      async (items) => {
        calls.push(items);
        await new Promise<void>((resolve) => releases.push(resolve));
        return items;
      },
      500,
      Infinity,
    );
    const first = [1, 2].map((n) => batcher.add(n));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [3].map((n) => batcher.add(n));
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is still being written; the second went out anyway.
    expect(calls).toEqual([[1, 2], [3]]);
    releases.forEach((release) => release());
    expect(await Promise.all([...first, ...second])).toEqual([1, 2, 3]);
  });
});

describe('the next batch and the replies of the last', () => {
  it('starts writing what waited before the callers of the finished batch are answered', async () => {
    const events: string[] = [];
    let release: () => void = () => {};
    const batcher = new Batcher<number, number>(async (items) => {
      events.push(`write ${items.join(',')}`);
      if (items[0] === 1) await new Promise<void>((resolve) => (release = resolve));
      return items;
    });
    const first = batcher.add(1).then(() => events.push('answered 1'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = batcher.add(2).then(() => events.push('answered 2'));
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['write 1', 'write 2', 'answered 1', 'answered 2']);
  });
});
