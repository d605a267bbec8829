import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Icon } from './favicon-image';

const ICON_TTL_MS = 7 * 24 * 3600 * 1000;
// Failures are remembered too, so a dead site is not asked again on every page view.
const FAILURE_TTL_MS = 6 * 3600 * 1000;
/** A temp file this old belongs to a write that died (a crash between write and rename). */
const TEMP_TTL_MS = 60_000;
/** A failure is stored as this header alone; its size tells it apart from any icon. */
const FAILURE = Buffer.from('-\n');

export interface IconCacheLimits {
  maxBytes: number;
  maxEntries: number;
  /** Least time between two sweeps of one instance. */
  sweepEveryMs: number;
}

export const DEFAULT_CACHE_LIMITS: IconCacheLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxEntries: 5000,
  sweepEveryMs: 5 * 60_000,
};

/** The cache file of a site: a hash, so any origin makes a safe, fixed-length name. */
export const iconFileName = (origin: string) => `${createHash('sha256').update(origin).digest('hex')}.icon`;

/**
 * Icons as files under DATA_DIR/favicons, one per site origin, shared by every instance.
 * Writes trigger a sweep now and then that keeps the folder within its budget of bytes and files.
 */
export class IconCache {
  private sweptAt = 0;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly limits: IconCacheLimits = DEFAULT_CACHE_LIMITS,
  ) {}

  private file(origin: string): string {
    return path.join(this.dir, iconFileName(origin));
  }

  /** The cached icon, null for a cached failure, undefined when there is nothing fresh. */
  async read(origin: string): Promise<Icon | null | undefined> {
    const file = this.file(origin);
    const stat = await fs.stat(file).catch(() => null);
    const data = stat && (await fs.readFile(file).catch(() => null));
    const newline = data?.indexOf(0x0a) ?? -1;
    if (!stat || !data || newline < 0 || Date.now() - stat.mtimeMs > ttl(data.length)) return undefined;
    return data.length === FAILURE.length
      ? null
      : { type: data.subarray(0, newline).toString(), body: data.subarray(newline + 1) };
  }

  /** Stores an icon (null: the site has none) atomically: readers see the old file or the new one. */
  async write(origin: string, icon: Icon | null): Promise<void> {
    const file = this.file(origin);
    await fs.mkdir(this.dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.writeFile(tmp, icon ? Buffer.concat([Buffer.from(`${icon.type}\n`), icon.body]) : FAILURE);
      await fs.rename(tmp, file);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    }
    this.sweepIfDue();
  }

  /** Starts a sweep in the background when the last one is long enough ago; the request does not wait. */
  private sweepIfDue(): void {
    const now = Date.now();
    if (this.sweeping || now - this.sweptAt < this.limits.sweepEveryMs) return;
    this.sweptAt = now;
    this.sweeping = this.sweep()
      .catch(() => undefined)
      .finally(() => (this.sweeping = null));
  }

  /** Waits for a running sweep (tests). */
  async settled(): Promise<void> {
    await this.sweeping;
  }

  /**
   * Deletes expired icons and abandoned temp files, then the oldest icons until the folder is
   * within its budget. Other instances may sweep at the same time: deleting twice is harmless.
   */
  async sweep(now = Date.now()): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    const kept: Array<{ file: string; size: number; writtenAt: number }> = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const age = now - stat.mtimeMs;
      if (name.endsWith('.tmp')) {
        if (age > TEMP_TTL_MS) await fs.rm(file, { force: true });
      } else if (name.endsWith('.icon')) {
        if (age > ttl(stat.size)) await fs.rm(file, { force: true });
        else kept.push({ file, size: stat.size, writtenAt: stat.mtimeMs });
      }
    }
    kept.sort((a, b) => a.writtenAt - b.writtenAt);
    let bytes = kept.reduce((sum, entry) => sum + entry.size, 0);
    let count = kept.length;
    for (const entry of kept) {
      if (bytes <= this.limits.maxBytes && count <= this.limits.maxEntries) break;
      await fs.rm(entry.file, { force: true });
      bytes -= entry.size;
      count--;
    }
  }
}

const ttl = (size: number) => (size === FAILURE.length ? FAILURE_TTL_MS : ICON_TTL_MS);
