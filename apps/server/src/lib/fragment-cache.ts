import { LRUCache } from 'lru-cache';

/**
 * Recently used JSON fragments (e.g. one learning set's exercises), bounded by their total size
 * in bytes (lru-cache). Keys must carry a version (`<id>@<updated_at>`), so an edit anywhere, also
 * on another instance, simply misses the cache; old versions age out. Concurrent misses share one
 * load (lru-cache's `fetch`).
 */
export class FragmentCache {
  private readonly cache: LRUCache<string, string, () => Promise<string>>;

  constructor(maxBytes: number) {
    this.cache = new LRUCache({
      maxSize: maxBytes,
      // UTF-16 code units ≈ bytes for this ASCII-heavy JSON; a fragment larger than the cache is not kept.
      sizeCalculation: (value) => Math.max(1, value.length),
      maxEntrySize: maxBytes,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const value = await this.cache.fetch(key, { context: load });
    if (value === undefined) return load();
    return value;
  }
}
