/**
 * Recently used JSON fragments (e.g. one learning set's exercises), bounded by their total size.
 * Keys must carry a version (`<id>@<updated_at>`), so an edit anywhere, also on another
 * instance, simply misses the cache; old versions age out. Concurrent misses share one load.
 */
export class FragmentCache {
  private readonly entries = new Map<string, string>();
  private readonly loading = new Map<string, Promise<string>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Re-insert: Map order is the recency order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load().finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    const value = await loaded;
    this.store(key, value);
    return value;
  }

  private store(key: string, value: string): void {
    if (value.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldValue.length;
    }
  }
}
