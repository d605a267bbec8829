import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HTTP_MESSAGES, isId } from '@app/shared';
import { HttpError } from '../../lib/http-error';

export interface AnkiExportCacheLimits {
  /** Bytes of packages kept; the oldest go first (one built in the last minute stays beyond it). */
  maxBytes: number;
  /** Packages built at the same time (reading the set, then the parse child's job). */
  maxBuilds: number;
  /** Builds that may wait for one of those; more are answered 503. */
  maxWaiting: number;
}

export const DEFAULT_EXPORT_CACHE_LIMITS: AnkiExportCacheLimits = {
  maxBytes: 4 * 1024 * 1024 * 1024,
  maxBuilds: 2,
  maxWaiting: 16,
};

/** A temp file this old belongs to a build that died with its process. */
const TEMP_TTL_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A package this young is about to be sent: the budget never removes it. */
const FRESH_MS = 60 * 1000;
const PACKAGE = /^([A-Za-z0-9_-]{1,64})\.([0-9a-f]{1,64})\.apkg$/;

/** Writes a package to the temp file it is given; rejects when it could not. */
export type BuildPackage = (tmpPath: string) => Promise<unknown>;
/** The current version of each of the sets that still exist. */
export type CurrentVersions = (setIds: readonly string[]) => Promise<Map<string, string>>;

/**
 * Anki packages as files under DATA_DIR/anki-exports, one per set and version
 * (`{set}.{version}.apkg`): a download streams the file, and the package is built only when its
 * version has none yet. Requests for a version being built share that build; builds run a few at
 * a time, with a bounded line behind them. After each build, and every hour, a sweep removes the
 * packages of sets that changed or went, and the oldest ones beyond the size budget.
 */
export class AnkiExportCache {
  private readonly building = new Map<string, Promise<string>>();
  private readonly waiting: Array<{ start: () => void; refuse: (error: Error) => void }> = [];
  private running = 0;
  private closed = false;
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    readonly dir: string,
    private readonly current: CurrentVersions,
    private readonly limits: AnkiExportCacheLimits = DEFAULT_EXPORT_CACHE_LIMITS,
  ) {}

  /** The folder, a first sweep, then one every hour until `close`. */
  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await this.sweep();
    this.sweeper ??= setInterval(() => this.sweepSoon(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** The package of this version of the set: the cached file, else built through `build` first. */
  file(setId: string, version: string, build: BuildPackage): Promise<string> {
    const name = `${setId}.${version}.apkg`;
    if (!isId(setId) || !PACKAGE.test(name)) return Promise.reject(new Error('invalid package name'));
    const file = path.join(this.dir, name);
    // Set before anything is awaited: requests arriving together share one look-up and one build.
    let pending = this.building.get(file);
    if (!pending) {
      pending = this.cachedOrBuilt(file, setId, build).finally(() => this.building.delete(file));
      this.building.set(file, pending);
    }
    return pending;
  }

  /** Stops starting builds; those waiting for their turn are answered 503. */
  close(): void {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const waiter of this.waiting.splice(0)) waiter.refuse(unavailable());
  }

  /** Waits for a sweep under way (tests). */
  async settled(): Promise<void> {
    while (this.sweeping) await this.sweeping;
  }

  /**
   * Removes abandoned temp files and the packages whose set changed or went, then the oldest
   * packages until the cache fits its budget. Another instance may sweep the same folder at the
   * same time: removing twice is harmless.
   * A package built less than a minute ago never goes for the budget: a download is about to
   * open it (a package of a version no longer current goes all the same: nobody asks for it).
   */
  async sweep(now = Date.now()): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    const packages = new Map(
      names.flatMap((name) => {
        const match = PACKAGE.exec(name);
        return match ? [[name, { setId: match[1] as string, version: match[2] as string }] as const] : [];
      }),
    );
    // A package written after this question may be of a version newer than the answer knows.
    const asked = Date.now();
    const versions = await this.current([...new Set([...packages.values()].map((p) => p.setId))]);
    const kept: Array<{ file: string; size: number; builtAt: number; fresh: boolean }> = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      const found = packages.get(name);
      if (!stat?.isFile()) continue;
      if (name.endsWith('.tmp') && now - stat.mtimeMs > TEMP_TTL_MS) await fs.rm(file, { force: true });
      if (!found) continue;
      const old = versions.get(found.setId) !== found.version;
      if (old && stat.mtimeMs < asked) await fs.rm(file, { force: true });
      else if (!old) kept.push({ file, size: stat.size, builtAt: stat.mtimeMs, fresh: now - stat.mtimeMs < FRESH_MS });
    }
    kept.sort((a, b) => a.builtAt - b.builtAt);
    let bytes = kept.reduce((sum, entry) => sum + entry.size, 0);
    for (const entry of kept) {
      if (bytes <= this.limits.maxBytes || entry.fresh) break;
      await fs.rm(entry.file, { force: true });
      bytes -= entry.size;
    }
  }

  private async cachedOrBuilt(file: string, setId: string, build: BuildPackage): Promise<string> {
    if (await exists(file)) return file;
    await this.turn();
    const tmp = path.join(this.dir, `${setId}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await build(tmp);
      await fs.rename(tmp, file);
    } catch (error) {
      await fs.rm(tmp, { force: true });
      throw error;
    } finally {
      this.next();
    }
    this.sweepSoon();
    return file;
  }

  /** Sweeps in the background (one sweep at a time, one more after it when asked meanwhile). */
  private sweepSoon(): void {
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = this.sweep()
      .catch(() => undefined)
      .finally(() => {
        this.sweeping = null;
        if (this.sweepAgain && !this.closed) {
          this.sweepAgain = false;
          this.sweepSoon();
        }
      });
  }

  /** Waits until fewer than `maxBuilds` builds run; 503 when too many wait already, or once closed. */
  private turn(): Promise<void> {
    if (this.closed) return Promise.reject(unavailable());
    if (this.running < this.limits.maxBuilds) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxWaiting) return Promise.reject(unavailable());
    return new Promise((start, refuse) => this.waiting.push({ start, refuse }));
  }

  /** A build ended: the next one in line takes its turn. */
  private next(): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter.start();
    else this.running--;
  }
}

const unavailable = () => new HttpError(503, HTTP_MESSAGES.unavailable);
const exists = (file: string) =>
  fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
