import { describe, expect, it } from 'vitest';
import { FragmentCache } from './fragment-cache';

describe('FragmentCache', () => {
  it('loads once per key, also for concurrent misses', async () => {
    const cache = new FragmentCache(1000);
    let loads = 0;
    const load = async () => {
      loads++;
      return '[1,2,3]';
    };
    const values = await Promise.all([cache.get('a@1', load), cache.get('a@1', load), cache.get('a@1', load)]);
    expect(values).toEqual(['[1,2,3]', '[1,2,3]', '[1,2,3]']);
    expect(await cache.get('a@1', load)).toBe('[1,2,3]');
    expect(loads).toBe(1);
    expect(await cache.get('a@2', async () => '[4]')).toBe('[4]');
  });

  it('drops the least recently used entries beyond its size', async () => {
    const cache = new FragmentCache(10);
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    await cache.get('a', load('aaaa'));
    await cache.get('b', load('bbbb'));
    await cache.get('a', load('aaaa')); // a is now the most recent
    await cache.get('c', load('cccc')); // 12 bytes: b goes
    expect(loads).toBe(3);
    await cache.get('a', load('aaaa'));
    expect(loads).toBe(3);
    await cache.get('b', load('bbbb'));
    expect(loads).toBe(4);
  });

  it('never keeps a fragment larger than the whole cache, and forgets failed loads', async () => {
    const cache = new FragmentCache(3);
    let loads = 0;
    await cache.get('big', async () => {
      loads++;
      return 'xxxxx';
    });
    await cache.get('big', async () => {
      loads++;
      return 'xxxxx';
    });
    expect(loads).toBe(2);
    await expect(cache.get('bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });
});
