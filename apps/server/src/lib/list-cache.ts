import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Precompressed } from './precompressed';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How old the version check of a list may get: a change by another instance shows within a second. */
export const LIST_CHECK_MS = 500;

/**
 * A large list reply (a library of 5,000 items), serialised and compressed once per change and
 * kept in memory: a request costs no query. A change made here (`invalidate`) is served by the
 * next request; a change made elsewhere (another instance, the operator's CLI) is noticed by a
 * version check that runs at most every `checkMs`, in the background while the current list is
 * served (docs/decisions/0003-list-caching.md). Send the result with `sendPrecompressed`.
 */
export class ListCache {
  private current: { version: string; body: Precompressed } | null = null;
  private refreshing: Promise<Precompressed> | null = null;
  private checkedAt = -Infinity;
  private dirty = false;

  constructor(
    private readonly version: () => Promise<string>,
    private readonly render: () => Promise<string>,
    private readonly checkMs = LIST_CHECK_MS,
    /** A clock in milliseconds; tests pass their own and move it. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** After a change on this instance: the next request waits for the new list. */
  invalidate(): void {
    this.dirty = true;
  }

  async get(): Promise<Precompressed> {
    if (this.current && !this.dirty) {
      // The database may be out meanwhile: the list in memory is still the best answer.
      if (this.now() - this.checkedAt >= this.checkMs) this.refresh().catch(() => {});
      return this.current.body;
    }
    // A refresh that began before the change may miss it: wait for it, then look again.
    if (this.refreshing) {
      await this.refreshing.catch(() => {});
      return this.get();
    }
    return this.refresh();
  }

  private refresh(): Promise<Precompressed> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load(): Promise<Precompressed> {
    this.checkedAt = this.now();
    this.dirty = false;
    const version = await this.version();
    if (this.current?.version === version) return this.current.body;
    const body = await this.build();
    this.current = { version, body };
    return body;
  }

  private async build(): Promise<Precompressed> {
    const raw = Buffer.from(await this.render());
    // Moderate levels: a rebuild after each change must stay fast; zlib runs off the main thread.
    const [br, gz] = await Promise.all([
      brotliAsync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      gzipAsync(raw, { level: 6 }),
    ]);
    // From the content: an unchanged list keeps its ETag across rebuilds and instances.
    const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`;
    return { raw, br, gzip: gz, etag };
  }
}
